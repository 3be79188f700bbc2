import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pictureFixture } from '../avatar/fixtures';
import type { PictureStatus } from '../verified-badge';
import { PictureGallery, type PictureGalleryProps } from './picture-gallery.tsx';
import type { GalleryPicture, GalleryPictureId } from './picture-gallery.ts';

const palette: [string, string][] = [
  ['#f6e6ec', '#6d2e46'],
  ['#e2eef7', '#1e5a85'],
  ['#fcf0d9', '#b8324f'],
  ['#e4f2ea', '#2f6b4a'],
  ['#fbe7ea', '#85520a'],
  ['#f5ebe4', '#57233a'],
];

let nextId = 100;

function picture(id: GalleryPictureId, status: PictureStatus): GalleryPicture {
  const [from, to] = palette[Number(id) % palette.length] ?? ['#f6e6ec', '#6d2e46'];
  return {
    id,
    status,
    src: pictureFixture(`P${String(id)}`, { from, to, width: 300, height: 300 }),
  };
}

function gallery(...statuses: PictureStatus[]): GalleryPicture[] {
  return statuses.map((status, index) => picture(index + 1, status));
}

/** Keeps the pictures in state, as the app would after each call. */
function Demo(props: PictureGalleryProps) {
  const [pictures, setPictures] = useState(props.pictures);
  return (
    <PictureGallery
      {...props}
      pictures={pictures}
      onAdd={() => {
        props.onAdd?.();
        setPictures((current) => [...current, picture(nextId++, 'pending')]);
      }}
      onReorder={(ids) => {
        props.onReorder?.(ids);
        setPictures((current) =>
          ids
            .map((id) => current.find((item) => item.id === id))
            .filter((item): item is GalleryPicture => item !== undefined),
        );
      }}
      onDelete={async (id) => {
        await props.onDelete?.(id);
        setPictures((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Media/PictureGallery',
  component: PictureGallery,
  args: {
    pictures: gallery('portrait', 'validated', 'pending'),
    onAdd: fn(),
    onDelete: fn(),
    onReorder: fn(),
  },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PictureGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

function galleryOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="picture-gallery"]');
  if (!node) throw new Error('no gallery');
  return node;
}

function order(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[data-slot="picture-gallery-item"]')].map(
    (item) => item.getAttribute('data-picture-id') ?? '',
  );
}

/**
 * A picture's drag handle once the album's reordering code has loaded (the tiles show before it,
 * their handles disabled).
 */
async function dragHandle(canvas: { getByRole: typeof screen.getByRole }, name: string) {
  return waitFor(async () => {
    const handle = canvas.getByRole('button', { name });
    await expect(handle).toBeEnabled();
    return handle;
  });
}

/** dnd-kit's live region, where moves are announced. */
function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
  if (!region) throw new Error('no live region');
  return region;
}

/** Every text the live region says from now on (several can follow each other quickly). */
function recordAnnouncements(): string[] {
  const said: string[] = [];
  const region = announcer();
  new MutationObserver(() => {
    const text = region.textContent;
    if (text) said.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

/**
 * Onboarding with one picture: Next is disabled until the second one, with the reason read out;
 * the empty slot's button adds a picture; the main-photo guidance is listed.
 */
export const Onboarding: Story = {
  args: { pictures: gallery('pending'), onNext: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Mes photos' })).toBeVisible();
    await expect(canvas.getByText('1 photo sur 6')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Ajoutez au moins 2 photos pour continuer.');
    const guidance = canvas.getByRole('region', { name: 'Conseils pour votre photo principale' });
    const tips = within(guidance)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(tips).toEqual([
      'Un gros plan de votre visage',
      'Prise de face',
      'Sans lunettes de soleil ni chapeau',
      'Une photo récente',
      'Personne d’autre que vous sur la photo',
      'Une photo qui n’est pas suggestive',
      'Sans filtre',
    ]);
    // Only the first empty slot is a button; the others are placeholders.
    await expect(canvas.getAllByRole('button', { name: 'Ajouter une photo' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une photo' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('2 photos sur 6')).toBeVisible();
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-count', '2');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Each status has its badge; portrait and authenticated pictures also show the verified check. */
export const Statuses: Story = {
  args: {
    pictures: gallery('portrait', 'authenticated', 'validated', 'pending', 'refused'),
  },
  play: async ({ canvas, canvasElement }) => {
    const items = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="picture-gallery-item"]'),
    ];
    const expected = [
      ['portrait', 'Portrait', true],
      ['authenticated', 'Authentifiée', true],
      ['validated', 'Validée', false],
      ['pending', 'En attente de validation', false],
      ['refused', 'Refusée', false],
    ] as const;
    for (const [index, [status, label, verified]] of expected.entries()) {
      const item = items[index];
      if (!item) throw new Error('missing picture');
      await expect(item).toHaveAttribute('data-status', status);
      await expect(within(item).getByText(label)).toBeVisible();
      if (verified) {
        await expect(within(item).getByRole('img', { name: 'Photo vérifiée' })).toBeVisible();
      } else {
        await expect(within(item).queryByRole('img', { name: 'Photo vérifiée' })).toBeNull();
      }
    }
    await expect(canvas.getByRole('img', { name: 'Photo principale' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('width', '300');
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-complete', 'true');
  },
};

/** Six pictures: no slot left, and the limit is said — the 7th is refused. */
export const Full: Story = {
  args: {
    pictures: gallery('portrait', 'validated', 'validated', 'authenticated', 'pending', 'pending'),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Ajouter une photo' })).toBeNull();
    const limit = canvasElement.querySelector('[data-slot="picture-gallery-max"]');
    await expect(limit).toHaveAttribute('role', 'status');
    await expect(limit).toHaveTextContent('Vous pouvez téléverser jusqu’à 6 photos');
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-full', 'true');
    await expect(canvas.getByText('6 photos sur 6')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard reordering (dnd-kit's keyboard sensor): Space picks the picture up, the arrows move it,
 * Space drops it; every step is announced in French. Escape cancels.
 */
export const ReorderWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(order(canvasElement)).toEqual(['1', '2', '3']);
    const handle = await dragHandle(canvas, 'Déplacer la photo 1');
    await expect(handle).toHaveAttribute('aria-roledescription', 'photo déplaçable');
    await expect(handle).toHaveAccessibleDescription(/appuyez sur Espace ou Entrée/);
    const said = recordAnnouncements();
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said).toContain('Photo 1 saisie.'));
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(announcer()).toHaveTextContent('Photo 1 placée en position 2 sur 3.'),
    );
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(announcer()).toHaveTextContent('Photo 1 déposée en position 2 sur 3.'),
    );
    await expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3]);
    await waitFor(() => expect(order(canvasElement)).toEqual(['2', '1', '3']));

    // Escape cancels a move: the order stays.
    (await dragHandle(canvas, 'Déplacer la photo 3')).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said).toContain('Photo 3 saisie.'));
    await userEvent.keyboard('[ArrowLeft]');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(announcer()).toHaveTextContent('Déplacement annulé. La photo 3 reste à sa place.'),
    );
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(order(canvasElement)).toEqual(['2', '1', '3']);
  },
};

/** The same move with a pointer: press the handle, drag it over the third picture, let go. */
export const ReorderWithPointer: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const handle = await dragHandle(canvas, 'Déplacer la photo 1');
    const target = canvasElement.querySelector('[data-picture-id="3"]');
    if (!target) throw new Error('no third picture');
    const tile = handle.closest('li');
    if (!tile) throw new Error('no tile');
    const from = handle.getBoundingClientRect();
    const delta = {
      x: target.getBoundingClientRect().x - tile.getBoundingClientRect().x,
      y: target.getBoundingClientRect().y - tile.getBoundingClientRect().y,
    };
    const start = { clientX: from.x + from.width / 2, clientY: from.y + from.height / 2 };
    const at = (x: number, y: number) => ({
      clientX: start.clientX + x,
      clientY: start.clientY + y,
    });
    await fireEvent.pointerDown(handle, { ...start, isPrimary: true, button: 0, pointerId: 1 });
    await fireEvent.pointerMove(document, { ...at(10, 0), pointerId: 1 });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-picture-id="1"]')).toHaveAttribute(
        'data-dragging',
        'true',
      ),
    );
    await fireEvent.pointerMove(document, { ...at(delta.x, delta.y), pointerId: 1 });
    await waitFor(() =>
      expect(announcer()).toHaveTextContent('Photo 1 placée en position 3 sur 3.'),
    );
    await fireEvent.pointerUp(document, { ...at(delta.x, delta.y), pointerId: 1 });
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([2, 3, 1]));
    await waitFor(() => expect(order(canvasElement)).toEqual(['2', '3', '1']));
  },
};

/**
 * `forceOrder`: the first picture must be a portrait. Moving the portrait away from the first place
 * is refused with a notice; other moves are fine.
 */
export const ForceOrder: Story = {
  args: { forceOrder: true, pictures: gallery('portrait', 'validated', 'pending') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-force-order', 'true');
    await expect(canvas.getByText('La première photo doit être un portrait.')).toBeVisible();
    const said = recordAnnouncements();
    (await dragHandle(canvas, 'Déplacer la photo 1')).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said).toContain('Photo 1 saisie.'));
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Space]');
    const notice = await waitFor(() => {
      const found = canvasElement.querySelector('[data-notice="first-portrait"]');
      if (!found) throw new Error('no notice yet');
      return found;
    });
    await expect(notice).toHaveTextContent('La première photo doit être un portrait.');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(order(canvasElement)).toEqual(['1', '2', '3']);

    (await dragHandle(canvas, 'Déplacer la photo 3')).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said).toContain('Photo 3 saisie.'));
    await userEvent.keyboard('[ArrowLeft]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([1, 3, 2]));
    await expect(canvasElement.querySelector('[data-notice="first-portrait"]')).toBeNull();
  },
};

/** The last picture cannot be deleted (warning_min_1): a notice, no dialog, no call. */
export const DeleteLastRefused: Story = {
  args: { context: 'settings', pictures: gallery('validated') },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Supprimer la photo 1' });
    await expect(remove).toHaveAttribute('data-blocked', 'true');
    await userEvent.click(remove);
    await expect(
      await canvas.findByText('Vous devez garder au moins une photo dans votre album.'),
    ).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** With `allowEmpty` the last picture can go, after a plain confirmation. */
export const DeleteLastAllowed: Story = {
  args: { allowEmpty: true, context: 'settings', pictures: gallery('pending') },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la photo 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    await expect(dialog).toHaveAttribute('data-variant', 'default');
    await expect(dialog).toHaveAccessibleDescription('La photo sera retirée de votre album.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-count', '0');
    await expect(canvas.getByText('Aucune photo sur 6')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Mes photos' })).toHaveFocus();
  },
};

/**
 * Deleting the portrait of a complete album (portrait + validated) asks a danger confirmation that
 * mentions the 72-hour suspension. Cancel keeps it and returns focus; confirm deletes it.
 */
export const DeleteBreaksCompleteGallery: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-complete', 'true');
    const remove = canvas.getByRole('button', { name: 'Supprimer la photo 1' });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    await expect(dialog).toHaveAttribute('data-variant', 'danger');
    await expect(dialog).toHaveAccessibleDescription(
      'Votre album ne sera plus complet : il faut un portrait et une photo validée ou authentifiée. Sans album complet, votre compte sera suspendu automatiquement après 72 heures.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await expect(order(canvasElement)).toEqual(['2', '3']);
    await expect(galleryOf(canvasElement)).not.toHaveAttribute('data-complete');
  },
};

/** Deleting a picture that leaves the album complete only asks a plain confirmation. */
export const DeletePlain: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la photo 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    await expect(dialog).toHaveAttribute('data-variant', 'default');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(3));
  },
};

/** The review is pending: up to 24 hours. */
export const ReviewPending: Story = {
  args: { reviewStatus: 'pending', pictures: gallery('pending', 'pending') },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-notice="pending"]');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveAttribute('data-variant', 'info');
    await expect(notice).toHaveTextContent(
      'Vos photos sont en cours de validation par notre équipe. Cela peut prendre jusqu’à 24 heures.',
    );
  },
};

/** Refused pictures: a danger notice, and the warning that the account is suspended after 72 hours. */
export const ReviewRefused: Story = {
  args: { reviewStatus: 'refused', pictures: gallery('portrait', 'refused') },
  play: async ({ canvasElement }) => {
    const refused = canvasElement.querySelector('[data-notice="refused"]');
    await expect(refused).toHaveAttribute('role', 'alert');
    await expect(refused).toHaveTextContent(
      'Une ou plusieurs de vos photos ont été refusées. Remplacez-les pour compléter votre album.',
    );
    const suspension = canvasElement.querySelector('[data-notice="suspension"]');
    await expect(suspension).toHaveAttribute('data-variant', 'warning');
    await expect(suspension).toHaveTextContent(/suspendu automatiquement après 72 heures/);
  },
};

/** The 72 hours are over (`reviewExpired`): the account is suspended until the album is complete. */
export const ReviewExpired: Story = {
  args: { reviewStatus: 'done', reviewExpired: true, pictures: gallery('validated', 'pending') },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-notice="suspended"]');
    await expect(notice).toHaveAttribute('data-variant', 'danger');
    await expect(notice).toHaveTextContent(
      'Votre album est refusé ou incomplet depuis plus de 72 heures : votre compte est suspendu jusqu’à ce qu’il soit complet.',
    );
  },
};

/** Settings: 1 picture is enough, no Next, and the picture-validation notice. */
export const Settings: Story = {
  args: { context: 'settings', pictures: gallery('portrait', 'validated'), showGuidance: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(galleryOf(canvasElement)).toHaveAttribute('data-context', 'settings');
    await expect(
      canvas.getByText(
        'Chaque nouvelle photo est vérifiée par notre équipe avant d’apparaître sur votre profil, en 24 heures au plus.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suivant' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: /Conseils/ })).toBeNull();
  },
};

/** English texts and announcements. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { pictures: gallery('portrait', 'pending'), reviewStatus: 'pending', onNext: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'My pictures' })).toBeVisible();
    await expect(canvas.getByText('2 pictures of 6')).toBeVisible();
    await expect(canvas.getByText('Pending validation')).toBeVisible();
    await expect(
      canvas.getByText('Our team is reviewing your pictures. This can take up to 24 hours.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    const said = recordAnnouncements();
    (await dragHandle(canvas, 'Move picture 2')).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said).toContain('Picture 2 picked up.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(announcer()).toHaveTextContent(/Move cancelled/));
  },
};

/** French in a narrow column: badges and notices wrap inside the tiles. */
export const LongFrenchNarrow: Story = {
  args: {
    pictures: gallery('pending', 'authenticated', 'refused'),
    reviewStatus: 'refused',
    onNext: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = galleryOf(canvasElement);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
