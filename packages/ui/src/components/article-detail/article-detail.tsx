import { cva } from 'class-variance-authority';
import { ArrowLeft, Check, ExternalLink, FileText, Link2, PlayCircle, Share2 } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { articleTypeMessage, type Article, type ArticleOwner } from '../article-card';
import { Button } from '../button';
import { Paywall, type PaywallLinkProps } from '../paywall';
import { Skeleton, SkeletonContainer, SkeletonText } from '../skeleton';
import { StarRating } from '../star-rating';
import { VideoEmbed } from '../video-embed';
import { ARTICLE_DETAIL_IMAGE, articleMedia } from './article-detail.ts';
import { sanitizeArticleHtml } from './article-html.ts';

export { ARTICLE_DETAIL_IMAGE, articleMedia, type ArticleMedia } from './article-detail.ts';
export {
  ALLOWED_ARTICLE_ATTRIBUTES,
  ALLOWED_ARTICLE_TAGS,
  SAFE_ARTICLE_URL,
  sanitizeArticleHtml,
} from './article-html.ts';

const messages = defineMessages<{
  back: NoMessageValues;
  share: NoMessageValues;
  shareLabel: NoMessageValues;
  copyLink: NoMessageValues;
  linkCopied: NoMessageValues;
  linkCopiedStatus: NoMessageValues;
  by: NoMessageValues;
  newTab: NoMessageValues;
  rate: NoMessageValues;
  about: { name: string };
  learnMore: NoMessageValues;
  loading: NoMessageValues;
}>({
  back: { id: 'ui.article-detail.back', defaultMessage: 'Retour' },
  share: { id: 'ui.article-detail.share', defaultMessage: 'Partager' },
  shareLabel: { id: 'ui.article-detail.share-label', defaultMessage: 'Partager ce contenu' },
  copyLink: { id: 'ui.article-detail.copy-link', defaultMessage: 'Copier le lien' },
  linkCopied: { id: 'ui.article-detail.link-copied', defaultMessage: 'Lien copié' },
  linkCopiedStatus: {
    id: 'ui.article-detail.link-copied-status',
    defaultMessage: 'Le lien a été copié dans le presse-papiers.',
  },
  by: { id: 'ui.article-detail.by', defaultMessage: 'Par' },
  newTab: { id: 'ui.article-detail.new-tab', defaultMessage: '(s’ouvre dans un nouvel onglet)' },
  rate: {
    id: 'ui.article-detail.rate',
    defaultMessage: 'Qu’avez-vous pensé de ce contenu ?',
  },
  about: { id: 'ui.article-detail.about', defaultMessage: 'À propos de {name}' },
  learnMore: { id: 'ui.article-detail.learn-more', defaultMessage: 'En savoir plus' },
  loading: { id: 'ui.article-detail.loading', defaultMessage: 'Chargement du contenu…' },
});

/** Separates a link's text from its screen-reader hint. */
const SPACE = ' ';

/** Styles the sanitised body: paragraphs, lists, headings, quotes, links and pictures. */
export const articleBodyClassName =
  'flex flex-col gap-4 text-base leading-relaxed text-text ' +
  '[&_h2]:mt-4 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold ' +
  '[&_h3]:mt-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold ' +
  '[&_li+li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover ' +
  '[&_a]:rounded-sm [&_a:focus-visible]:outline-3 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-focus ' +
  '[&_hr]:border-border [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg';

export const articleDetailVariants = cva(
  'mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 text-text',
);

const externalLinkClassName =
  'rounded-sm font-semibold text-primary underline-offset-4 hover:text-primary-hover hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

function OwnerPicture({ src, size }: { src: string | null | undefined; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-12' : 'size-20';
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'shrink-0 rounded-full bg-linear-to-br from-primary-soft to-accent-soft',
          box,
        )}
      />
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size === 'sm' ? 48 : 80}
      height={size === 'sm' ? 48 : 80}
      loading="lazy"
      className={cn('shrink-0 rounded-full object-cover', box)}
    />
  );
}

/** A link to the owner's page, opening in a new tab. */
function OwnerLink({
  owner,
  children,
  slot,
}: {
  owner: ArticleOwner;
  children: ReactNode;
  slot: string;
}) {
  const intl = useIntl();
  if (!owner.url) return <span data-slot={slot}>{children}</span>;
  return (
    <a
      href={owner.url}
      target="_blank"
      rel="noopener noreferrer"
      data-slot={slot}
      className={externalLinkClassName}
    >
      {children}
      <span className="sr-only">
        {SPACE}
        {intl.formatMessage(messages.newTab)}
      </span>
    </a>
  );
}

/** Stands for a body the server did not send, under the paywall (static: no animation). */
function GatedPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-10/12', 'w-full', 'w-3/5'].map(
        (width, index) => (
          <span key={index} className={cn('block h-4 rounded-sm bg-surface-sunken', width)} />
        ),
      )}
    </div>
  );
}

export type ArticleDetailProps = Omit<ComponentProps<'article'>, 'children'> & {
  article: Article;
  /** The 600-pixel-wide picture (articles) or the video's poster, derived by the app from `image_path`. */
  imageSrc?: string | null | undefined;
  /** The owner's photo, derived by the app from `owner.profile_image_path`. */
  ownerImageSrc?: string | null | undefined;
  /** The back button (the app goes back to the list). */
  onBack?: (() => void) | undefined;
  /** Copies the page's link. Return a promise: the button says 'Lien copié' once it resolves. */
  onCopyLink?: (() => unknown) | undefined;
  /** Opens the share sheet (the app's navigator.share or its own). */
  onShare?: (() => void) | undefined;
  /** Sends a vote (1 to 5); the rating calls it only when the rules allow. */
  onVote?: ((score: number) => void) | undefined;
  /** A vote is being sent. */
  voteLoading?: boolean | undefined;
  /** Renders the paywall's link to /member/subscription (the app's router link). */
  renderSubscriptionLink?: ((props: PaywallLinkProps) => ReactNode) | undefined;
  /** A plain link target for the paywall when no `renderSubscriptionLink` is given. */
  subscriptionHref?: string | undefined;
  /** Level of the title heading (1). */
  headingLevel?: 1 | 2 | undefined;
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

/**
 * A personal-development article or video: back button, title, subtitle, share buttons, the owner, the
 * 600-pixel picture or the embedded video, the sanitised HTML body, a 1–5 star rating and an 'about the
 * owner' block. When `can.view` is false, the paywall covers the content instead and the rating is hidden.
 */
export function ArticleDetail({
  article,
  imageSrc,
  ownerImageSrc,
  onBack,
  onCopyLink,
  onShare,
  onVote,
  voteLoading = false,
  renderSubscriptionLink,
  subscriptionHref,
  headingLevel = 1,
  className,
  ...props
}: ArticleDetailProps) {
  const intl = useIntl();
  const titleId = useId();
  const ratingTitleId = useId();
  const aboutTitleId = useId();
  const [copied, setCopied] = useState(false);
  const [copiedFor, setCopiedFor] = useState(article.id);
  if (copiedFor !== article.id) {
    setCopiedFor(article.id);
    setCopied(false);
  }
  const html = useMemo(() => sanitizeArticleHtml(article.body), [article.body]);
  const media = articleMedia(article, Boolean(imageSrc));
  const canView = article.can.view;
  const owner = article.owner;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3';

  const copyLink = async () => {
    if (!onCopyLink) return;
    try {
      const result = onCopyLink();
      if (isPromiseLike(result)) await result;
      setCopied(true);
    } catch {
      // The app reports the failure; the button stays as it was.
    }
  };

  const content = (
    <div data-slot="article-detail-content" className="flex flex-col gap-6">
      {media.kind === 'video' ? (
        <VideoEmbed
          src={media.src}
          title={article.title}
          showTitle={false}
          {...(imageSrc ? { poster: imageSrc } : {})}
        />
      ) : media.kind === 'image' && imageSrc ? (
        <img
          data-slot="article-detail-image"
          src={imageSrc}
          alt=""
          width={ARTICLE_DETAIL_IMAGE.width}
          height={ARTICLE_DETAIL_IMAGE.height}
          className="h-auto w-full max-w-[600px] self-center rounded-xl object-cover"
        />
      ) : null}
      {html ? (
        <div
          data-slot="article-detail-body"
          className={articleBodyClassName}
          // Sanitised by DOMPurify: only simple formatting, pictures and safe links remain.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : canView ? null : (
        <GatedPlaceholder />
      )}
    </div>
  );

  return (
    <article
      data-slot="article-detail"
      data-type={article.type}
      data-access-level={article.access_level}
      data-can-view={canView}
      aria-labelledby={titleId}
      className={cn(articleDetailVariants(), className)}
      {...props}
    >
      {onBack ? (
        <div>
          <Button
            data-slot="article-detail-back"
            variant="ghost"
            size="sm"
            className="-ml-3"
            onClick={onBack}
          >
            <ArrowLeft aria-hidden="true" />
            {intl.formatMessage(messages.back)}
          </Button>
        </div>
      ) : null}

      <header data-slot="article-detail-header" className="flex flex-col gap-3">
        <p
          data-slot="article-detail-type"
          className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-text-muted uppercase"
        >
          {article.type === 'video' ? (
            <PlayCircle aria-hidden="true" className="size-4" />
          ) : (
            <FileText aria-hidden="true" className="size-4" />
          )}
          {intl.formatMessage(articleTypeMessage, { type: article.type })}
        </p>
        <Heading
          id={titleId}
          data-slot="article-detail-title"
          className="font-display text-3xl leading-tight font-semibold text-balance"
        >
          {article.title}
        </Heading>
        {article.subtitle ? (
          <p data-slot="article-detail-subtitle" className="text-lg text-pretty text-text-muted">
            {article.subtitle}
          </p>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 pt-1">
          {owner ? (
            <div data-slot="article-detail-owner" className="flex min-w-0 items-center gap-3">
              <OwnerPicture src={ownerImageSrc} size="sm" />
              <div className="flex min-w-0 flex-col">
                <p className="text-sm">
                  <span className="text-text-muted">{intl.formatMessage(messages.by)}</span>
                  {SPACE}
                  <OwnerLink owner={owner} slot="article-detail-owner-link">
                    {owner.name}
                  </OwnerLink>
                </p>
                {owner.title ? (
                  <p data-slot="article-detail-owner-title" className="text-sm text-text-muted">
                    {owner.title}
                  </p>
                ) : null}
              </div>
            </div>
          ) : null}

          {onCopyLink || onShare ? (
            <div
              role="group"
              aria-label={intl.formatMessage(messages.shareLabel)}
              data-slot="article-detail-share"
              className="flex flex-wrap gap-2"
            >
              {onCopyLink ? (
                <Button
                  data-slot="article-detail-copy-link"
                  data-state={copied ? 'copied' : 'idle'}
                  variant="outline"
                  size="sm"
                  onClick={() => void copyLink()}
                >
                  {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
                  {copied
                    ? intl.formatMessage(messages.linkCopied)
                    : intl.formatMessage(messages.copyLink)}
                </Button>
              ) : null}
              {onShare ? (
                <Button
                  data-slot="article-detail-share-button"
                  variant="outline"
                  size="sm"
                  onClick={onShare}
                >
                  <Share2 aria-hidden="true" />
                  {intl.formatMessage(messages.share)}
                </Button>
              ) : null}
              <span role="status" className="sr-only">
                {copied ? intl.formatMessage(messages.linkCopiedStatus) : null}
              </span>
            </div>
          ) : null}
        </div>
      </header>

      {canView ? (
        content
      ) : (
        <Paywall
          accessLevel={article.access_level}
          renderLink={renderSubscriptionLink}
          href={subscriptionHref}
          headingLevel={headingLevel === 1 ? 2 : 3}
        >
          {content}
        </Paywall>
      )}

      {canView && onVote ? (
        <section
          data-slot="article-detail-rating"
          aria-labelledby={ratingTitleId}
          className="flex flex-col items-center gap-2 rounded-xl bg-surface-sunken px-4 py-6 text-center"
        >
          <SubHeading id={ratingTitleId} className="font-display text-lg font-semibold">
            {intl.formatMessage(messages.rate)}
          </SubHeading>
          <StarRating
            aria-labelledby={ratingTitleId}
            value={article.my_vote}
            loading={voteLoading}
            onVote={onVote}
          />
        </section>
      ) : null}

      {owner ? (
        <section
          data-slot="article-detail-about"
          aria-labelledby={aboutTitleId}
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:flex-row sm:items-start"
        >
          <OwnerPicture src={ownerImageSrc} size="md" />
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-col">
              <SubHeading id={aboutTitleId} className="font-display text-lg font-semibold">
                {intl.formatMessage(messages.about, { name: owner.name })}
              </SubHeading>
              {owner.title ? <p className="text-sm text-text-muted">{owner.title}</p> : null}
            </div>
            {owner.short_description ? (
              <p data-slot="article-detail-about-text" className="text-pretty">
                {owner.short_description}
              </p>
            ) : null}
            {owner.url ? (
              <p>
                <OwnerLink owner={owner} slot="article-detail-learn-more">
                  <span className="inline-flex items-center gap-1">
                    {intl.formatMessage(messages.learnMore)}
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </span>
                </OwnerLink>
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** The article view while it loads: announced once, the shapes stay silent. */
export function ArticleDetailSkeleton({
  className,
  loadingLabel,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & { loadingLabel?: ReactNode }) {
  const intl = useIntl();
  return (
    <SkeletonContainer
      loading
      loadingLabel={loadingLabel ?? intl.formatMessage(messages.loading)}
      data-slot="article-detail-skeleton"
      className={cn(articleDetailVariants(), className)}
      {...props}
    >
      <Skeleton className="h-9 w-24 rounded-full" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-6 w-3/5" />
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <Skeleton className="w-40" />
      </div>
      <Skeleton shape="rect" className="aspect-video h-auto max-w-[600px] self-center" />
      <SkeletonText lines={6} />
    </SkeletonContainer>
  );
}
