import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TopMenu } from '../top-menu';
import { TopMenuSkeleton } from './top-menu-skeleton';

const logo = (
  <a href="#/" className="font-display text-xl font-semibold text-primary">
    Épanouir
  </a>
);

const meta = {
  title: 'Account/TopMenuSkeleton',
  component: TopMenuSkeleton,
  args: { logo },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopMenuSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the signed-in user loads: the menu's room, its placeholders silent for screen readers. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="top-menu-skeleton"]');
    const placeholders = skeleton?.querySelectorAll('[data-slot="skeleton"]') ?? [];
    await expect(placeholders.length).toBe(2);
    for (const node of placeholders) await expect(node).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelector('a')).toHaveTextContent('Épanouir');
  },
};

/** The skeleton, then the menu it stands for: the same height, so nothing below moves. */
export const SameHeightAsTheMenu: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <TopMenuSkeleton {...args} />
      <TopMenu logo={logo} name="Camille" email="camille@example.com" onLogout={() => undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-slot="top-menu-skeleton"]');
    const menu = canvasElement.querySelector<HTMLElement>('[data-slot="top-menu"]');
    await expect(skeleton?.getBoundingClientRect().height).toBe(
      menu?.getBoundingClientRect().height,
    );
  },
};
