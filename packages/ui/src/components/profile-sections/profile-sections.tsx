import { cva } from 'class-variance-authority';
import {
  ChevronLeft,
  ChevronRight,
  Languages,
  Pause,
  PersonStanding,
  Play,
  Ruler,
  Target,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { VerifiedBadge, isVerifiedPicture, type PictureStatus } from '../verified-badge';
import {
  ABOUT_EXCERPT_LINES,
  CAROUSEL_VISIBLE_WIDE,
  GALLERY_AUTOPLAY_MS,
  READ_MORE_LINES,
  answerTexts,
  carouselPositions,
  heightParts,
  nextPosition,
  previousPosition,
  shouldAutoplay,
  visibleAnswers,
  type ProfileAnswer,
  type Units,
} from './profile-sections.ts';

const messages = defineMessages({
  carousel: { id: 'ui.profile-sections.carousel', defaultMessage: 'carrousel' },
  slide: { id: 'ui.profile-sections.slide', defaultMessage: 'diapositive' },
  pause: { id: 'ui.profile-sections.pause', defaultMessage: 'Mettre en pause le défilement' },
  play: { id: 'ui.profile-sections.play', defaultMessage: 'Reprendre le défilement' },
  galleryLabelUnnamed: {
    id: 'ui.profile-sections.gallery.label_unnamed',
    defaultMessage: 'Photos',
  },
  galleryPrevious: {
    id: 'ui.profile-sections.gallery.previous',
    defaultMessage: 'Photo précédente',
  },
  galleryNext: { id: 'ui.profile-sections.gallery.next', defaultMessage: 'Photo suivante' },
  essentials: { id: 'ui.profile-sections.essentials.title', defaultMessage: 'En bref' },
  objective: { id: 'ui.profile-sections.essentials.objective', defaultMessage: 'Objectif' },
  height: { id: 'ui.profile-sections.essentials.height', defaultMessage: 'Taille' },
  silhouette: { id: 'ui.profile-sections.essentials.silhouette', defaultMessage: 'Silhouette' },
  languages: { id: 'ui.profile-sections.essentials.languages', defaultMessage: 'Langues parlées' },
  details: { id: 'ui.profile-sections.details.title', defaultMessage: 'Détails' },
  values: { id: 'ui.profile-sections.values.title', defaultMessage: 'Mes valeurs' },
  traits: { id: 'ui.profile-sections.traits.title', defaultMessage: 'Ma personnalité' },
  lifestyle: { id: 'ui.profile-sections.lifestyle.title', defaultMessage: 'Mes centres d’intérêt' },
  shortQuestions: {
    id: 'ui.profile-sections.short-questions.title',
    defaultMessage: 'En quelques mots',
  },
  shortPrevious: {
    id: 'ui.profile-sections.short-questions.previous',
    defaultMessage: 'Question précédente',
  },
  shortNext: {
    id: 'ui.profile-sections.short-questions.next',
    defaultMessage: 'Question suivante',
  },
  zodiac: {
    id: 'ui.profile-sections.short-questions.zodiac',
    defaultMessage: 'Signe astrologique',
  },
  longQuestions: {
    id: 'ui.profile-sections.long-questions.title',
    defaultMessage: 'Pour mieux me connaître',
  },
  audio: { id: 'ui.profile-sections.audio.title', defaultMessage: 'Ma présentation audio' },
  seeking: {
    id: 'ui.profile-sections.seeking.title',
    defaultMessage: 'Ce que je recherche chez mon ou ma partenaire',
  },
  about: { id: 'ui.profile-sections.about.title', defaultMessage: 'À propos de moi' },
  readMore: { id: 'ui.profile-sections.read_more', defaultMessage: 'Lire la suite' },
  readLess: { id: 'ui.profile-sections.read_less', defaultMessage: 'Réduire' },
  personalDevelopment: {
    id: 'ui.profile-sections.personal-development.title',
    defaultMessage: 'Le développement personnel et moi',
  },
});

/** Texts with values, typed so a missing or misspelt value fails the type check. */
const valued = defineMessages<{
  slideLabel: { index: number; count: number };
  galleryLabel: { name: string };
  galleryPosition: { from: number; count: number };
  galleryRange: { from: number; to: number; count: number };
  pictureAlt: { index: number; name: string };
  pictureAltUnnamed: { index: number };
  heightImperial: { feet: number; inches: number };
  commonValues: { count: number };
  shortPosition: { from: number; count: number };
  shortRange: { from: number; to: number; count: number };
}>({
  slideLabel: { id: 'ui.profile-sections.slide_label', defaultMessage: '{index} sur {count}' },
  galleryLabel: { id: 'ui.profile-sections.gallery.label', defaultMessage: 'Photos de {name}' },
  galleryPosition: {
    id: 'ui.profile-sections.gallery.position',
    defaultMessage: 'Photo {from} sur {count}',
  },
  galleryRange: {
    id: 'ui.profile-sections.gallery.range',
    defaultMessage: 'Photos {from} à {to} sur {count}',
  },
  pictureAlt: { id: 'ui.profile-sections.gallery.alt', defaultMessage: 'Photo {index} de {name}' },
  pictureAltUnnamed: {
    id: 'ui.profile-sections.gallery.alt_unnamed',
    defaultMessage: 'Photo {index}',
  },
  heightImperial: {
    id: 'ui.profile-sections.essentials.height_imperial',
    defaultMessage: '{feet} pi {inches} po',
  },
  commonValues: {
    id: 'ui.profile-sections.values.common',
    defaultMessage:
      '{count, plural, =0 {Aucune valeur en commun} one {# valeur en commun} other {# valeurs en commun}}',
  },
  shortPosition: {
    id: 'ui.profile-sections.short-questions.position',
    defaultMessage: 'Question {from} sur {count}',
  },
  shortRange: {
    id: 'ui.profile-sections.short-questions.range',
    defaultMessage: 'Questions {from} à {to} sur {count}',
  },
});

/* -------------------------------------------------------------------------------------------------
 * Media queries
 * -----------------------------------------------------------------------------------------------*/

/** The theme's lg screen: three slides from here. */
const WIDE_QUERY = '(min-width: 1024px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/* -------------------------------------------------------------------------------------------------
 * ProfileSection: the box every piece sits in
 * -----------------------------------------------------------------------------------------------*/

export const profileSectionVariants = cva('flex min-w-0 flex-col gap-3 text-text', {
  variants: {
    appearance: {
      box: 'rounded-xl border border-border bg-surface-raised p-5 shadow-sm',
      plain: '',
    },
  },
  defaultVariants: { appearance: 'box' },
});

type HeadingLevel = 2 | 3 | 4;

export type ProfileSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Which piece of the profile (`data-section`). */
  section: string;
  title: ReactNode;
  headingLevel?: HeadingLevel | undefined;
  appearance?: 'box' | 'plain' | undefined;
};

export function ProfileSection({
  className,
  section,
  title,
  headingLevel = 2,
  appearance,
  children,
  ...props
}: ProfileSectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="profile-section"
      data-section={section}
      aria-labelledby={titleId}
      className={cn(profileSectionVariants({ appearance }), className)}
      {...props}
    >
      <Heading
        id={titleId}
        data-slot="profile-section-title"
        className="font-display text-xl font-semibold text-text"
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Props every section shares: its title can be replaced, its heading level set. */
interface SectionOptions {
  title?: ReactNode;
  headingLevel?: HeadingLevel | undefined;
  className?: string | undefined;
}

/* -------------------------------------------------------------------------------------------------
 * Carousel (gallery and short questions)
 * -----------------------------------------------------------------------------------------------*/

interface CarouselSlide {
  key: Key;
  content: ReactNode;
}

interface CarouselProps {
  slot: string;
  label?: string | undefined;
  labelledBy?: string | undefined;
  slides: CarouselSlide[];
  /** Moves on its own every `autoplayInterval` ms; `null` for no autoplay. */
  autoplayInterval: number | null;
  previousLabel: string;
  nextLabel: string;
  positionText: (from: number, to: number, count: number) => string;
  className?: string | undefined;
}

function Carousel({
  slot,
  label,
  labelledBy,
  slides,
  autoplayInterval,
  previousLabel,
  nextLabel,
  positionText,
  className,
}: CarouselProps) {
  const intl = useIntl();
  const trackId = useId();
  const wide = useMediaQuery(WIDE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [rawPosition, setPosition] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);

  const count = slides.length;
  const visible = Math.min(wide ? CAROUSEL_VISIBLE_WIDE : 1, Math.max(1, count));
  const positions = carouselPositions(count, visible);
  const position = Math.min(rawPosition, positions - 1);
  const autoplay = autoplayInterval !== null;
  const playing = shouldAutoplay({
    enabled: autoplay,
    positions,
    hovered,
    focused,
    reducedMotion,
    pausedByUser,
  });

  // Hover and keyboard focus hold the carousel still (listeners on the region itself, which is not a control).
  const rootRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const enter = () => {
      setHovered(true);
    };
    const leave = () => {
      setHovered(false);
    };
    const focusIn = () => {
      setFocused(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !root.contains(event.relatedTarget)) {
        setFocused(false);
      }
    };
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', leave);
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    return () => {
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', leave);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (!playing || autoplayInterval === null) return undefined;
    const timer = window.setTimeout(() => {
      setPosition((current) => nextPosition(Math.min(current, positions - 1), positions));
    }, autoplayInterval);
    return () => {
      window.clearTimeout(timer);
    };
  }, [playing, autoplayInterval, position, positions]);

  const from = position + 1;
  const to = Math.min(count, position + visible);
  const movable = positions > 1;

  return (
    <section
      ref={rootRef}
      data-slot={slot}
      data-playing={playing}
      data-position={from}
      data-visible={visible}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <div className="overflow-hidden">
        <div
          id={trackId}
          data-slot={`${slot}-track`}
          style={{ '--carousel-position': position } as CSSProperties}
          className={cn(
            'flex [--carousel-visible:1] lg:[--carousel-visible:3]',
            'translate-x-[calc(var(--carousel-position)*-100%/var(--carousel-visible))]',
            'transition-[translate] duration-500 ease-gentle motion-reduce:transition-none',
          )}
        >
          {slides.map((slide, index) => {
            const shown = index >= position && index < position + visible;
            return (
              <div
                key={slide.key}
                role="group"
                data-slot={`${slot}-slide`}
                data-active={shown}
                aria-roledescription={intl.formatMessage(messages.slide)}
                aria-label={intl.formatMessage(valued.slideLabel, { index: index + 1, count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                className="min-w-0 shrink-0 grow-0 basis-full px-1.5 lg:basis-1/3"
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      {movable ? (
        <div data-slot={`${slot}-controls`} className="flex items-center justify-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={previousLabel}
            aria-controls={trackId}
            onClick={() => {
              setPosition(previousPosition(position, positions));
            }}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p
            data-slot={`${slot}-position`}
            aria-live={playing ? 'off' : 'polite'}
            aria-atomic="true"
            className="min-w-32 text-center text-sm text-text-muted"
          >
            {positionText(from, to, count)}
          </p>
          {autoplay ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={intl.formatMessage(pausedByUser ? messages.play : messages.pause)}
              data-state={pausedByUser ? 'paused' : 'playing'}
              onClick={() => {
                setPausedByUser((paused) => !paused);
              }}
            >
              {pausedByUser ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={nextLabel}
            aria-controls={trackId}
            onClick={() => {
              setPosition(nextPosition(position, positions));
            }}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfileGallery
 * -----------------------------------------------------------------------------------------------*/

export interface ProfileGalleryPicture {
  id: Key;
  /** The picture's URL, derived by the app from `base_path`. */
  src: string;
  /** Overrides the generated text alternative ('Photo 2 de Camille'). */
  alt?: string | undefined;
  /** Portrait and authenticated pictures show the verified check. */
  status?: PictureStatus | undefined;
}

export type ProfileGalleryProps = {
  pictures: readonly ProfileGalleryPicture[];
  /** The member's first name, for the labels. */
  name?: string | null | undefined;
  /** Every 4000 ms by default; `null` turns autoplay off. */
  autoplayInterval?: number | null | undefined;
  /** Overrides the carousel's label ('Photos de Camille'). */
  label?: string | undefined;
  className?: string | undefined;
};

/**
 * The gallery carousel: one picture at a time on small screens, three on wide ones; it moves every 4 s and stops
 * while hovered or focused, when paused, or under prefers-reduced-motion.
 */
export function ProfileGallery({
  pictures,
  name,
  autoplayInterval = GALLERY_AUTOPLAY_MS,
  label,
  className,
}: ProfileGalleryProps) {
  const intl = useIntl();
  if (pictures.length === 0) return null;
  return (
    <Carousel
      slot="profile-gallery"
      className={className}
      label={
        label ??
        (name
          ? intl.formatMessage(valued.galleryLabel, { name })
          : intl.formatMessage(messages.galleryLabelUnnamed))
      }
      autoplayInterval={autoplayInterval}
      previousLabel={intl.formatMessage(messages.galleryPrevious)}
      nextLabel={intl.formatMessage(messages.galleryNext)}
      positionText={(from, to, count) =>
        from === to
          ? intl.formatMessage(valued.galleryPosition, { from, count })
          : intl.formatMessage(valued.galleryRange, { from, to, count })
      }
      slides={pictures.map((picture, index) => ({
        key: picture.id,
        content: (
          <figure className="relative aspect-[4/5] overflow-hidden rounded-lg bg-surface-sunken">
            <img
              src={picture.src}
              alt={
                picture.alt ??
                (name
                  ? intl.formatMessage(valued.pictureAlt, { index: index + 1, name })
                  : intl.formatMessage(valued.pictureAltUnnamed, { index: index + 1 }))
              }
              loading={index < CAROUSEL_VISIBLE_WIDE ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
              className="size-full object-cover"
            />
            {isVerifiedPicture(picture.status) ? (
              <VerifiedBadge
                kind="picture"
                appearance="onPicture"
                className="absolute top-2 right-2"
              />
            ) : null}
          </figure>
        ),
      }))}
    />
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfileEssentials: objective, height, silhouette, languages
 * -----------------------------------------------------------------------------------------------*/

export type ProfileEssentialsProps = SectionOptions & {
  /** The objective answer's option. */
  objective?: string | null | undefined;
  /** Height in centimetres (the height answer's value). */
  height?: number | null | undefined;
  silhouette?: string | null | undefined;
  languages?: readonly string[] | null | undefined;
  /** Shows the height in centimetres or in feet and inches. */
  units?: Units | undefined;
};

export function ProfileEssentials({
  objective,
  height,
  silhouette,
  languages,
  units = 'metric',
  title,
  headingLevel,
  className,
}: ProfileEssentialsProps) {
  const intl = useIntl();
  const parts = heightParts(height, units);
  const heightText =
    parts === null
      ? null
      : parts.units === 'metric'
        ? intl.formatNumber(parts.centimetres, { style: 'unit', unit: 'centimeter' })
        : intl.formatMessage(valued.heightImperial, { feet: parts.feet, inches: parts.inches });

  const items: { key: string; icon: LucideIcon; label: string; value: string | null }[] = [
    {
      key: 'objective',
      icon: Target,
      label: intl.formatMessage(messages.objective),
      value: objective ?? null,
    },
    { key: 'height', icon: Ruler, label: intl.formatMessage(messages.height), value: heightText },
    {
      key: 'silhouette',
      icon: PersonStanding,
      label: intl.formatMessage(messages.silhouette),
      value: silhouette ?? null,
    },
    {
      key: 'languages',
      icon: Languages,
      label: intl.formatMessage(messages.languages),
      value:
        languages && languages.length > 0
          ? intl.formatList(languages, { type: 'conjunction' })
          : null,
    },
  ];
  const shown = items.filter((item) => item.value !== null && item.value !== '');
  if (shown.length === 0) return null;

  return (
    <ProfileSection
      section="essentials"
      title={title ?? intl.formatMessage(messages.essentials)}
      headingLevel={headingLevel}
      className={className}
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        {shown.map(({ key, icon: Icon, label, value }) => (
          <div key={key} data-slot="profile-essentials-item" data-item={key} className="min-w-0">
            <dt className="flex items-center gap-2 text-sm text-text-muted">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {label}
            </dt>
            <dd className="pl-7 font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfileDetails: the other answers, as a description list
 * -----------------------------------------------------------------------------------------------*/

export type ProfileDetailsProps = SectionOptions & {
  /** Answers; those with an empty value and no options are left out. */
  answers: readonly ProfileAnswer[];
};

export function ProfileDetails({ answers, title, headingLevel, className }: ProfileDetailsProps) {
  const intl = useIntl();
  const shown = visibleAnswers(answers);
  if (shown.length === 0) return null;
  return (
    <ProfileSection
      section="details"
      title={title ?? intl.formatMessage(messages.details)}
      headingLevel={headingLevel}
      className={className}
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {shown.map((answer) => (
          <div key={answer.question} data-slot="profile-details-item" className="min-w-0">
            <dt className="text-sm text-text-muted">{answer.question}</dt>
            <dd className="font-semibold break-words">
              {intl.formatList(answerTexts(answer), { type: 'conjunction' })}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Chip lists: values, personality traits, lifestyle
 * -----------------------------------------------------------------------------------------------*/

export const profileChipVariants = cva(
  'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold',
  {
    variants: {
      tone: {
        primary: 'bg-primary-soft text-primary',
        accent: 'bg-accent-soft text-accent-hover',
        neutral: 'bg-surface-sunken text-text',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

interface ChipItem {
  label: string;
  /** A decorative icon image (an option's `icon_path`). */
  iconSrc?: string | null | undefined;
}

function ChipList({
  items,
  tone,
  slot,
}: {
  items: readonly ChipItem[];
  tone: 'primary' | 'accent' | 'neutral';
  slot: string;
}) {
  return (
    <ul data-slot={slot} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.label} data-slot="profile-chip" className={profileChipVariants({ tone })}>
          {item.iconSrc ? (
            <img src={item.iconSrc} alt="" aria-hidden="true" className="size-4 shrink-0" />
          ) : null}
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export type ProfileValuesProps = SectionOptions & {
  values: readonly string[];
  /** `common_values_count`: values shared with the viewer. */
  commonValuesCount?: number | null | undefined;
};

export function ProfileValues({
  values,
  commonValuesCount,
  title,
  headingLevel,
  className,
}: ProfileValuesProps) {
  const intl = useIntl();
  if (values.length === 0) return null;
  return (
    <ProfileSection
      section="values"
      title={title ?? intl.formatMessage(messages.values)}
      headingLevel={headingLevel}
      className={className}
    >
      {commonValuesCount != null ? (
        <p data-slot="profile-values-common" className="text-sm font-semibold text-accent">
          {intl.formatMessage(valued.commonValues, { count: commonValuesCount })}
        </p>
      ) : null}
      <ChipList
        slot="profile-values-list"
        tone="primary"
        items={values.map((label) => ({ label }))}
      />
    </ProfileSection>
  );
}

export type ProfilePersonalityTraitsProps = SectionOptions & { traits: readonly string[] };

export function ProfilePersonalityTraits({
  traits,
  title,
  headingLevel,
  className,
}: ProfilePersonalityTraitsProps) {
  const intl = useIntl();
  if (traits.length === 0) return null;
  return (
    <ProfileSection
      section="personality-traits"
      title={title ?? intl.formatMessage(messages.traits)}
      headingLevel={headingLevel}
      className={className}
    >
      <ChipList
        slot="profile-traits-list"
        tone="accent"
        items={traits.map((label) => ({ label }))}
      />
    </ProfileSection>
  );
}

export type ProfileLifestyleProps = SectionOptions & {
  /** The areas of interest, with an optional decorative icon each. */
  interests: readonly ChipItem[];
};

export function ProfileLifestyle({
  interests,
  title,
  headingLevel,
  className,
}: ProfileLifestyleProps) {
  const intl = useIntl();
  if (interests.length === 0) return null;
  return (
    <ProfileSection
      section="lifestyle"
      title={title ?? intl.formatMessage(messages.lifestyle)}
      headingLevel={headingLevel}
      className={className}
    >
      <ChipList slot="profile-lifestyle-list" tone="neutral" items={interests} />
    </ProfileSection>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfileShortQuestions: zodiac plus short answers, as slides
 * -----------------------------------------------------------------------------------------------*/

function QuestionCard({ question, answer }: { question: ReactNode; answer: ReactNode }) {
  return (
    <div
      data-slot="profile-question-card"
      className="flex h-full min-h-32 flex-col gap-2 rounded-lg bg-primary-soft p-4"
    >
      <p className="text-sm text-text-muted">{question}</p>
      <p className="font-display text-lg font-semibold break-words text-primary">{answer}</p>
    </div>
  );
}

export type ProfileShortQuestionsProps = SectionOptions & {
  /** `user.zodiac.label`, shown as the first slide. */
  zodiac?: string | null | undefined;
  /** Short question answers; those with an empty value and no options are left out. */
  answers: readonly ProfileAnswer[];
};

export function ProfileShortQuestions({
  zodiac,
  answers,
  title,
  headingLevel,
  className,
}: ProfileShortQuestionsProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel ?? 2}` as const;
  const slides: CarouselSlide[] = [
    ...(zodiac
      ? [
          {
            key: 'zodiac',
            content: (
              <QuestionCard question={intl.formatMessage(messages.zodiac)} answer={zodiac} />
            ),
          },
        ]
      : []),
    ...visibleAnswers(answers).map((answer) => ({
      key: answer.question,
      content: (
        <QuestionCard
          question={answer.question}
          answer={intl.formatList(answerTexts(answer), { type: 'conjunction' })}
        />
      ),
    })),
  ];
  if (slides.length === 0) return null;
  return (
    <div
      data-slot="profile-section"
      data-section="short-questions"
      className={cn(profileSectionVariants(), className)}
    >
      <Heading id={titleId} className="font-display text-xl font-semibold text-text">
        {title ?? intl.formatMessage(messages.shortQuestions)}
      </Heading>
      <Carousel
        slot="profile-short-questions"
        labelledBy={titleId}
        autoplayInterval={null}
        previousLabel={intl.formatMessage(messages.shortPrevious)}
        nextLabel={intl.formatMessage(messages.shortNext)}
        positionText={(from, to, count) =>
          from === to
            ? intl.formatMessage(valued.shortPosition, { from, count })
            : intl.formatMessage(valued.shortRange, { from, to, count })
        }
        slides={slides}
      />
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfileLongQuestions
 * -----------------------------------------------------------------------------------------------*/

export type ProfileLongQuestionsProps = SectionOptions & {
  /** Long question answers; those with an empty value and no options are left out. */
  answers: readonly ProfileAnswer[];
};

export function ProfileLongQuestions({
  answers,
  title,
  headingLevel = 2,
  className,
}: ProfileLongQuestionsProps) {
  const intl = useIntl();
  const shown = visibleAnswers(answers);
  if (shown.length === 0) return null;
  const Question = `h${Math.min(headingLevel + 1, 6) as 3 | 4 | 5}` as const;
  return (
    <ProfileSection
      section="long-questions"
      title={title ?? intl.formatMessage(messages.longQuestions)}
      headingLevel={headingLevel}
      className={className}
    >
      <div className="flex flex-col gap-5">
        {shown.map((answer) => (
          <div
            key={answer.question}
            data-slot="profile-long-question"
            className="flex flex-col gap-1"
          >
            <Question className="font-semibold text-primary">{answer.question}</Question>
            <p className="break-words whitespace-pre-line">{answerTexts(answer).join('\n')}</p>
          </div>
        ))}
      </div>
    </ProfileSection>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfileAudioIntroduction: a slot for the audio player
 * -----------------------------------------------------------------------------------------------*/

export type ProfileAudioIntroductionProps = SectionOptions & {
  /** `audio_introduction_url`; nothing shows without one. */
  src: string | null | undefined;
  /** Renders the audio player (another component) for the recording. */
  renderPlayer: (src: string) => ReactNode;
};

export function ProfileAudioIntroduction({
  src,
  renderPlayer,
  title,
  headingLevel,
  className,
}: ProfileAudioIntroductionProps) {
  const intl = useIntl();
  if (!src) return null;
  return (
    <ProfileSection
      section="audio-introduction"
      title={title ?? intl.formatMessage(messages.audio)}
      headingLevel={headingLevel}
      className={className}
    >
      <div data-slot="profile-audio-player">{renderPlayer(src)}</div>
    </ProfileSection>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ReadMore, ProfileSeeking, ProfileAbout
 * -----------------------------------------------------------------------------------------------*/

export const readMoreVariants = cva('break-words whitespace-pre-line', {
  variants: {
    lines: {
      3: 'line-clamp-3',
      5: 'line-clamp-5',
    },
    expanded: { true: 'line-clamp-none', false: '' },
  },
  defaultVariants: { lines: READ_MORE_LINES, expanded: false },
});

export type ReadMoreProps = Omit<ComponentProps<'div'>, 'children'> & {
  children: ReactNode;
  /** Lines shown before 'Lire la suite': 3 by default, 5 for the about excerpt. */
  lines?: 3 | 5 | undefined;
  readMoreLabel?: ReactNode;
  readLessLabel?: ReactNode;
};

/** A text clamped at a few lines, with a 'Lire la suite' toggle when it overflows. */
export function ReadMore({
  className,
  children,
  lines = READ_MORE_LINES,
  readMoreLabel,
  readLessLabel,
  ...props
}: ReadMoreProps) {
  const intl = useIntl();
  const textId = useId();
  const textRef = useRef<HTMLDivElement | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const node = textRef.current;
    if (!node || expanded) return undefined;
    const observer = new ResizeObserver(() => {
      setOverflowing(node.scrollHeight > node.clientHeight + 1);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [expanded, children, lines]);

  return (
    <div
      data-slot="read-more"
      data-expanded={expanded}
      data-lines={lines}
      className={cn('flex flex-col items-start gap-1', className)}
      {...props}
    >
      <div
        id={textId}
        ref={textRef}
        data-slot="read-more-text"
        className={readMoreVariants({ lines, expanded })}
      >
        {children}
      </div>
      {overflowing || expanded ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {expanded
            ? (readLessLabel ?? intl.formatMessage(messages.readLess))
            : (readMoreLabel ?? intl.formatMessage(messages.readMore))}
        </Button>
      ) : null}
    </div>
  );
}

export type ProfileSeekingProps = SectionOptions & {
  /** `seeking`: what the member is looking for in a partner. */
  seeking: string | null | undefined;
};

/** 'What I am looking for in my partner', clamped at 3 lines with 'Lire la suite'. */
export function ProfileSeeking({ seeking, title, headingLevel, className }: ProfileSeekingProps) {
  const intl = useIntl();
  if (!seeking?.trim()) return null;
  return (
    <ProfileSection
      section="seeking"
      title={title ?? intl.formatMessage(messages.seeking)}
      headingLevel={headingLevel}
      className={className}
    >
      <ReadMore lines={READ_MORE_LINES}>{seeking}</ReadMore>
    </ProfileSection>
  );
}

export type ProfileAboutProps = SectionOptions & {
  /** `about`: the member's own words. */
  about: string | null | undefined;
};

/** The about excerpt, clamped at 5 lines with 'Lire la suite'. */
export function ProfileAbout({ about, title, headingLevel, className }: ProfileAboutProps) {
  const intl = useIntl();
  if (!about?.trim()) return null;
  return (
    <ProfileSection
      section="about"
      title={title ?? intl.formatMessage(messages.about)}
      headingLevel={headingLevel}
      className={className}
    >
      <ReadMore lines={ABOUT_EXCERPT_LINES}>{about}</ReadMore>
    </ProfileSection>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ProfilePersonalDevelopment
 * -----------------------------------------------------------------------------------------------*/

export type ProfilePersonalDevelopmentProps = SectionOptions & {
  /** The chosen option's sentence in the viewer's language (`properties.sentence`). */
  sentence: string | null | undefined;
  /** `personal_development_importance_description`, the member's own words. */
  description?: string | null | undefined;
};

export function ProfilePersonalDevelopment({
  sentence,
  description,
  title,
  headingLevel,
  className,
}: ProfilePersonalDevelopmentProps) {
  const intl = useIntl();
  if (!sentence?.trim()) return null;
  return (
    <ProfileSection
      section="personal-development"
      title={title ?? intl.formatMessage(messages.personalDevelopment)}
      headingLevel={headingLevel}
      className={cn('bg-accent-soft', className)}
    >
      <p
        data-slot="profile-personal-development-sentence"
        className="font-display text-lg text-text"
      >
        {sentence}
      </p>
      {description?.trim() ? (
        <p className="break-words whitespace-pre-line text-text-muted">{description}</p>
      ) : null}
    </ProfileSection>
  );
}
