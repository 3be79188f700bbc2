import { Flower2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.tsx';

const variants = ['neutral', 'primary', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Nouveau' },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'select', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Nouveau');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
    await expect(badge).toHaveAttribute('data-size', 'md');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of variants) {
      await expect(canvas.getByText(variant)).toHaveAttribute('data-variant', variant);
    }
  },
};

/** A count reads as is up to 99, then `99+`. */
export const Counts: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Badge variant="accent" count={3} />
      <Badge variant="accent" count={99} />
      <Badge variant="accent" count={128} />
      <Badge variant="accent" count={12} max={9} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toHaveAttribute('data-count', '3');
    await expect(canvas.getByText('99')).not.toHaveAttribute('data-overflow');
    const overflowing = canvas.getByText('99+');
    await expect(overflowing).toHaveAttribute('data-overflow', 'true');
    await expect(overflowing).toHaveAttribute('data-count', '128');
    await expect(canvas.getByText('9+')).toHaveAttribute('data-overflow', 'true');
  },
};

/** A bare number gets a spoken label; the visible number is hidden from screen readers. */
export const CountWithSpokenLabel: Story = {
  render: () => (
    <p>
      Messages <Badge variant="accent" size="sm" count={4} label="4 conversations non lues" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 conversations non lues')).toBeInTheDocument();
    await expect(canvas.getByText('4')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithIcon: Story = {
  args: { variant: 'accent', size: 'sm' },
  render: (args) => (
    <Badge {...args}>
      <Flower2 aria-hidden="true" />
      Fleur
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fleur')).toHaveAttribute('data-size', 'sm');
  },
};

export const LongFrenchText: Story = {
  args: { variant: 'warning', children: 'Authentification en attente de vérification' },
};
