import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { StarRating, type StarRatingProps } from './star-rating.tsx';

const meta = {
  title: 'Content/StarRating',
  component: StarRating,
  args: { value: null, loading: false, onVote: fn() },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

function ratingOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="star-rating"]');
  if (!node) throw new Error('no star rating');
  return node;
}

/**
 * Like the app: a vote starts the loading state, and the server's answer ends it (here, a button stands in
 * for the answer). Errors are ignored: only the loading ends.
 */
function WithServer(props: StarRatingProps) {
  const [loading, setLoading] = useState(false);
  return (
    <div className="flex flex-col items-start gap-4">
      <StarRating
        {...props}
        loading={loading}
        onVote={(score) => {
          props.onVote?.(score);
          setLoading(true);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!loading}
        onClick={() => {
          setLoading(false);
        }}
      >
        Réponse du serveur
      </Button>
    </div>
  );
}

/** No vote yet: five unchecked stars named '1 sur 5' to '5 sur 5'; the first star takes the focus. */
export const NoVoteYet: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Votre note' });
    await expect(group).toBeVisible();
    const stars = canvas.getAllByRole('radio');
    await expect(stars).toHaveLength(5);
    for (const [index, star] of stars.entries()) {
      await expect(star).toHaveAccessibleName(`${String(index + 1)} sur 5`);
      await expect(star).not.toBeChecked();
    }
    await expect(ratingOf(canvasElement)).not.toHaveAttribute('data-value');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 sur 5' })).toHaveFocus();
  },
};

/** The member's current vote (`my_vote` 3) is checked, and the stars up to it are filled. */
export const CurrentVote: Story = {
  args: { value: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: '3 sur 5' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).not.toBeChecked();
    await expect(ratingOf(canvasElement)).toHaveAttribute('data-value', '3');
    const states = [...canvasElement.querySelectorAll('[data-slot="star-rating-star"]')].map(
      (star) => star.getAttribute('data-state'),
    );
    await expect(states).toEqual(['on', 'on', 'on', 'off', 'off']);
  },
};

/** A click on a star sends that vote once. */
export const Vote: Story = {
  args: { value: 3 },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(args.onVote).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('radio', { name: '5 sur 5' })).toBeChecked();
  },
};

/**
 * Spec rule: nothing is sent when the score equals the last one submitted — `my_vote` at first, then the
 * member's own last vote.
 */
export const SameRatingIsNotResent: Story = {
  args: { value: 3 },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3 sur 5' }));
    await expect(args.onVote).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '4 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(args.onVote).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Réponse du serveur' }));
    await userEvent.click(canvas.getByRole('radio', { name: '4 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('radio', { name: '2 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(2);
    await expect(args.onVote).toHaveBeenLastCalledWith(2);
  },
};

/**
 * Spec rule: nothing is sent while a vote is loading. The group is busy, 'Envoi de votre note…' is announced,
 * and a different star changes nothing until the answer comes.
 */
export const WhileLoading: Story = {
  args: { value: 2 },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi de votre note…');
    await userEvent.click(canvas.getByRole('radio', { name: '5 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Réponse du serveur' }));
    await expect(group).not.toHaveAttribute('aria-busy');
    await userEvent.click(canvas.getByRole('radio', { name: '5 sur 5' }));
    await expect(args.onVote).toHaveBeenCalledTimes(2);
    await expect(args.onVote).toHaveBeenLastCalledWith(5);
  },
};

/** The loading state as the app passes it. */
export const Loading: Story = {
  args: { value: 4, loading: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi de votre note…');
    await userEvent.click(canvas.getByRole('radio', { name: '1 sur 5' }));
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard: Tab reaches the checked star; the arrows move the vote (and the focus) one star at a time,
 * Home and End to the ends. While the vote loads, the arrows do nothing.
 */
export const Keyboard: Story = {
  args: { value: 3 },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const three = canvas.getByRole('radio', { name: '3 sur 5' });
    await expect(three).toHaveFocus();
    await expect(getComputedStyle(three).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onVote).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Réponse du serveur' }));
    canvas.getByRole('radio', { name: '4 sur 5' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onVote).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 sur 5' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Réponse du serveur' }));
    canvas.getByRole('radio', { name: '3 sur 5' }).focus();
    await userEvent.keyboard('{End}');
    await expect(args.onVote).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('radio', { name: '5 sur 5' })).toHaveFocus();
    await expect(args.onVote).toHaveBeenCalledTimes(3);
  },
};

/** Disabled: the vote shows, nothing can be sent. */
export const Disabled: Story = {
  args: { value: 4, disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2 sur 5' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '2 sur 5' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { value: 4, size: 'sm' } };

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { value: 2, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your rating…');
  },
};
