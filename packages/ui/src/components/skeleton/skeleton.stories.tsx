import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Skeleton, SkeletonCard, SkeletonContainer, SkeletonText } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'select', options: ['line', 'circle', 'rect'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div className="flex w-72 flex-col gap-4">
      <Skeleton />
      <Skeleton shape="circle" />
      <Skeleton shape="rect" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = [...canvasElement.querySelectorAll('[data-slot="skeleton"]')].map((node) =>
      node.getAttribute('data-shape'),
    );
    await expect(shapes).toEqual(['line', 'circle', 'rect']);
    for (const node of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(node).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** Lines of text; the last one is shorter. */
export const Lines: Story = {
  render: () => (
    <div className="w-72">
      <SkeletonText lines={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="skeleton-text"]');
    await expect(text).toHaveAttribute('data-lines', '4');
    await expect(text?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};

/** A member-card placeholder; the search grid shows 16 of them while loading. */
export const CardPlaceholders: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <SkeletonContainer loading className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: 16 }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </SkeletonContainer>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(16);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Chargement…');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** A profile header placeholder: a circle and two lines. */
export const ProfilePlaceholder: Story = {
  render: () => (
    <SkeletonContainer loading className="flex w-80 items-center gap-4">
      <Skeleton shape="circle" className="size-16" />
      <SkeletonText lines={2} />
    </SkeletonContainer>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

/** The container is `aria-busy` while loading, then shows the content and is no longer busy. */
export const LoadingThenLoaded: Story = {
  render: function LoadingThenLoaded() {
    const [loading, setLoading] = useState(true);
    return (
      <div className="flex w-80 flex-col gap-4">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setLoading(false);
          }}
        >
          Terminer le chargement
        </Button>
        <SkeletonContainer loading={loading}>
          {loading ? <SkeletonText lines={3} /> : <p>Camille aime la randonnée et la poésie.</p>}
        </SkeletonContainer>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    const container = status.parentElement;
    await expect(container).toHaveAttribute('aria-busy', 'true');
    await expect(container).toHaveAttribute('data-loading', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Terminer le chargement' }));
    await waitFor(() => expect(container).toHaveAttribute('aria-busy', 'false'));
    await expect(container).not.toHaveAttribute('data-loading');
    await expect(status).toHaveTextContent('');
    await expect(canvas.getByText('Camille aime la randonnée et la poésie.')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <SkeletonContainer loading className="w-72">
      <SkeletonText />
    </SkeletonContainer>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LongFrenchLabel: Story = {
  render: () => (
    <SkeletonContainer
      loading
      loadingLabel="Chargement des articles de développement personnel…"
      className="w-72"
    >
      <SkeletonText lines={5} />
    </SkeletonContainer>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement des articles de développement personnel…',
    );
  },
};
