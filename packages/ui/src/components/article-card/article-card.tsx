import { cva } from 'class-variance-authority';
import { FileText, Lock, Play, PlayCircle, Sparkles } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import {
  ARTICLE_CARD_IMAGE,
  articleBadge,
  type ArticleBadge,
  type ArticleSummary,
  type ArticleType,
  type DateInput,
} from './article-card.ts';

export {
  ARTICLE_CARD_IMAGE,
  articleBadge,
  isNewArticle,
  NEW_ARTICLE_DAYS,
  type Article,
  type ArticleAccessLevel,
  type ArticleBadge,
  type ArticleOwner,
  type ArticleSummary,
  type ArticleType,
  type DateInput,
} from './article-card.ts';

/** The content type ('Vidéo', 'Article'), shared with the detail view. */
export const articleTypeMessage = defineMessages<{ type: { type: ArticleType } }>({
  type: {
    id: 'ui.article-card.type',
    defaultMessage: '{type, select, video {Vidéo} other {Article}}',
  },
}).type;

const messages = defineMessages<{
  member: NoMessageValues;
  memberLabel: NoMessageValues;
  vip: NoMessageValues;
  vipLabel: NoMessageValues;
  isNew: NoMessageValues;
  newLabel: NoMessageValues;
}>({
  member: { id: 'ui.article-card.member', defaultMessage: 'Membres' },
  memberLabel: { id: 'ui.article-card.member-label', defaultMessage: 'Réservé aux membres' },
  vip: { id: 'ui.article-card.vip', defaultMessage: 'VIP' },
  vipLabel: { id: 'ui.article-card.vip-label', defaultMessage: 'Réservé aux membres VIP' },
  isNew: { id: 'ui.article-card.new', defaultMessage: 'Nouveau' },
  newLabel: { id: 'ui.article-card.new-label', defaultMessage: 'Nouveau contenu' },
});

export const articleCardVariants = cva(
  [
    'relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface-raised text-text shadow-sm',
    'transition-[box-shadow,translate] duration-150 ease-gentle',
    'has-[[data-slot=article-card-link]:focus-visible]:outline-3 has-[[data-slot=article-card-link]:focus-visible]:outline-offset-2 has-[[data-slot=article-card-link]:focus-visible]:outline-focus',
  ],
  {
    variants: {
      linked: {
        true: 'hover:-translate-y-0.5 hover:shadow-md',
        false: '',
      },
    },
    defaultVariants: { linked: false },
  },
);

/** Props the app's link (a router link) receives to become the card's link. */
export interface ArticleCardLinkProps {
  'data-slot': 'article-card-link';
  className: string;
  children: ReactNode;
}

export interface ArticleCardLabels {
  /** Replaces the type line ('Vidéo' / 'Article'). */
  type?: ReactNode;
  /** Replaces the badge's visible text ('Membres', 'VIP', 'Nouveau'). */
  badge?: ReactNode;
  /** Replaces what screen readers hear for the badge ('Réservé aux membres'). */
  badgeLabel?: ReactNode;
}

export type ArticleCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  article: ArticleSummary;
  /** The 960 × 540 picture, derived by the app from `image_path`. */
  imageSrc?: string | null | undefined;
  /** Renders the card's link (the app's router link to the detail page) with the given props. */
  renderLink?: ((props: ArticleCardLinkProps) => ReactNode) | undefined;
  /** A plain link target when no `renderLink` is given. */
  href?: string | undefined;
  /** A fixed current time for the 'new' badge (tests, stories). */
  now?: DateInput | undefined;
  /** Level of the title heading in the page (3). */
  headingLevel?: 2 | 3 | 4 | undefined;
  labels?: ArticleCardLabels | undefined;
};

const badgeVariant = { member: 'primary', vip: 'accent', new: 'success' } as const;

/**
 * A personal-development list card: the 16:9 picture (960 × 540, lazy), the type (a play icon for videos),
 * the access badge (a lock with 'Membres' or 'VIP') or else 'Nouveau' under 7 days, the title and the
 * subtitle. The whole card is the link: the title's link stretches over it.
 */
export function ArticleCard({
  article,
  imageSrc,
  renderLink,
  href,
  now,
  headingLevel = 3,
  labels,
  className,
  ...props
}: ArticleCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const badge: ArticleBadge | null = articleBadge(article, now);
  const linked = renderLink !== undefined || href !== undefined;
  const Heading = `h${headingLevel}` as const;
  const TypeIcon = article.type === 'video' ? PlayCircle : FileText;

  const linkProps: ArticleCardLinkProps = {
    'data-slot': 'article-card-link',
    className:
      'rounded-sm outline-none after:absolute after:inset-0 after:z-[1] after:content-[""] hover:text-primary',
    children: article.title,
  };

  const badgeText =
    badge === null
      ? null
      : (labels?.badge ??
        intl.formatMessage(
          badge === 'member' ? messages.member : badge === 'vip' ? messages.vip : messages.isNew,
        ));
  const badgeLabel =
    badge === null
      ? null
      : (labels?.badgeLabel ??
        intl.formatMessage(
          badge === 'member'
            ? messages.memberLabel
            : badge === 'vip'
              ? messages.vipLabel
              : messages.newLabel,
        ));

  return (
    <article
      data-slot="article-card"
      data-type={article.type}
      data-access-level={article.access_level}
      data-badge={badge ?? undefined}
      data-linked={linked}
      aria-labelledby={titleId}
      className={cn(articleCardVariants({ linked }), className)}
      {...props}
    >
      <div
        data-slot="article-card-media"
        className="relative aspect-video w-full overflow-hidden bg-surface-sunken"
      >
        {imageSrc ? (
          <img
            data-slot="article-card-image"
            src={imageSrc}
            alt=""
            width={ARTICLE_CARD_IMAGE.width}
            height={ARTICLE_CARD_IMAGE.height}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            data-slot="article-card-image-placeholder"
            className="absolute inset-0 bg-linear-to-br from-primary-soft to-accent-soft"
          />
        )}
        {article.type === 'video' ? (
          <span
            aria-hidden="true"
            data-slot="article-card-play"
            className="absolute inset-0 flex items-center justify-center"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-surface-raised/90 text-primary shadow-md">
              <Play className="ml-0.5 size-6 fill-current" />
            </span>
          </span>
        ) : null}
        {badge !== null ? (
          <Badge
            data-slot="article-card-badge"
            data-badge={badge}
            variant={badgeVariant[badge]}
            className="absolute top-3 left-3 shadow-sm"
          >
            {badge === 'new' ? <Sparkles aria-hidden="true" /> : <Lock aria-hidden="true" />}
            <span aria-hidden="true">{badgeText}</span>
            <span className="sr-only">{badgeLabel}</span>
          </Badge>
        ) : null}
      </div>

      <div data-slot="article-card-body" className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p
          data-slot="article-card-type"
          className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-text-muted uppercase"
        >
          <TypeIcon aria-hidden="true" className="size-4 shrink-0" />
          {labels?.type ?? intl.formatMessage(articleTypeMessage, { type: article.type })}
        </p>
        <Heading
          id={titleId}
          data-slot="article-card-title"
          className="font-display text-lg leading-snug font-semibold text-balance"
        >
          {renderLink ? (
            renderLink(linkProps)
          ) : href !== undefined ? (
            <a href={href} data-slot={linkProps['data-slot']} className={linkProps.className}>
              {article.title}
            </a>
          ) : (
            article.title
          )}
        </Heading>
        {article.subtitle ? (
          <p data-slot="article-card-subtitle" className="line-clamp-3 text-sm text-text-muted">
            {article.subtitle}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The placeholder of a card while a page loads (hidden from screen readers). */
export function ArticleCardSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="article-card-skeleton"
      aria-hidden="true"
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised motion-safe:animate-pulse',
        className,
      )}
      {...props}
    >
      <div className="aspect-video w-full bg-surface-sunken" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-3 w-1/4 rounded-sm bg-surface-sunken" />
        <div className="h-5 w-3/4 rounded-sm bg-surface-sunken" />
        <div className="h-4 w-full rounded-sm bg-surface-sunken" />
        <div className="h-4 w-2/3 rounded-sm bg-surface-sunken" />
      </div>
    </div>
  );
}
