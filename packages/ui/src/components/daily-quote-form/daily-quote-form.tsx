import { cva } from 'class-variance-authority';
import {
  lazy,
  Suspense,
  useId,
  useState,
  type ComponentProps,
  type SubmitEvent,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useFocusHandover } from '../../hooks/use-focus-handover';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Field, type FieldErrorValue } from '../field';
import { Input } from '../input';
import { RadioGroup, type RadioOption } from '../radio-group';
import { StatusBanner, StatusBannerLink } from '../status-banner';
import { Textarea } from '../textarea';
import { PrivateSubmitButton } from './private-submit-button.tsx';
import {
  canSubmitDailyQuote,
  DAILY_QUOTE_MAX_LENGTH,
  isDailyQuoteAuthorType,
  isDailyQuoteLocale,
  showsAuthorField,
  toDailyQuoteSubmission,
  type DailyQuoteField,
  type DailyQuoteFormValues,
  type DailyQuoteLocale,
  type DailyQuoteSubmission,
  type MemberVisibility,
} from './daily-quote-form.ts';

export {
  canSubmitDailyQuote,
  DAILY_QUOTE_AUTHOR_TYPES,
  DAILY_QUOTE_LOCALES,
  DAILY_QUOTE_MAX_LENGTH,
  isDailyQuoteAuthorType,
  isDailyQuoteLocale,
  showsAuthorField,
  toDailyQuoteSubmission,
  type DailyQuoteField,
  type DailyQuoteFormValues,
  type DailyQuoteLocale,
  type DailyQuoteSubmission,
  type MemberVisibility,
} from './daily-quote-form.ts';

// A private profile's button explains itself in a tooltip: Radix Tooltip and its positioning load
// only then (issue 12: the daily quote page's first load). Until they come, the same button shows,
// with its reason as its description.
const PrivateSubmitTooltip = lazy(() => import('./private-submit-tooltip.tsx'));

const messages = defineMessages<{
  text: NoMessageValues;
  textDescription: { max: number };
  locale: NoMessageValues;
  localeFr: NoMessageValues;
  localeEn: NoMessageValues;
  authorType: NoMessageValues;
  known: NoMessageValues;
  unknown: NoMessageValues;
  member: NoMessageValues;
  memberDescription: NoMessageValues;
  author: NoMessageValues;
  accept: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  private: NoMessageValues;
  privateLink: NoMessageValues;
  privateReason: NoMessageValues;
}>({
  text: { id: 'ui.daily-quote-form.text', defaultMessage: 'Votre citation' },
  textDescription: {
    id: 'ui.daily-quote-form.text-description',
    defaultMessage: 'Une phrase qui vous inspire, en {max, number} caractères au maximum.',
  },
  locale: { id: 'ui.daily-quote-form.locale', defaultMessage: 'Langue de la citation' },
  localeFr: { id: 'ui.daily-quote-form.locale-fr', defaultMessage: 'Français' },
  localeEn: { id: 'ui.daily-quote-form.locale-en', defaultMessage: 'Anglais' },
  authorType: { id: 'ui.daily-quote-form.author-type', defaultMessage: 'Qui en est l’auteur ?' },
  known: { id: 'ui.daily-quote-form.author-type-known', defaultMessage: 'Une personne connue' },
  unknown: { id: 'ui.daily-quote-form.author-type-unknown', defaultMessage: 'Auteur inconnu' },
  member: { id: 'ui.daily-quote-form.author-type-member', defaultMessage: 'Moi-même' },
  memberDescription: {
    id: 'ui.daily-quote-form.author-type-member-description',
    defaultMessage: 'Votre prénom sera affiché, avec un lien vers votre profil.',
  },
  author: { id: 'ui.daily-quote-form.author', defaultMessage: 'Nom de l’auteur' },
  accept: {
    id: 'ui.daily-quote-form.accept',
    defaultMessage:
      'J’accepte que ma citation soit publiée dans l’espace membre et qu’elle puisse être modifiée ou refusée par notre équipe.',
  },
  submit: { id: 'ui.daily-quote-form.submit', defaultMessage: 'Proposer ma citation' },
  submitting: { id: 'ui.daily-quote-form.submitting', defaultMessage: 'Envoi de votre citation…' },
  private: {
    id: 'ui.daily-quote-form.private',
    defaultMessage:
      'Votre profil est privé. Seuls les membres dont le profil est public peuvent proposer une citation.',
  },
  privateLink: {
    id: 'ui.daily-quote-form.private-link',
    defaultMessage: 'Modifier la visibilité de mon profil',
  },
  privateReason: {
    id: 'ui.daily-quote-form.private-reason',
    defaultMessage: 'Rendez votre profil public pour proposer une citation.',
  },
});

export const dailyQuoteFormVariants = cva('flex w-full max-w-xl flex-col gap-6 text-text');

/** Props the app's link (a router link to /member/settings/visibility) receives. */
export interface DailyQuoteVisibilityLinkProps {
  children: ReactNode;
}

export type DailyQuoteErrors = Partial<Record<DailyQuoteField, FieldErrorValue>>;

export type DailyQuoteFormProps = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children' | 'defaultValue'
> & {
  /** The member's profile `visibility`: only a public profile may submit. */
  visibility: MemberVisibility;
  /** Starting values; the locale defaults to the app's language. */
  defaultValues?: Partial<DailyQuoteFormValues> | undefined;
  /** Called with the payload of POST member/daily-quotes when the form may be sent. */
  onSubmit: (submission: DailyQuoteSubmission) => void;
  /** The quote is being sent: the button shows a spinner and nothing more is sent. */
  submitting?: boolean | undefined;
  /** The server's 422 errors by field (first message shown under the field). */
  errors?: DailyQuoteErrors | undefined;
  /** Called on the first edit of a field after its error, so the app can drop it. */
  onErrorClear?: ((field: DailyQuoteField) => void) | undefined;
  /**
   * Renders the link to the visibility settings (/member/settings/visibility) inside the private-profile
   * warning: wrap the given children in the app's router link.
   */
  renderVisibilityLink?: ((props: DailyQuoteVisibilityLinkProps) => ReactNode) | undefined;
  /** A plain link target for the warning when no `renderVisibilityLink` is given. */
  visibilityHref?: string | undefined;
  /** Overrides the submit button's text ('Proposer ma citation'). */
  submitLabel?: ReactNode;
  /** Overrides the private-profile warning. */
  privateMessage?: ReactNode;
};

function initialValues(
  defaults: Partial<DailyQuoteFormValues> | undefined,
  appLocale: string,
): DailyQuoteFormValues {
  const fallbackLocale: DailyQuoteLocale = appLocale.startsWith('en') ? 'en' : 'fr';
  return {
    text: defaults?.text ?? '',
    locale: defaults?.locale ?? fallbackLocale,
    author: defaults?.author ?? '',
    author_type: defaults?.author_type ?? 'known',
    accept: defaults?.accept ?? false,
  };
}

/**
 * Proposes a daily quote (settings › daily quote): the text (200 characters at most, with a counter), its
 * language, who wrote it (the author's name only for a known author) and the publication consent. Submit is
 * enabled only with some text, the consent checked and a public profile; a private profile sees a warning
 * with a link to the visibility settings, and the button explains why in a tooltip.
 */
export function DailyQuoteForm({
  visibility,
  defaultValues,
  onSubmit,
  submitting = false,
  errors,
  onErrorClear,
  renderVisibilityLink,
  visibilityHref,
  submitLabel,
  privateMessage,
  className,
  ...props
}: DailyQuoteFormProps) {
  const intl = useIntl();
  const reasonId = useId();
  // The button without its tooltip hands the focus over to the one with it.
  const { fromFallback, toContent } = useFocusHandover<HTMLButtonElement>();
  const [values, setValues] = useState<DailyQuoteFormValues>(() =>
    initialValues(defaultValues, intl.locale),
  );
  const isPrivate = visibility !== 'public';
  const canSubmit = canSubmitDailyQuote(values, visibility);

  const update = <K extends DailyQuoteField>(field: K, value: DailyQuoteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const clear = (field: DailyQuoteField) => () => {
    onErrorClear?.(field);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || submitting) return;
    onSubmit(toDailyQuoteSubmission(values));
  };

  const localeOptions: RadioOption[] = [
    { value: 'fr', label: intl.formatMessage(messages.localeFr) },
    { value: 'en', label: intl.formatMessage(messages.localeEn) },
  ];
  const authorTypeOptions: RadioOption[] = [
    { value: 'known', label: intl.formatMessage(messages.known) },
    { value: 'unknown', label: intl.formatMessage(messages.unknown) },
    {
      value: 'member',
      label: intl.formatMessage(messages.member),
      description: intl.formatMessage(messages.memberDescription),
    },
  ];

  const linkText = intl.formatMessage(messages.privateLink);
  const submitText = submitLabel ?? intl.formatMessage(messages.submit);

  return (
    <form
      data-slot="daily-quote-form"
      data-visibility={isPrivate ? 'private' : 'public'}
      data-state={submitting ? 'submitting' : canSubmit ? 'ready' : 'incomplete'}
      noValidate
      onSubmit={handleSubmit}
      className={cn(dailyQuoteFormVariants(), className)}
      {...props}
    >
      {isPrivate ? (
        <StatusBanner
          variant="warning"
          className="rounded-lg"
          action={
            renderVisibilityLink ? (
              <StatusBannerLink asChild>
                {renderVisibilityLink({ children: linkText })}
              </StatusBannerLink>
            ) : visibilityHref !== undefined ? (
              <StatusBannerLink href={visibilityHref}>{linkText}</StatusBannerLink>
            ) : undefined
          }
        >
          {privateMessage ?? intl.formatMessage(messages.private)}
        </StatusBanner>
      ) : null}

      <Field
        label={intl.formatMessage(messages.text)}
        description={intl.formatMessage(messages.textDescription, {
          max: DAILY_QUOTE_MAX_LENGTH,
        })}
        required
        data-field="text"
        error={errors?.text}
        onErrorClear={clear('text')}
      >
        <Textarea
          name="text"
          rows={3}
          trim
          maxLength={DAILY_QUOTE_MAX_LENGTH}
          value={values.text}
          onValueChange={(text) => {
            update('text', text);
          }}
        />
      </Field>

      <Field
        label={intl.formatMessage(messages.locale)}
        required
        data-field="locale"
        error={errors?.locale}
        onErrorClear={clear('locale')}
      >
        <RadioGroup
          name="locale"
          orientation="horizontal"
          className="w-fit gap-6"
          options={localeOptions}
          value={values.locale}
          onValueChange={(locale) => {
            if (isDailyQuoteLocale(locale)) update('locale', locale);
          }}
        />
      </Field>

      <Field
        label={intl.formatMessage(messages.authorType)}
        required
        data-field="author_type"
        error={errors?.author_type}
        onErrorClear={clear('author_type')}
      >
        <RadioGroup
          name="author_type"
          options={authorTypeOptions}
          value={values.author_type}
          onValueChange={(authorType) => {
            if (isDailyQuoteAuthorType(authorType)) update('author_type', authorType);
          }}
        />
      </Field>

      {showsAuthorField(values.author_type) ? (
        <Field
          data-field="author"
          label={intl.formatMessage(messages.author)}
          error={errors?.author}
          onErrorClear={clear('author')}
        >
          <Input
            name="author"
            autoComplete="off"
            trim
            value={values.author}
            onValueChange={(author) => {
              update('author', author);
            }}
          />
        </Field>
      ) : null}

      <Field data-field="accept" error={errors?.accept} onErrorClear={clear('accept')}>
        <Checkbox
          name="accept"
          required
          label={intl.formatMessage(messages.accept)}
          checked={values.accept}
          onCheckedChange={(checked) => {
            update('accept', checked === true);
          }}
        />
      </Field>

      <div data-slot="daily-quote-form-actions" className="flex flex-col sm:flex-row">
        {isPrivate ? (
          <>
            <Suspense
              fallback={
                <PrivateSubmitButton reasonId={reasonId} ref={fromFallback}>
                  {submitText}
                </PrivateSubmitButton>
              }
            >
              <PrivateSubmitTooltip
                reasonId={reasonId}
                reason={intl.formatMessage(messages.privateReason)}
                takeFocus={toContent}
              >
                {submitText}
              </PrivateSubmitTooltip>
            </Suspense>
            <span id={reasonId} className="sr-only">
              {intl.formatMessage(messages.privateReason)}
            </span>
          </>
        ) : (
          <Button
            data-slot="daily-quote-form-submit"
            type="submit"
            disabled={!canSubmit}
            loading={submitting}
            loadingLabel={intl.formatMessage(messages.submitting)}
          >
            {submitText}
          </Button>
        )}
      </div>
    </form>
  );
}
