import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mic } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { dismissTooltip } from '../../stories/tooltip';
import { Button } from '../button';
import { TooltipOnDemand } from './tooltip-on-demand.tsx';

interface StoryArgs {
  onRecord: () => void;
}

const meta: Meta<StoryArgs> = {
  title: 'Overlays/TooltipOnDemand',
  parameters: { layout: 'centered' },
  args: { onRecord: fn() },
  render: (args) => (
    <div className="flex gap-3 p-12">
      <Button variant="outline">Avant</Button>
      <TooltipOnDemand content="30 secondes maximum" contentSlot="story-hint" delayDuration={50}>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Enregistrer un message vocal"
          aria-describedby="story-hint-text"
          onClick={args.onRecord}
        >
          <Mic aria-hidden="true" />
        </Button>
      </TooltipOnDemand>
      <span id="story-hint-text" className="sr-only">
        30 secondes maximum
      </span>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Enregistrer un message vocal';

/**
 * The keyboard's focus: the hint opens and the focus stays on the button, now the tooltip's; Escape
 * closes the hint; Enter still presses the button.
 */
export const OnKeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(canvas.getByRole('button', { name })).toHaveAccessibleDescription(
      '30 secondes maximum',
    );
    await userEvent.tab();
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('30 secondes maximum');
    await expect(tooltip.closest('[data-slot="story-hint"]')).not.toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveFocus());
    // Its own description kept, the open hint's added by Radix.
    await expect(
      canvas.getByRole('button', { name }).getAttribute('aria-describedby')?.split(' '),
    ).toContain('story-hint-text');
    await dismissTooltip();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRecord).toHaveBeenCalledTimes(1);
  },
};

/** The pointer resting on the button: the hint opens; leaving closes it. */
export const OnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('30 secondes maximum');
    await userEvent.unhover(canvas.getByRole('button', { name }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/**
 * A press (a click, a tap) shows no hint and is not lost: the button is not replaced under it, and
 * the click reaches it once.
 */
export const PressShowsNoHint: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onRecord).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onRecord).toHaveBeenCalledTimes(2);
  },
};
