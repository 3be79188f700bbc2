import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceLabel } from './distance-label.tsx';

const meta = {
  title: 'Members/DistanceLabel',
  component: DistanceLabel,
  args: { distance: 42 },
} satisfies Meta<typeof DistanceLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('42 km')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="distance-label"]')).not.toHaveAttribute(
      'data-capped',
    );
  },
};

/** Never below 3 km, whatever the member's snapped distance. */
export const Minimum: Story = {
  args: { distance: 0.8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 km')).toBeVisible();
  },
};

/** Exactly 200 km is not capped. */
export const AtTheCap: Story = {
  args: { distance: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('200 km')).toBeVisible();
  },
};

/** Beyond 200 km: '200+ km', read out as 'plus de 200 km'. */
export const Capped: Story = {
  args: { distance: 812, icon: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('200+ km')).toBeVisible();
    await expect(canvas.getByText('plus de 200 km')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="distance-label"]')).toHaveAttribute(
      'data-capped',
      'true',
    );
  },
};

/** No reference location: nothing shows. */
export const Unknown: Story = {
  args: { distance: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="distance-label"]')).toBeNull();
  },
};

export const InEnglish: Story = {
  args: { distance: 250, icon: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('200+ km')).toBeVisible();
    await expect(canvas.getByText('more than 200 km')).toBeInTheDocument();
  },
};
