import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { imageSizeOf, pngDataUrl } from '../image-uploader/fixtures';
import { ImageCropper, type ImageCropperProps } from './image-cropper.tsx';
import { CROP_VIEWPORT_MAX } from './image-cropper.ts';

/** Loading and encoding a 1000x1000 JPEG takes seconds on a busy 2-core machine, not the default 1 s. */
const ENCODE_TIMEOUT_MS = 10_000;

/** Opens on mount; the button reopens it after a close. */
function Demo(props: ImageCropperProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Recadrer ma photo
      </Button>
      <ImageCropper
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const landscape = pngDataUrl(600, 300, 1);

const meta = {
  title: 'Media/ImageCropper',
  component: ImageCropper,
  args: {
    open: true,
    image: landscape,
    onOpenChange: fn(),
    onCropped: fn(),
    onCancel: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCropper(name: string | RegExp = 'Recadrer la photo') {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toHaveAttribute('data-ready', 'true'), {
    timeout: ENCODE_TIMEOUT_MS,
  });
  return dialog;
}

/**
 * A square frame at most 384 px wide over a 600 × 300 picture, a labelled zoom slider, and the
 * keyboard instructions read with the crop area. Validating gives a 1000 × 1000 JPEG.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openCropper();
    await expect(dialog).toHaveAccessibleDescription(
      'Déplacez et agrandissez l’image pour choisir la partie carrée à garder.',
    );
    const area = within(dialog).getByRole('application', { name: 'Zone de recadrage' });
    await expect(area).toHaveAccessibleDescription(/flèches du clavier/);
    const box = area.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(CROP_VIEWPORT_MAX);
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuenow', '1');
    await expect(zoom.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('100 %');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider le recadrage' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), {
      timeout: ENCODE_TIMEOUT_MS,
    });
    const blob = args.onCropped.mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('image/jpeg');
    await expect(await imageSizeOf(blob)).toEqual({ width: 1000, height: 1000 });
  },
};

/** Arrow keys move the picture inside the frame; + and − and the slider's arrows zoom. */
export const KeyboardNudging: Story = {
  play: async () => {
    const dialog = await openCropper();
    const area = within(dialog).getByRole('application', { name: 'Zone de recadrage' });
    await expect(dialog).toHaveAttribute('data-crop-x', '0');
    area.focus();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-crop-x', '0'));
    const movedX = Number(dialog.getAttribute('data-crop-x'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(Number(dialog.getAttribute('data-crop-x'))).toBeLessThan(movedX));

    await userEvent.keyboard('+');
    await expect(dialog).toHaveAttribute('data-zoom', '1.1');
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.1');
    await userEvent.keyboard('-');
    await expect(dialog).toHaveAttribute('data-zoom', '1');

    // The slider is reached with Tab and moves by 0.1 with the arrows.
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(dialog).toHaveAttribute('data-zoom', '1.3');
    await expect(zoom.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('130 %');
  },
};

/** Cancel closes the dialog without cropping, and focus goes back to where it was. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openCropper();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCropped).not.toHaveBeenCalled();
    // Reopened from the button, Escape closes it too.
    const reopen = canvas.getByRole('button', { name: 'Recadrer ma photo' });
    await userEvent.click(reopen);
    await openCropper();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(reopen).toHaveFocus();
  },
};

/** A round frame for an avatar; the output is still a 1000 × 1000 square. */
export const RoundFrame: Story = {
  args: { shape: 'round', image: pngDataUrl(300, 300, 3) },
  // The play function ends while the confirmed crop is still encoding, so the dialog is caught at any
  // point of closing: no baseline; the round frame is asserted by its data-shape instead.
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openCropper();
    const viewport = dialog.querySelector('[data-slot="image-cropper-viewport"]');
    await expect(viewport).toHaveAttribute('data-shape', 'round');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider le recadrage' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), {
      timeout: ENCODE_TIMEOUT_MS,
    });
    const blob = args.onCropped.mock.calls[0]?.[0] as Blob;
    await expect(await imageSizeOf(blob)).toEqual({ width: 1000, height: 1000 });
  },
};

/**
 * While `onCropped`'s promise runs the dialog is busy and cannot be closed; when it rejects the
 * member can retry.
 */
export const FailedSave: Story = {
  args: {
    onCropped: fn(() => Promise.reject(new Error('Réseau indisponible'))),
  },
  play: async ({ args }) => {
    const dialog = await openCropper();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider le recadrage' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1), {
      timeout: ENCODE_TIMEOUT_MS,
    });
    await expect(
      await within(dialog).findByText('L’image n’a pas pu être recadrée. Veuillez réessayer.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'Valider le recadrage' }),
    ).toBeEnabled();
  },
};

/** English texts. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    // The crop area shows once the picture has loaded, as in every other story.
    const dialog = await openCropper('Crop the picture');
    // The dialog fades in: wait for it rather than catching it mid-animation.
    await waitFor(
      () => expect(within(dialog).getByRole('application', { name: 'Crop area' })).toBeVisible(),
      {
        timeout: ENCODE_TIMEOUT_MS,
      },
    );
    await expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Crop' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A long French title and a narrow screen: the frame shrinks with the dialog. */
export const LongFrenchTitle: Story = {
  args: {
    title: 'Recadrez votre photo principale pour qu’on voie bien votre visage, de face et souriant',
    image: pngDataUrl(300, 600, 2),
  },
  play: async () => {
    const dialog = await openCropper(/^Recadrez votre photo principale/);
    const area = within(dialog).getByRole('application', { name: 'Zone de recadrage' });
    await expect(area.getBoundingClientRect().width).toBeLessThanOrEqual(CROP_VIEWPORT_MAX);
  },
};
