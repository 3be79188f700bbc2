import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  SEARCH_ONBOARDING_DELAY_MS,
  SearchOnboardingModal,
  type SearchOnboardingModalProps,
} from './search-onboarding-modal.tsx';

const meta = {
  title: 'Search/SearchOnboardingModal',
  component: SearchOnboardingModal,
  args: { firstSearch: true, onClose: fn(), onOpenChange: fn() },
} satisfies Meta<typeof SearchOnboardingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** When the search page mounted (before the modal's timer starts). */
let mountedAt = 0;

function TimedSearchPage(props: SearchOnboardingModalProps) {
  useState(() => {
    mountedAt = performance.now();
    return null;
  });
  return <SearchOnboardingModal {...props} />;
}

/**
 * `metadata.first_search` is set: nothing shows at first, the modal opens 800 ms after the page mounts, and
 * its button closes it, calling back once so the app patches first-search.
 */
export const FirstSearch: Story = {
  render: (args) => <TimedSearchPage {...args} />,
  play: async ({ args }) => {
    await expect(SEARCH_ONBOARDING_DELAY_MS).toBe(800);
    await expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Bienvenue dans la recherche' },
      { timeout: 5000 },
    );
    await expect(performance.now() - mountedAt).toBeGreaterThanOrEqual(800);
    // The panel fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(
      'Quatre outils pour trouver les personnes qui vous ressemblent.',
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent);
    await expect(headings).toEqual(['La recherche', 'Les filtres', 'Le tri', 'Le mode anonyme']);
    await expect(
      screen.getByText(/jusqu’à 5 filtres à la fois et ajouter jusqu’à 5 mots-clés/),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'C’est parti !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A short delay for tests: the same opening, sooner. Escape closes it and calls back once. */
export const ShortDelayEscape: Story = {
  args: { delayMs: 50 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** The cross closes it too, with a single call back. */
export const CloseButton: Story = {
  args: { delayMs: 50 },
  play: async ({ args }) => {
    await screen.findByRole('dialog', {}, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `first_search` not set: the modal never opens by itself. */
export const NotFirstSearch: Story = {
  args: { firstSearch: false, delayMs: 50 },
  play: async ({ args }) => {
    await new Promise((resolve) => window.setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The search page's learn-more link opens it (controlled); closing returns the focus to the link. */
function WithLearnMore(props: SearchOnboardingModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        onClick={() => {
          setOpen(true);
        }}
      >
        En savoir plus
      </Button>
      <SearchOnboardingModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

export const FromLearnMoreLink: Story = {
  args: { firstSearch: false },
  render: (args) => <WithLearnMore {...args} />,
  play: async ({ args, canvas }) => {
    const learnMore = canvas.getByRole('button', { name: 'En savoir plus' });
    await userEvent.click(learnMore);
    await screen.findByRole('dialog', { name: 'Bienvenue dans la recherche' });
    await userEvent.click(screen.getByRole('button', { name: 'C’est parti !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(learnMore).toHaveFocus());
  },
};

/** Open, for the screenshot and the phone check. */
export const Open: Story = {
  args: { firstSearch: false, open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { firstSearch: false, open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the search' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('heading', { name: 'Anonymous mode' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Let’s go!' })).toBeVisible();
  },
};
