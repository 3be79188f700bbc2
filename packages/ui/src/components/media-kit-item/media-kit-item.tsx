import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Copy, FileText, TriangleAlert, Video } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button, type ButtonProps } from '../button';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { SkeletonCard, SkeletonContainer } from '../skeleton';
import { VideoEmbed } from '../video-embed';
import { MEDIA_KIT_PAGE_SIZE, copyToClipboard, pageCountOf } from './media-kit-item.ts';

export { MEDIA_KIT_PAGE_SIZE, copyToClipboard, pageCountOf } from './media-kit-item.ts';

const messages = defineMessages<{
  copy: NoMessageValues;
  copied: NoMessageValues;
  failed: NoMessageValues;
  type: { type: MediaKitType };
  sectionTitle: { type: MediaKitType };
  empty: { type: MediaKitType };
  loading: NoMessageValues;
}>({
  copy: { id: 'ui.media-kit-item.copy', defaultMessage: 'Copier le lien' },
  copied: { id: 'ui.media-kit-item.copied', defaultMessage: 'Lien copié' },
  failed: {
    id: 'ui.media-kit-item.copy-failed',
    defaultMessage: 'Le lien n’a pas pu être copié. Réessayez.',
  },
  type: {
    id: 'ui.media-kit-item.type',
    defaultMessage: '{type, select, video {Vidéo} other {Article}}',
  },
  sectionTitle: {
    id: 'ui.media-kit-item.section-title',
    defaultMessage: '{type, select, video {Vidéos promotionnelles} other {Articles d’experts}}',
  },
  empty: {
    id: 'ui.media-kit-item.empty',
    defaultMessage:
      '{type, select, video {Aucune vidéo promotionnelle pour le moment.} other {Aucun article pour le moment.}}',
  },
  loading: { id: 'ui.media-kit-item.loading', defaultMessage: 'Chargement du contenu…' },
});

export type CopyState = 'idle' | 'copied' | 'failed';

export type CopyLinkButtonProps = Omit<ButtonProps, 'children' | 'onClick' | 'value'> & {
  /** The link to copy. */
  value: string;
  /** Copies the text; the browser's clipboard by default. Reject to show the failure. */
  copy?: (text: string) => Promise<void> | void;
  /** Called once the link is copied. */
  onCopied?: (value: string) => void;
  /** Replaces 'Copier le lien'. */
  label?: ReactNode;
  /** Replaces 'Lien copié'. */
  copiedLabel?: ReactNode;
  /** Replaces the failure message. */
  failedLabel?: ReactNode;
};

/**
 * Copies a link; its label then changes to 'Lien copié' (announced) and stays so until the link
 * changes. A failed copy is announced too and the button offers to copy again.
 */
export function CopyLinkButton({
  value,
  copy = copyToClipboard,
  onCopied,
  label,
  copiedLabel,
  failedLabel,
  variant = 'secondary',
  size = 'sm',
  className,
  ...props
}: CopyLinkButtonProps) {
  const intl = useIntl();
  const [state, setState] = useState<CopyState>('idle');
  const [copiedValue, setCopiedValue] = useState(value);
  // A new link is not copied yet.
  if (copiedValue !== value) {
    setCopiedValue(value);
    setState('idle');
  }

  const handleClick = async () => {
    try {
      await copy(value);
      setState('copied');
      onCopied?.(value);
    } catch {
      setState('failed');
    }
  };

  return (
    <span data-slot="copy-link" data-state={state} className="inline-flex flex-col gap-1">
      <Button
        type="button"
        variant={variant}
        size={size}
        data-slot="copy-link-button"
        data-state={state}
        className={className}
        onClick={() => {
          void handleClick();
        }}
        {...props}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied'
          ? (copiedLabel ?? intl.formatMessage(messages.copied))
          : (label ?? intl.formatMessage(messages.copy))}
      </Button>
      <span role="status" data-slot="copy-link-status" className="text-sm">
        {state === 'copied' ? (
          <span className="sr-only">{copiedLabel ?? intl.formatMessage(messages.copied)}</span>
        ) : null}
        {state === 'failed' ? (
          <span className="flex items-start gap-1.5 font-semibold text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failedLabel ?? intl.formatMessage(messages.failed)}
          </span>
        ) : null}
      </span>
    </span>
  );
}

export type MediaKitType = 'video' | 'article';

/** A promotional video or an expert article (the contract's Article, reduced). */
export interface MediaKitEntry {
  id: string | number;
  type: MediaKitType;
  title: string;
  subtitle?: string | null | undefined;
  /** The article's picture, or the video's poster. */
  image?: string | null | undefined;
  /** The video's embed address (YouTube, Vimeo or a file): the video plays in the card. */
  embed_video_url?: string | null | undefined;
}

export const mediaKitItemVariants = cva(
  'flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface-raised text-text shadow-sm',
  {
    variants: {
      layout: {
        stacked: '',
        row: 'sm:flex-row',
      },
    },
    defaultVariants: { layout: 'stacked' },
  },
);

export type MediaKitItemProps = Omit<ComponentProps<'article'>, 'children'> &
  VariantProps<typeof mediaKitItemVariants> & {
    item: MediaKitEntry;
    /** The ambassador's share link of the item (see `buildShareLink` in share-wizard). */
    link: string;
    /** Copies the link; the browser's clipboard by default. */
    copy?: (text: string) => Promise<void> | void;
    /** Called once the link is copied. */
    onCopied?: (item: MediaKitEntry, link: string) => void;
    /** Level of the title heading (3). */
    headingLevel?: 2 | 3 | 4;
    /** Replaces the copy button's labels. */
    copyLabel?: ReactNode;
    copiedLabel?: ReactNode;
    /** More actions next to the copy button (e.g. a link to the article). */
    action?: ReactNode;
  };

/**
 * A media kit entry: the video (played in place) or the article's picture, a type badge, the title
 * and subtitle, and a copy-link button that changes to a copied label.
 */
export function MediaKitItem({
  item,
  link,
  copy,
  onCopied,
  headingLevel = 3,
  copyLabel,
  copiedLabel,
  action,
  layout,
  className,
  ...props
}: MediaKitItemProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const Icon = item.type === 'video' ? Video : FileText;
  return (
    <article
      data-slot="media-kit-item"
      data-type={item.type}
      data-layout={layout ?? 'stacked'}
      aria-labelledby={titleId}
      className={cn(mediaKitItemVariants({ layout }), className)}
      {...props}
    >
      <div
        data-slot="media-kit-item-media"
        className={cn('bg-surface-sunken', layout === 'row' && 'sm:w-2/5 sm:shrink-0')}
      >
        {item.type === 'video' && item.embed_video_url ? (
          <VideoEmbed
            src={item.embed_video_url}
            title={item.title}
            poster={item.image ?? undefined}
            showTitle={false}
            rounded={false}
          />
        ) : item.image ? (
          <img
            src={item.image}
            alt=""
            data-slot="media-kit-item-image"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-video w-full items-center justify-center bg-primary-soft text-primary [&_svg]:size-10"
          >
            <Icon />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <Badge data-slot="media-kit-item-type" variant="info" size="sm" className="self-start">
          <Icon aria-hidden="true" />
          {intl.formatMessage(messages.type, { type: item.type })}
        </Badge>
        <div className="flex min-w-0 flex-col gap-1">
          <Heading
            id={titleId}
            data-slot="media-kit-item-title"
            className="font-display text-lg leading-snug font-semibold break-words text-text"
          >
            {item.title}
          </Heading>
          {item.subtitle ? (
            <p data-slot="media-kit-item-subtitle" className="text-sm text-pretty text-text-muted">
              {item.subtitle}
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap items-start gap-3">
          <CopyLinkButton
            value={link}
            copy={copy}
            label={copyLabel}
            copiedLabel={copiedLabel}
            aria-describedby={titleId}
            onCopied={(value) => onCopied?.(item, value)}
          />
          {action}
        </div>
      </div>
    </article>
  );
}

export type MediaKitSectionProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** Videos or articles: sets the default title and empty message. */
  type: MediaKitType;
  /** The current page's entries (the app asks for `MEDIA_KIT_PAGE_SIZE` per page). */
  items: readonly MediaKitEntry[];
  /** The share link of an entry. */
  getLink: (item: MediaKitEntry) => string;
  /** The current page, from 1. */
  page?: number;
  /** The number of entries over every page; pagination shows when they need more than one. */
  total?: number;
  /** Entries per page (3). */
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** Shows placeholders while the page loads. */
  loading?: boolean;
  copy?: (text: string) => Promise<void> | void;
  onCopied?: (item: MediaKitEntry, link: string) => void;
  /** Replaces 'Vidéos promotionnelles' / 'Articles d’experts'. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Replaces the empty message. */
  emptyMessage?: ReactNode;
  /** Level of the section heading (2); the entries' titles are one level below. */
  headingLevel?: 2 | 3;
};

/** A titled list of media kit entries, 3 per page, with the pagination under it. */
export function MediaKitSection({
  type,
  items,
  getLink,
  page = 1,
  total,
  pageSize = MEDIA_KIT_PAGE_SIZE,
  onPageChange,
  loading = false,
  copy,
  onCopied,
  title,
  description,
  emptyMessage,
  headingLevel = 2,
  className,
  ...props
}: MediaKitSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const pageCount = pageCountOf(total ?? items.length, pageSize);
  return (
    <section
      data-slot="media-kit-section"
      data-type={type}
      data-page={page}
      data-page-count={pageCount}
      aria-labelledby={titleId}
      className={cn('@container flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading id={titleId} className="font-display text-xl font-semibold text-text">
          {title ?? intl.formatMessage(messages.sectionTitle, { type })}
        </Heading>
        {description ? <p className="text-text-muted">{description}</p> : null}
      </div>
      <SkeletonContainer loading={loading} loadingLabel={intl.formatMessage(messages.loading)}>
        {loading ? (
          <div className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
            {Array.from({ length: pageSize }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            size="sm"
            bordered
            headingLevel={headingLevel === 2 ? 3 : 4}
            icon={type === 'video' ? <Video /> : <FileText />}
            title={emptyMessage ?? intl.formatMessage(messages.empty, { type })}
          />
        ) : (
          <ul
            data-slot="media-kit-section-list"
            className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3"
          >
            {items.slice(0, pageSize).map((item) => (
              <li key={item.id} className="flex min-w-0">
                <MediaKitItem
                  item={item}
                  link={getLink(item)}
                  copy={copy}
                  onCopied={onCopied}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        )}
      </SkeletonContainer>
      {onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}
