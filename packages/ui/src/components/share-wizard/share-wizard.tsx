import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowLeft, ArrowRight, ExternalLink, Mail, RotateCcw } from 'lucide-react';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field, joinIds } from '../field';
import { Input } from '../input';
import { CopyLinkButton } from '../media-kit-item';
import { RadioGroup, type RadioOption } from '../radio-group';
import { Stepper } from '../stepper';
import { Textarea } from '../textarea';
import {
  SHARE_CONTENT_TYPES,
  SHARE_PLATFORMS,
  buildShareLink,
  canGoNext,
  checkShareEmail,
  initialShareWizardState,
  mailtoUrl,
  platformShareUrl,
  shareWizardReducer,
  stepsFor,
  type ShareContentType,
  type ShareEmail,
  type ShareItem,
  type SharePlatform,
  type ShareStep,
  type ShareWizardState,
} from './share-wizard.ts';

export {
  SHARE_CONTENT_TYPES,
  SHARE_PLATFORMS,
  buildShareLink,
  canGoNext,
  checkShareEmail,
  initialShareWizardState,
  isEmail,
  mailtoUrl,
  needsItem,
  parseEmailList,
  platformShareUrl,
  shareWizardReducer,
  stepsFor,
  type ShareContentType,
  type ShareEmail,
  type ShareEmailIssues,
  type ShareItem,
  type ShareItemId,
  type SharePlatform,
  type ShareStep,
  type ShareWizardAction,
  type ShareWizardState,
} from './share-wizard.ts';

/** Separates a text from the screen-reader note that follows. */
const SPACE = ' ';

const messages = defineMessages<{
  label: NoMessageValues;
  stepTitle: { step: ShareStep; type: ShareContentType | 'none' };
  stepSubtitle: { step: ShareStep; type: ShareContentType | 'none' };
  contentType: { type: ShareContentType };
  contentTypeDescription: { type: ShareContentType };
  platform: { platform: SharePlatform };
  platformDescription: { platform: SharePlatform };
  noItems: { type: ShareContentType | 'none' };
  next: NoMessageValues;
  back: NoMessageValues;
  restart: NoMessageValues;
  link: NoMessageValues;
  action: { platform: SharePlatform };
  newTab: NoMessageValues;
  recipients: NoMessageValues;
  recipientsHint: NoMessageValues;
  subject: NoMessageValues;
  body: NoMessageValues;
  required: NoMessageValues;
  invalidEmails: NoMessageValues;
  emailIncomplete: NoMessageValues;
  emailSubject: { name: string };
  emailGreeting: NoMessageValues;
  emailPitch: NoMessageValues;
  emailSignOff: NoMessageValues;
}>({
  label: { id: 'ui.share-wizard.label', defaultMessage: 'Outils de partage' },
  stepTitle: {
    id: 'ui.share-wizard.step-title',
    defaultMessage:
      '{step, select, content {Le contenu} item {{type, select, video {La vidéo} article {L’article} other {L’élément}}} platform {La plateforme} other {Le partage}}',
  },
  stepSubtitle: {
    id: 'ui.share-wizard.step-subtitle',
    defaultMessage:
      '{step, select, content {Choisissez ce que vous voulez partager.} item {{type, select, video {Choisissez la vidéo à partager.} article {Choisissez l’article à partager.} other {Choisissez la vidéo ou l’article à partager.}}} platform {Choisissez où partager votre lien.} other {Partagez votre lien personnalisé.}}',
  },
  contentType: {
    id: 'ui.share-wizard.content-type',
    defaultMessage:
      '{type, select, website {Site Web} video {Vidéo promotionnelle} other {Article}}',
  },
  contentTypeDescription: {
    id: 'ui.share-wizard.content-type-description',
    defaultMessage:
      '{type, select, website {La page d’accueil, avec votre lien de parrainage.} video {Une courte vidéo qui présente l’application.} other {Un article de nos experts en développement personnel.}}',
  },
  platform: {
    id: 'ui.share-wizard.platform',
    defaultMessage:
      '{platform, select, facebook {Facebook} messenger {Messenger} email {Courriel} other {Copier le lien}}',
  },
  platformDescription: {
    id: 'ui.share-wizard.platform-description',
    defaultMessage:
      '{platform, select, facebook {Publiez-le sur votre fil.} messenger {Envoyez-le à vos contacts.} email {Écrivez à vos proches.} other {Collez-le où vous voulez.}}',
  },
  noItems: {
    id: 'ui.share-wizard.no-items',
    defaultMessage:
      '{type, select, video {Aucune vidéo à partager pour le moment.} other {Aucun article à partager pour le moment.}}',
  },
  next: { id: 'ui.share-wizard.next', defaultMessage: 'Suivant' },
  back: { id: 'ui.share-wizard.back', defaultMessage: 'Précédent' },
  restart: { id: 'ui.share-wizard.restart', defaultMessage: 'Recommencer' },
  link: { id: 'ui.share-wizard.link', defaultMessage: 'Votre lien à partager' },
  action: {
    id: 'ui.share-wizard.action',
    defaultMessage:
      '{platform, select, facebook {Partager sur Facebook} messenger {Envoyer avec Messenger} email {Ouvrir dans ma messagerie} other {Copier le lien}}',
  },
  newTab: { id: 'ui.share-wizard.new-tab', defaultMessage: '(s’ouvre dans un nouvel onglet)' },
  recipients: { id: 'ui.share-wizard.recipients', defaultMessage: 'Destinataires' },
  recipientsHint: {
    id: 'ui.share-wizard.recipients-hint',
    defaultMessage: 'Séparez les adresses par des virgules.',
  },
  subject: { id: 'ui.share-wizard.subject', defaultMessage: 'Objet' },
  body: { id: 'ui.share-wizard.body', defaultMessage: 'Message' },
  required: { id: 'ui.share-wizard.required', defaultMessage: 'Ce champ est obligatoire.' },
  invalidEmails: {
    id: 'ui.share-wizard.invalid-emails',
    defaultMessage: 'Entrez des adresses courriel valides.',
  },
  emailIncomplete: {
    id: 'ui.share-wizard.email-incomplete',
    defaultMessage: 'Remplissez les destinataires, l’objet et le message pour continuer.',
  },
  emailSubject: {
    id: 'ui.share-wizard.email-subject',
    defaultMessage: '{name} vous invite à faire des rencontres authentiques',
  },
  emailGreeting: { id: 'ui.share-wizard.email-greeting', defaultMessage: 'Bonjour,' },
  emailPitch: {
    id: 'ui.share-wizard.email-pitch',
    defaultMessage:
      'Je vous invite à découvrir une application de rencontres qui mise sur l’authenticité, la sécurité et le développement personnel. Inscrivez-vous avec mon lien pour profiter d’un mois gratuit supplémentaire :',
  },
  emailSignOff: { id: 'ui.share-wizard.email-sign-off', defaultMessage: 'Au plaisir,' },
});

/** What the final step shares: the content type, the item (none for the website), the platform, the link. */
export interface ShareWizardShare {
  type: ShareContentType;
  item: ShareItem | null;
  platform: SharePlatform;
  /** The ambassador's share link of the content. */
  link: string;
}

export const shareWizardVariants = cva('@container flex w-full min-w-0 flex-col gap-6 text-text', {
  variants: {
    tone: {
      plain: '',
      framed: 'rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type ShareWizardProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof shareWizardVariants> & {
    /** The ambassador code, set as the `reference` of a video's or article's link. */
    code: string;
    /** The ambassador's referral link, shared for the website. */
    referralLink: string;
    /** The promo videos offered at step 2. */
    videos: readonly ShareItem[];
    /** The articles offered at step 2. */
    articles: readonly ShareItem[];
    /** The ambassador's full name, signed in the e-mail template. */
    senderName: string;
    /** Called by the final action (share on Facebook or Messenger, copy, open the e-mail). */
    onShare?: (share: ShareWizardShare) => void;
    /** Called on every change of the wizard's state (step and choices). */
    onStateChange?: (state: ShareWizardState) => void;
    /** Where the wizard starts (the first step, nothing chosen, by default). */
    defaultState?: ShareWizardState;
    /** Copies the link; the browser's clipboard by default. */
    copy?: (text: string) => Promise<void> | void;
    /** Builds the Facebook or Messenger address of a link (the sharer and Messenger's app link). */
    platformUrl?: (platform: SharePlatform, link: string) => string | null;
    /** Level of the step heading (2). */
    headingLevel?: 2 | 3;
  };

/**
 * The ambassador's sharing tools, a step wizard: 1. the content type (website, promo video or
 * article); 2. for a video or an article, the item; 3. the platform (Facebook, Messenger, email or
 * copy link); 4. the share action. Next is disabled until the step's choice is made. Changing the
 * content type resets the item and the platform; changing the item resets the platform. Each step
 * has a number, a title and a subtitle. Focus moves to the step's heading when the step changes.
 */
export function ShareWizard({
  code,
  referralLink,
  videos,
  articles,
  senderName,
  onShare,
  onStateChange,
  defaultState = initialShareWizardState,
  copy,
  platformUrl = platformShareUrl,
  headingLevel = 2,
  tone,
  className,
  ...props
}: ShareWizardProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(shareWizardReducer, defaultState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const base = useId();
  const headingId = `${base}-heading`;
  const subtitleId = `${base}-subtitle`;
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';

  useEffect(() => {
    onStateChange?.(state);
    // Only a change of state is reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [state.step]);

  const go = (type: 'next' | 'back' | 'reset') => {
    if (shareWizardReducer(state, { type }).step !== state.step) moved.current = true;
    dispatch({ type });
  };

  const steps = stepsFor(state.contentType);
  const typeKey = state.contentType ?? 'none';
  const items =
    state.contentType === 'video' ? videos : state.contentType === 'article' ? articles : [];
  const item = items.find((candidate) => candidate.id === state.itemId) ?? null;
  const link =
    state.contentType === null
      ? null
      : buildShareLink({ contentType: state.contentType, item, code, referralLink });

  const stepTitle = (step: ShareStep) =>
    intl.formatMessage(messages.stepTitle, { step, type: typeKey });
  const stepSubtitle = (step: ShareStep) =>
    intl.formatMessage(messages.stepSubtitle, { step, type: typeKey });

  const contentOptions: RadioOption[] = SHARE_CONTENT_TYPES.map((type) => ({
    value: type,
    label: intl.formatMessage(messages.contentType, { type }),
    description: intl.formatMessage(messages.contentTypeDescription, { type }),
  }));
  const itemOptions: RadioOption[] = items.map((candidate) => ({
    value: String(candidate.id),
    label: candidate.title,
    description: candidate.subtitle ?? undefined,
  }));
  const platformOptions: RadioOption[] = SHARE_PLATFORMS.map((platform) => ({
    value: platform,
    label: intl.formatMessage(messages.platform, { platform }),
    description: intl.formatMessage(messages.platformDescription, { platform }),
  }));

  const share = (platform: SharePlatform, shared: string) => {
    if (!state.contentType) return;
    onShare?.({ type: state.contentType, item, platform, link: shared });
  };

  let body: ReactNode = null;
  if (state.step === 'content') {
    body = (
      <RadioGroup
        data-slot="share-wizard-content"
        variant="cards"
        className="@2xl:grid-cols-3"
        aria-label={stepTitle('content')}
        aria-describedby={subtitleId}
        options={contentOptions}
        value={state.contentType ?? ''}
        onValueChange={(value) => {
          dispatch({ type: 'selectContentType', contentType: value as ShareContentType });
        }}
      />
    );
  } else if (state.step === 'item') {
    body =
      itemOptions.length === 0 ? (
        <p data-slot="share-wizard-no-items" className="text-text-muted">
          {intl.formatMessage(messages.noItems, { type: typeKey })}
        </p>
      ) : (
        <RadioGroup
          data-slot="share-wizard-item"
          variant="cards"
          aria-label={stepTitle('item')}
          aria-describedby={subtitleId}
          options={itemOptions}
          value={state.itemId === null ? '' : String(state.itemId)}
          onValueChange={(value) => {
            const chosen = items.find((candidate) => String(candidate.id) === value);
            if (chosen) dispatch({ type: 'selectItem', itemId: chosen.id });
          }}
        />
      );
  } else if (state.step === 'platform') {
    body = (
      <RadioGroup
        data-slot="share-wizard-platform"
        variant="cards"
        className="@xl:grid-cols-2"
        aria-label={stepTitle('platform')}
        aria-describedby={subtitleId}
        options={platformOptions}
        value={state.platform ?? ''}
        onValueChange={(value) => {
          dispatch({ type: 'selectPlatform', platform: value as SharePlatform });
        }}
      />
    );
  } else if (link && state.platform) {
    const platform = state.platform;
    const external = platformUrl(platform, link);
    body = (
      <div data-slot="share-wizard-share" data-platform={platform} className="flex flex-col gap-5">
        <Field label={intl.formatMessage(messages.link)}>
          <Input
            data-slot="share-wizard-link"
            value={link}
            readOnly
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
        </Field>
        {platform === 'copy' ? (
          <CopyLinkButton
            value={link}
            copy={copy}
            size="md"
            variant="primary"
            className="self-start"
            onCopied={(value) => {
              share('copy', value);
            }}
          />
        ) : platform === 'email' ? (
          <EmailShare
            key={link}
            link={link}
            senderName={senderName}
            onOpen={() => {
              share('email', link);
            }}
          />
        ) : external ? (
          <Button asChild className="self-start">
            <a
              href={external}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="share-wizard-action"
              onClick={() => {
                share(platform, link);
              }}
            >
              <ExternalLink aria-hidden="true" />
              {intl.formatMessage(messages.action, { platform })}
              <span className="sr-only">
                {SPACE}
                {intl.formatMessage(messages.newTab)}
              </span>
            </a>
          </Button>
        ) : null}
      </div>
    );
  }

  const index = Math.max(0, steps.indexOf(state.step));
  const last = state.step === 'share';

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      data-slot="share-wizard"
      data-step={state.step}
      data-content-type={state.contentType ?? undefined}
      data-platform={state.platform ?? undefined}
      data-variant={tone ?? 'plain'}
      className={cn(shareWizardVariants({ tone }), className)}
      {...props}
    >
      <Stepper
        orientation="vertical"
        className="@2xl:flex-row @2xl:items-start @2xl:gap-2"
        current={index}
        steps={steps.map((step) => ({
          id: step,
          title: stepTitle(step),
          subtitle: stepSubtitle(step),
        }))}
      />
      <section
        aria-labelledby={headingId}
        data-slot="share-wizard-panel"
        className="flex min-w-0 flex-col gap-4"
      >
        <div className="flex flex-col gap-1">
          <Heading
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            data-slot="share-wizard-heading"
            className="rounded-sm font-display text-xl font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {stepTitle(state.step)}
          </Heading>
          <p id={subtitleId} className="text-text-muted">
            {stepSubtitle(state.step)}
          </p>
        </div>
        {body}
      </section>
      <div data-slot="share-wizard-nav" className="flex flex-wrap items-center gap-3">
        {index > 0 ? (
          <Button
            type="button"
            variant="outline"
            data-slot="share-wizard-back"
            onClick={() => {
              go('back');
            }}
          >
            <ArrowLeft aria-hidden="true" />
            {intl.formatMessage(messages.back)}
          </Button>
        ) : null}
        {last ? (
          <Button
            type="button"
            variant="ghost"
            data-slot="share-wizard-restart"
            onClick={() => {
              go('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {intl.formatMessage(messages.restart)}
          </Button>
        ) : (
          <Button
            type="button"
            data-slot="share-wizard-next"
            className="ml-auto"
            disabled={!canGoNext(state)}
            onClick={() => {
              go('next');
            }}
          >
            {intl.formatMessage(messages.next)}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

interface EmailShareProps {
  link: string;
  senderName: string;
  onOpen: () => void;
}

/**
 * Share by e-mail: recipients, subject and message (prefilled from the referral template with the
 * link and the sender's name), all required. It builds a `mailto:` link and calls nothing.
 */
function EmailShare({ link, senderName, onOpen }: EmailShareProps) {
  const intl = useIntl();
  const hintId = useId();
  const [draft, setDraft] = useState<ShareEmail>(() => ({
    emails: '',
    subject: intl.formatMessage(messages.emailSubject, { name: senderName }),
    body: [
      intl.formatMessage(messages.emailGreeting),
      '',
      intl.formatMessage(messages.emailPitch),
      link,
      '',
      intl.formatMessage(messages.emailSignOff),
      senderName,
    ].join('\n'),
  }));
  const [touched, setTouched] = useState<ReadonlySet<keyof ShareEmail>>(new Set());
  const issues = checkShareEmail(draft);
  const complete = Object.keys(issues).length === 0;

  const errorOf = (field: keyof ShareEmail) => {
    const issue = touched.has(field) ? issues[field] : undefined;
    if (!issue) return undefined;
    return intl.formatMessage(issue === 'invalid' ? messages.invalidEmails : messages.required);
  };
  const update = (field: keyof ShareEmail) => (value: string) => {
    setDraft({ ...draft, [field]: value });
  };
  const touch = (field: keyof ShareEmail) => () => {
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };

  return (
    <div data-slot="share-wizard-email" className="flex flex-col gap-4">
      <Field
        label={intl.formatMessage(messages.recipients)}
        description={intl.formatMessage(messages.recipientsHint)}
        required
        error={errorOf('emails')}
      >
        <Input
          type="email"
          multiple
          autoComplete="email"
          value={draft.emails}
          onValueChange={update('emails')}
          onBlur={touch('emails')}
        />
      </Field>
      <Field label={intl.formatMessage(messages.subject)} required error={errorOf('subject')}>
        <Input value={draft.subject} onValueChange={update('subject')} onBlur={touch('subject')} />
      </Field>
      <Field label={intl.formatMessage(messages.body)} required error={errorOf('body')}>
        <Textarea
          rows={8}
          value={draft.body}
          onValueChange={update('body')}
          onBlur={touch('body')}
        />
      </Field>
      <div className="flex flex-col gap-2">
        {complete ? (
          <Button asChild className="self-start">
            <a href={mailtoUrl(draft)} data-slot="share-wizard-action" onClick={onOpen}>
              <Mail aria-hidden="true" />
              {intl.formatMessage(messages.action, { platform: 'email' })}
            </a>
          </Button>
        ) : (
          <>
            <Button
              type="button"
              disabled
              className="self-start"
              data-slot="share-wizard-action"
              aria-describedby={joinIds(hintId)}
            >
              <Mail aria-hidden="true" />
              {intl.formatMessage(messages.action, { platform: 'email' })}
            </Button>
            <p id={hintId} className="text-sm text-text-muted">
              {intl.formatMessage(messages.emailIncomplete)}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
