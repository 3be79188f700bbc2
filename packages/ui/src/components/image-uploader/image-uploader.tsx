import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, ImagePlus } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { ProgressBar } from '../progress-bar';
import { StatusBanner } from '../status-banner';
import {
  DEFAULT_IMAGE_RULES,
  IMAGE_ACCEPT,
  checkImageFile,
  clampProgress,
  toMegabytes,
  type ImageCheckIssue,
  type ImageRules,
} from './image-uploader.ts';

/**
 * The crop dialog (react-easy-crop, the slider, the modal dialog): not in the page's first load. Its
 * code is fetched once the uploader is on screen, and drawn from the first crop on.
 */
const loadCropper = () => import('../image-cropper/image-cropper.tsx');
const ImageCropper = lazy(() => loadCropper().then((module) => ({ default: module.ImageCropper })));

const messages = defineMessages<{
  label: NoMessageValues;
  hint: { width: number; height: number; size: string };
  drop: NoMessageValues;
  dropActive: NoMessageValues;
  choose: NoMessageValues;
  chooseAnother: NoMessageValues;
  checking: NoMessageValues;
  uploading: NoMessageValues;
  done: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  format: NoMessageValues;
  size: { size: string };
  width: { min: number };
  height: { min: number };
}>({
  label: { id: 'ui.image-uploader.label', defaultMessage: 'Ajouter une image' },
  hint: {
    id: 'ui.image-uploader.hint',
    defaultMessage:
      'PNG, JPG ou GIF, au moins {width, number} × {height, number} pixels, {size} au maximum.',
  },
  drop: { id: 'ui.image-uploader.drop', defaultMessage: 'Glissez une image ici ou' },
  dropActive: { id: 'ui.image-uploader.drop-active', defaultMessage: 'Déposez l’image ici' },
  choose: { id: 'ui.image-uploader.choose', defaultMessage: 'Choisir une image' },
  chooseAnother: {
    id: 'ui.image-uploader.choose-another',
    defaultMessage: 'Choisir une autre image',
  },
  checking: { id: 'ui.image-uploader.checking', defaultMessage: 'Vérification de l’image…' },
  uploading: { id: 'ui.image-uploader.uploading', defaultMessage: 'Téléversement en cours' },
  done: { id: 'ui.image-uploader.done', defaultMessage: 'Image téléversée.' },
  failed: {
    id: 'ui.image-uploader.failed',
    defaultMessage: 'Le téléversement de l’image a échoué. Veuillez réessayer.',
  },
  retry: { id: 'ui.image-uploader.retry', defaultMessage: 'Réessayer' },
  format: {
    id: 'ui.image-uploader.format',
    defaultMessage: 'Le format de l’image doit être PNG, JPG ou GIF',
  },
  size: {
    id: 'ui.image-uploader.size',
    defaultMessage: 'La taille du fichier ne doit pas dépasser {size}',
  },
  width: {
    id: 'ui.image-uploader.width',
    defaultMessage: 'L’image doit faire au moins {min, number} pixels de large',
  },
  height: {
    id: 'ui.image-uploader.height',
    defaultMessage: 'L’image doit faire au moins {min, number} pixels de haut',
  },
});

/** A size in megabytes in the member's language: '10 Mo' / '10 MB'. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  return intl.formatNumber(toMegabytes(bytes), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}

/** The message for a refused file, in the member's language. */
export function imageIssueMessage(intl: IntlShape, issue: ImageCheckIssue): string {
  switch (issue.code) {
    case 'format':
      return intl.formatMessage(messages.format);
    case 'size':
      return intl.formatMessage(messages.size, { size: formatFileSize(intl, issue.maxBytes) });
    case 'width':
      return intl.formatMessage(messages.width, { min: issue.min });
    case 'height':
      return intl.formatMessage(messages.height, { min: issue.min });
  }
}

/** The natural size of an image file, decoded by the browser. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  return image
    .decode()
    .then(() => ({ width: image.naturalWidth, height: image.naturalHeight }))
    .finally(() => {
      URL.revokeObjectURL(url);
    });
}

export type ImageUploaderState =
  'idle' | 'checking' | 'invalid' | 'cropping' | 'uploading' | 'done' | 'failed';

export interface UploadOptions {
  /** Report the progress as a fraction from 0 to 1. */
  onProgress: (fraction: number) => void;
}

export const imageUploaderVariants = cva('flex w-full flex-col gap-3', {
  variants: {
    size: {
      sm: '[&_[data-slot=image-uploader-dropzone]]:px-4 [&_[data-slot=image-uploader-dropzone]]:py-5',
      md: '[&_[data-slot=image-uploader-dropzone]]:px-6 [&_[data-slot=image-uploader-dropzone]]:py-8',
    },
  },
  defaultVariants: { size: 'md' },
});

export type ImageUploaderProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> &
  VariantProps<typeof imageUploaderVariants> & {
    /**
     * Uploads the checked (and cropped) file; the app's call. Report progress through `onProgress`;
     * resolve when done, reject on failure.
     */
    onUpload: (file: File, options: UploadOptions) => Promise<unknown>;
    /** Called with what `onUpload` resolved to. */
    onUploaded?: (result: unknown, file: File) => void;
    /** Called when `onUpload` rejects (the spec's fail event). */
    onFail?: (error: unknown, file: File) => void;
    /** Called when a chosen file breaks a rule (format, size, width, height). */
    onInvalid?: (issue: ImageCheckIssue, file: File) => void;
    /** Crop the picture to a 1000 × 1000 JPEG before uploading it. */
    crop?: boolean;
    /** Other limits than the spec's (250 × 250 pixels, 10 MB, PNG/JPG/GIF). */
    rules?: Partial<ImageRules>;
    /** The zone's title ('Ajouter une image'). */
    label?: ReactNode;
    /** The line under the title (formats and limits). */
    hint?: ReactNode;
    disabled?: boolean;
  };

/**
 * Chooses a picture (a button, or a file dropped on the zone), checks it (PNG, JPG or GIF, at least
 * 250 × 250 pixels, at most 10 MB), optionally crops it, then uploads it through `onUpload` with a
 * progress bar. A refused file or a failed upload shows a danger notice.
 */
export function ImageUploader({
  onUpload,
  onUploaded,
  onFail,
  onInvalid,
  crop = false,
  rules: rulesOverride,
  label,
  hint,
  disabled = false,
  size,
  className,
  ...props
}: ImageUploaderProps) {
  const intl = useIntl();
  const rules: ImageRules = { ...DEFAULT_IMAGE_RULES, ...rulesOverride };
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const runRef = useRef(0);
  const [state, setState] = useState<ImageUploaderState>('idle');
  const [issue, setIssue] = useState<ImageCheckIssue | null>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [lastFile, setLastFile] = useState<File | null>(null);
  const [cropSource, setCropSource] = useState<{ url: string; name: string } | null>(null);
  // The crop dialog is drawn from the first crop on (and stays, so that it can animate closed).
  const [cropperShown, setCropperShown] = useState(false);

  useEffect(() => {
    if (crop) void loadCropper();
  }, [crop]);

  useEffect(
    () => () => {
      if (cropSource) URL.revokeObjectURL(cropSource.url);
    },
    [cropSource],
  );

  const busy = state === 'checking' || state === 'uploading' || state === 'cropping';

  const refuse = (found: ImageCheckIssue, file: File) => {
    setIssue(found);
    setState('invalid');
    onInvalid?.(found, file);
  };

  const upload = async (file: File) => {
    const run = ++runRef.current;
    setLastFile(file);
    setProgress(0);
    setState('uploading');
    try {
      const result = await onUpload(file, {
        onProgress: (fraction) => {
          if (run === runRef.current) setProgress(clampProgress(fraction));
        },
      });
      if (run !== runRef.current) return;
      setProgress(1);
      setState('done');
      onUploaded?.(result, file);
    } catch (error) {
      if (run !== runRef.current) return;
      setState('failed');
      onFail?.(error, file);
    }
  };

  const handleFile = async (file: File) => {
    const run = ++runRef.current;
    setIssue(null);
    const early = checkImageFile({ type: file.type, size: file.size }, rules);
    if (early[0]) {
      refuse(early[0], file);
      return;
    }
    setState('checking');
    let dimensions: { width: number; height: number };
    try {
      dimensions = await readImageSize(file);
    } catch {
      if (run === runRef.current) refuse({ code: 'format' }, file);
      return;
    }
    if (run !== runRef.current) return;
    const found = checkImageFile({ type: file.type, size: file.size, ...dimensions }, rules)[0];
    if (found) {
      refuse(found, file);
      return;
    }
    if (crop) {
      setCropSource({ url: URL.createObjectURL(file), name: file.name });
      setCropperShown(true);
      setState('cropping');
      return;
    }
    await upload(file);
  };

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file || disabled || busy) return;
    void handleFile(file);
  };

  // Dropping a file is a pointer shortcut (the button is the keyboard way): plain DOM listeners.
  const onDragEvent = useEffectEvent((event: DragEvent) => {
    if (disabled || busy) return;
    event.preventDefault();
    setDragging(event.type === 'dragenter' || event.type === 'dragover');
    if (event.type === 'drop') take(event.dataTransfer?.files);
  });

  useEffect(() => {
    const zone = zoneRef.current;
    if (!zone) return;
    const listener = (event: DragEvent) => {
      onDragEvent(event);
    };
    const types = ['dragenter', 'dragover', 'dragleave', 'drop'] as const;
    for (const type of types) zone.addEventListener(type, listener);
    return () => {
      for (const type of types) zone.removeEventListener(type, listener);
    };
  }, []);

  const croppedName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;

  return (
    <div
      data-slot="image-uploader"
      data-state={state}
      data-disabled={disabled || undefined}
      className={cn(imageUploaderVariants({ size }), className)}
      {...props}
    >
      <div
        data-slot="image-uploader-dropzone"
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        className={cn(
          'rounded-xl border-2 border-dashed border-border-strong bg-surface-raised text-center',
          'transition-colors duration-150 ease-gentle',
          'data-[dragging]:border-primary data-[dragging]:bg-primary-soft',
          'data-[disabled]:border-border data-[disabled]:bg-surface-sunken',
        )}
        ref={zoneRef}
      >
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          data-slot="image-uploader-zone"
          className="flex flex-col items-center gap-2"
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6"
          >
            <ImagePlus />
          </span>
          <p id={labelId} data-slot="image-uploader-label" className="font-semibold text-text">
            {label ?? intl.formatMessage(messages.label)}
          </p>
          <p
            id={hintId}
            data-slot="image-uploader-hint"
            className="text-sm text-pretty text-text-muted"
          >
            {hint ??
              intl.formatMessage(messages.hint, {
                width: rules.minWidth,
                height: rules.minHeight,
                size: formatFileSize(intl, rules.maxBytes),
              })}
          </p>
          <p className="text-sm text-text-muted" aria-hidden="true">
            {intl.formatMessage(dragging ? messages.dropActive : messages.drop)}
          </p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            data-slot="image-uploader-choose"
            disabled={disabled}
            loading={state === 'checking'}
            loadingLabel={intl.formatMessage(messages.checking)}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {intl.formatMessage(state === 'done' ? messages.chooseAnother : messages.choose)}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            tabIndex={-1}
            data-slot="image-uploader-input"
            disabled={disabled}
            onChange={(event) => {
              take(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </div>
      </div>
      {state === 'uploading' ? (
        <ProgressBar
          value={progress}
          max={1}
          label={intl.formatMessage(messages.uploading)}
          showValue
        />
      ) : null}
      {state === 'invalid' && issue ? (
        <StatusBanner variant="danger" data-issue={issue.code} className="rounded-md">
          {imageIssueMessage(intl, issue)}
        </StatusBanner>
      ) : null}
      {state === 'failed' ? (
        <StatusBanner
          variant="danger"
          data-issue="upload"
          className="rounded-md"
          action={
            lastFile ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  void upload(lastFile);
                }}
              >
                {intl.formatMessage(messages.retry)}
              </Button>
            ) : null
          }
        >
          {intl.formatMessage(messages.failed)}
        </StatusBanner>
      ) : null}
      {state === 'done' ? (
        <p
          role="status"
          data-slot="image-uploader-done"
          className="flex items-center gap-2 text-sm font-semibold text-success"
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.done)}
        </p>
      ) : null}
      {crop && cropperShown ? (
        <Suspense fallback={null}>
          <ImageCropper
            open={state === 'cropping'}
            image={cropSource?.url ?? null}
            onOpenChange={(open) => {
              if (!open && state === 'cropping') setState('idle');
            }}
            onCropped={(blob) => {
              const name = croppedName(cropSource?.name ?? 'photo');
              setCropSource(null);
              void upload(new File([blob], name, { type: blob.type }));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
