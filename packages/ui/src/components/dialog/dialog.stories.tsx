import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description, close button and footer. The close button closes it and focus returns. */
export const Default: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">En savoir plus</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Comment fonctionne la recherche</DialogTitle>
          <DialogDescription>
            Filtrez les membres selon vos valeurs, puis triez-les par proximité, par valeurs ou par
            affinité.
          </DialogDescription>
        </DialogHeader>
        <p>Vous pouvez enregistrer jusqu’à cinq filtres et cinq mots-clés.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>J’ai compris</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'En savoir plus' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Comment fonctionne la recherche' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(
      'Filtrez les membres selon vos valeurs, puis triez-les par proximité, par valeurs ou par affinité.',
    );
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAttribute('data-size', 'md');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: Enter opens, focus moves inside and is trapped, Escape closes, focus returns. */
export const Keyboard: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'En savoir plus' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tab cycles inside the dialog.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    close.focus();
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Opened from state, without a DialogTrigger: focus still returns to the button that opened it. */
export const OpenedFromState: Story = {
  render: function OpenedFromState(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
          }}
        >
          Voir mon profil
        </Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <DialogContent size="sm">
            <DialogHeader>
              <DialogTitle>Aperçu de votre profil</DialogTitle>
              <DialogDescription>Voici ce que les autres membres voient.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Voir mon profil' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu de votre profil' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The footer's own close button also closes it. */
export const FooterCloses: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'En savoir plus' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Dialog key={size} {...args}>
          <DialogTrigger asChild>
            <Button variant="outline">Taille {size}</Button>
          </DialogTrigger>
          <DialogContent size={size}>
            <DialogHeader>
              <DialogTitle>Fenêtre {size}</DialogTitle>
              <DialogDescription>Une fenêtre de taille {size}.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of ['sm', 'lg', 'xl']) {
      await userEvent.click(canvas.getByRole('button', { name: `Taille ${size}` }));
      const dialog = await screen.findByRole('dialog', { name: `Fenêtre ${size}` });
      await expect(dialog).toHaveAttribute('data-size', size);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

/** Without the corner button (the footer holds the way out). */
export const WithoutCloseButton: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Voir la citation du jour</Button>
      </DialogTrigger>
      <DialogContent size="sm" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Citation du jour</DialogTitle>
          <DialogDescription>« Aimer, c’est savoir dire je t’aime sans parler. »</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fermer la citation</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voir la citation du jour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Citation du jour' });
    await expect(within(dialog).queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    await expect(dialog).not.toHaveAttribute('data-close-button');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer la citation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Learn more</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How search works</DialogTitle>
          <DialogDescription>Filter members by your values, then sort them.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Learn more' }));
    const dialog = await screen.findByRole('dialog', { name: 'How search works' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long French terms: the panel scrolls inside the viewport and the title wraps clear of the close button. */
export const LongFrenchText: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Lire les conditions</Button>
      </DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>
            Nouvelles conditions générales d’utilisation et politique de confidentialité
          </DialogTitle>
          <DialogDescription>
            Veuillez lire attentivement et accepter les nouvelles conditions avant de continuer.
          </DialogDescription>
        </DialogHeader>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>
            Les membres s’engagent à fournir des renseignements exacts, à respecter les autres
            membres et à signaler tout comportement inapproprié. Les photos sont vérifiées par notre
            équipe dans un délai maximal de 24 heures.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Plus tard</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>J’accepte les conditions</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lire les conditions' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’accepte les conditions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
