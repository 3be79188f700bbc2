import { Flower2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { dismissTooltip } from '../../stories/tooltip';
import { Button } from '../button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { delayDuration: 0 },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flower button with its hint. */
function FlowerTooltip(args: ComponentProps<typeof Tooltip>) {
  return (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button size="icon" variant="accent" aria-label="Envoyer une fleur">
          <Flower2 aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Une fleur par jour, pour briser la glace</TooltipContent>
    </Tooltip>
  );
}

/** Keyboard focus opens it; it describes the button; Escape closes it and focus stays put. */
export const OnFocus: Story = {
  render: (args) => <FlowerTooltip {...args} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Envoyer une fleur' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Une fleur par jour, pour briser la glace');
    await expect(button).toHaveAccessibleDescription('Une fleur par jour, pour briser la glace');
    await expect(button).toHaveAttribute('data-state', 'instant-open');
    await dismissTooltip();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-state', 'closed');
  },
};

/** Hovering opens it; leaving closes it. */
export const OnHover: Story = {
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button size="icon" variant="ghost" aria-label="À propos du mode anonyme">
          <Info aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">
        Votre photo reste floue jusqu’à ce que vous la révéliez.
      </TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'À propos du mode anonyme' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Votre photo reste floue jusqu’à ce que vous la révéliez.',
    );
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Shown open, e.g. for documentation. */
export const Open: Story = {
  args: { open: true },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline">Mode anonyme</Button>
      </TooltipTrigger>
      <TooltipContent>Les autres membres voient votre profil sans votre photo.</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvas }) => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Les autres membres voient votre profil sans votre photo.',
    );
    await expect(canvas.getByRole('button', { name: 'Mode anonyme' })).not.toHaveAttribute(
      'data-state',
      'closed',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button size="icon" variant="accent" aria-label="Send a flower">
          <Flower2 aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>One flower a day, to break the ice</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'One flower a day, to break the ice',
    );
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(
      'One flower a day, to break the ice',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Long French text wraps within a maximum width. */
export const LongFrenchText: Story = {
  args: { open: true },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline">Appel vidéo</Button>
      </TooltipTrigger>
      <TooltipContent>
        L’appel vidéo sera déverrouillé lorsque vous et l’autre membre aurez tous les deux autorisé
        les appels vidéo dans la conversation.
      </TooltipContent>
    </Tooltip>
  ),
};

const twoFrames = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });

/**
 * A trigger below the fold: keyboard focus scrolls it into view, and the tooltip stays open (Radix
 * closes a tooltip when its trigger's container scrolls, and the focus's own scroll comes a frame after
 * the focus: radix-ui/primitives#1944). Escape still closes it.
 */
export const OnFocusBelowTheFold: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => (
    <div>
      <p style={{ height: '200vh' }}>Le bouton est plus bas.</p>
      <FlowerTooltip {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Envoyer une fleur' });
    const scrolledBefore = window.scrollY;
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Une fleur par jour, pour briser la glace',
    );
    await twoFrames();
    await expect(window.scrollY).toBeGreaterThan(scrolledBefore);
    await expect(screen.getByRole('tooltip')).toBeVisible();
    await expect(button).not.toHaveAttribute('data-state', 'closed');
    await dismissTooltip();
    await expect(button).toHaveFocus();
  },
};
