import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Stepper } from '../stepper';
import {
  canGoNext,
  initialShareWizardState,
  platformShareUrl,
  type ShareContentType,
  type ShareItem,
  type SharePlatform,
  type ShareStep,
  type ShareWizardState,
} from './share-wizard.ts';
import { messages } from './share-wizard-messages.ts';
import { ShareWizardStep } from './share-wizard-step.tsx';
import { useShareWizard } from './use-share-wizard.ts';

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
    /**
     * More videos or articles exist than those given: step 2 offers to show them, by
     * `onMoreItems(type)`, for the app to read its next page.
     */
    moreItems?: Partial<Record<'video' | 'article', boolean>>;
    /** Asks for the next videos or articles. */
    onMoreItems?: (type: 'video' | 'article') => void;
    /** The next items of the chosen type are on their way. */
    loadingMoreItems?: boolean;
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
  moreItems,
  onMoreItems,
  loadingMoreItems = false,
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
  const { state, dispatch, go, headingRef, steps, items, item, link } = useShareWizard({
    defaultState,
    onStateChange,
    code,
    referralLink,
    videos,
    articles,
  });
  const base = useId();
  const headingId = `${base}-heading`;
  const subtitleId = `${base}-subtitle`;
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const typeKey = state.contentType ?? 'none';
  const moreKind =
    state.contentType === 'video' || state.contentType === 'article' ? state.contentType : null;

  const stepTitle = (step: ShareStep) =>
    intl.formatMessage(messages.stepTitle, { step, type: typeKey });
  const stepSubtitle = (step: ShareStep) =>
    intl.formatMessage(messages.stepSubtitle, { step, type: typeKey });

  const share = (platform: SharePlatform, shared: string) => {
    if (!state.contentType) return;
    onShare?.({ type: state.contentType, item, platform, link: shared });
  };

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
        <ShareWizardStep
          state={state}
          dispatch={dispatch}
          items={items}
          link={link}
          subtitleId={subtitleId}
          stepTitle={stepTitle}
          senderName={senderName}
          copy={copy}
          platformUrl={platformUrl}
          onShare={share}
          moreItems={moreKind !== null && moreItems?.[moreKind] === true}
          onMoreItems={
            moreKind !== null && onMoreItems
              ? () => {
                  onMoreItems(moreKind);
                }
              : undefined
          }
          loadingMoreItems={loadingMoreItems}
        />
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
