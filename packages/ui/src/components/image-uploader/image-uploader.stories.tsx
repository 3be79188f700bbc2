import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { imageSizeOf, oversizedFile, pdfFile, pngFile } from './fixtures';
import { ImageUploader } from './image-uploader.tsx';
import { IMAGE_MAX_BYTES } from './image-uploader.ts';

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** An upload that reports half its progress, waits, then succeeds. */
const slowUpload = fn(async (_file: File, { onProgress }: { onProgress: (n: number) => void }) => {
  onProgress(0.5);
  await wait(300);
  onProgress(1);
  return { key: 'tmp/photo.png' };
});

const meta = {
  title: 'Media/ImageUploader',
  component: ImageUploader,
  args: {
    onUpload: fn(async () => {
      await wait(50);
      return { key: 'tmp/photo.png' };
    }),
    onUploaded: fn(),
    onFail: fn(),
    onInvalid: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

function inputOf(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('[data-slot="image-uploader-input"]');
  if (!input) throw new Error('no file input');
  return input;
}

function uploaderOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="image-uploader"]');
  if (!node) throw new Error('no uploader');
  return node;
}

/** Drops files on the zone, as a browser does. */
function drop(zone: HTMLElement, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) dragEvent(zone, type, data);
}

/** Fires a native drag event carrying `data` (Chromium keeps the files). */
function dragEvent(target: HTMLElement, type: string, data = new DataTransfer()) {
  target.dispatchEvent(
    new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
  );
}

/** The chooser's description, with French's narrow no-break spaces made plain. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s/g, ' ');
}

/** The first call fails, the next ones succeed. */
const failingOnce = fn(async () => {
  await wait(50);
  if (failingOnce.mock.calls.length === 1) throw new Error('Réseau indisponible');
  return { key: 'tmp/photo.png' };
});

/** The zone, its limits, and a button reached with Tab that opens the file chooser. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('group', { name: 'Ajouter une image' });
    await expect(descriptionOf(zone)).toBe(
      'PNG, JPG ou GIF, au moins 250 × 250 pixels, 10 Mo au maximum.',
    );
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    const input = inputOf(canvasElement);
    await expect(input).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif',
    );
    const opened = fn();
    input.addEventListener('click', opened);
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Choisir une image' });
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
  },
};

/** A 300 × 300 PNG passes the checks; a progress bar shows during `onUpload`, then a success line. */
export const Uploading: Story = {
  args: { onUpload: slowUpload },
  play: async ({ args, canvas, canvasElement }) => {
    const file = await pngFile(300, 300);
    await userEvent.upload(inputOf(canvasElement), file);
    const bar = await canvas.findByRole('progressbar', { name: 'Téléversement en cours' });
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'uploading');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(args.onUpload).toHaveBeenCalledWith(file, expect.objectContaining({}));
    await expect(await canvas.findByText('Image téléversée.')).toBeVisible();
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'done');
    await expect(args.onUploaded).toHaveBeenCalledWith({ key: 'tmp/photo.png' }, file);
    await expect(canvas.getByRole('button', { name: 'Choisir une autre image' })).toBeEnabled();
  },
};

/** 249 pixels wide is refused with the spec's message; nothing is uploaded. */
export const TooNarrow: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), await pngFile(200, 300));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('L’image doit faire au moins 250 pixels de large');
    await expect(alert).toHaveAttribute('data-issue', 'width');
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'invalid');
    await expect(args.onInvalid).toHaveBeenCalledWith(
      { code: 'width', min: 250 },
      expect.any(File),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A picture too short is refused with the 'high' message. */
export const TooShort: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), await pngFile(300, 200));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('L’image doit faire au moins 250 pixels de haut');
    await expect(args.onUpload).not.toHaveBeenCalled();
    // A good picture afterwards clears the notice and uploads.
    await userEvent.upload(inputOf(canvasElement), await pngFile(250, 250));
    await expect(await canvas.findByText('Image téléversée.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** An 11 MB file shows the danger notice at once, before any decoding. */
export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = oversizedFile();
    await expect(file.size).toBeGreaterThan(IMAGE_MAX_BYTES);
    await userEvent.upload(inputOf(canvasElement), file);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('La taille du fichier ne doit pas dépasser 10 Mo');
    await expect(alert).toHaveAttribute('data-variant', 'danger');
    await expect(alert).toHaveAttribute('data-issue', 'size');
    await expect(args.onInvalid).toHaveBeenCalledWith(
      { code: 'size', maxBytes: IMAGE_MAX_BYTES },
      file,
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file dropped on the zone is taken like a chosen one; a PDF is refused. */
export const DropZone: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Ajouter une image' });
    const dropzone = zone.closest('[data-slot="image-uploader-dropzone"]');
    dragEvent(zone, 'dragenter');
    await waitFor(() => expect(dropzone).toHaveAttribute('data-dragging', 'true'));
    await expect(canvas.getByText('Déposez l’image ici')).toBeVisible();
    dragEvent(zone, 'dragleave');
    await waitFor(() => expect(dropzone).not.toHaveAttribute('data-dragging'));

    drop(zone, [pdfFile()]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le format de l’image doit être PNG, JPG ou GIF',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();

    const file = await pngFile(300, 300);
    drop(zone, [file]);
    await expect(await canvas.findByText('Image téléversée.')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(file, expect.objectContaining({}));
  },
};

/** `onUpload` rejects: a danger notice, the fail event, and a retry that uploads the same file. */
export const UploadFailure: Story = {
  args: {
    onUpload: failingOnce,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const file = await pngFile(300, 300);
    await userEvent.upload(inputOf(canvasElement), file);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Le téléversement de l’image a échoué. Veuillez réessayer.',
    );
    await expect(alert).toHaveAttribute('data-issue', 'upload');
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(args.onFail).toHaveBeenCalledWith(new Error('Réseau indisponible'), file);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByText('Image téléversée.')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await expect(args.onUpload).toHaveBeenLastCalledWith(file, expect.objectContaining({}));
  },
};

/** With `crop`, the checked picture is cropped first; the upload gets a 1000 × 1000 JPEG. */
export const WithCrop: Story = {
  args: { crop: true, label: 'Ajouter la photo d’échantillon' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), await pngFile(300, 300, 'moi.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'cropping');
    const confirm = within(dialog).getByRole('button', { name: 'Valider le recadrage' });
    // Loading the picture and encoding the 1000 x 1000 JPEG take seconds on a busy machine.
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(confirm);
    await expect(
      await canvas.findByText('Image téléversée.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const uploaded = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(uploaded.name).toBe('moi.jpg');
    await expect(uploaded.type).toBe('image/jpeg');
    await expect(await imageSizeOf(uploaded)).toEqual({ width: 1000, height: 1000 });
  },
};

/** Cancelling the crop uploads nothing and goes back to the zone. */
export const CropCancelled: Story = {
  args: { crop: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), await pngFile(300, 300));
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(uploaderOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Disabled: the button cannot be used and dropped files are ignored. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choisir une image' })).toBeDisabled();
    drop(canvas.getByRole('group', { name: 'Ajouter une image' }), [await pngFile(300, 300)]);
    await wait(100);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** English: the limits read '10 MB' and the spec's English messages. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('group', { name: 'Add an image' });
    await expect(descriptionOf(zone)).toBe(
      'PNG, JPG or GIF, at least 250 × 250 pixels, 10 MB maximum.',
    );
    await userEvent.upload(inputOf(canvasElement), oversizedFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file size must not exceed 10 MB',
    );
    await userEvent.upload(inputOf(canvasElement), await pngFile(249, 400));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The image must be at least 250 pixels wide',
    );
  },
};

/** A long French label in a narrow column wraps without overflowing. */
export const LongFrench: Story = {
  args: {
    label:
      'Ajoutez une photo récente de vous, de face et sans lunettes de soleil, pour votre profil',
    size: 'sm',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('group', { name: /^Ajoutez une photo récente/ });
    await expect(zone.scrollWidth).toBeLessThanOrEqual(zone.clientWidth + 1);
  },
};
