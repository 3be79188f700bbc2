/** The body of each step of the sharing tools: the choices of steps 1 to 3, the share action of step 4. */
import { ExternalLink } from 'lucide-react';
import type { Dispatch } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { CopyLinkButton } from '../media-kit-item';
import { RadioGroup, type RadioOption } from '../radio-group';
import { EmailShare } from './email-share.tsx';
import {
  SHARE_CONTENT_TYPES,
  SHARE_PLATFORMS,
  type ShareContentType,
  type ShareItem,
  type SharePlatform,
  type ShareStep,
  type ShareWizardAction,
  type ShareWizardState,
} from './share-wizard.ts';
import { messages } from './share-wizard-messages.ts';

/** Separates a text from the screen-reader note that follows. */
const SPACE = ' ';

export interface ShareWizardStepProps {
  state: ShareWizardState;
  dispatch: Dispatch<ShareWizardAction>;
  /** The videos or articles of the chosen content type (none for the website). */
  items: readonly ShareItem[];
  /** The share link of the chosen content (null before a content type is chosen). */
  link: string | null;
  /** The id of the step's subtitle, which describes each group of choices. */
  subtitleId: string;
  /** A step's title, also the name of its group of choices. */
  stepTitle: (step: ShareStep) => string;
  senderName: string;
  copy?: ((text: string) => Promise<void> | void) | undefined;
  platformUrl: (platform: SharePlatform, link: string) => string | null;
  /** Called by the final action, with the platform and the link shared. */
  onShare: (platform: SharePlatform, link: string) => void;
  /** More items of the chosen type than `items` exist: the item step offers to show them. */
  moreItems?: boolean | undefined;
  /** Asks for the next items of the chosen type. */
  onMoreItems?: (() => void) | undefined;
  /** The next items are on their way (the button says so and waits). */
  loadingMoreItems?: boolean | undefined;
}

/** The current step's choices, or the share action on the last step. */
export function ShareWizardStep({
  state,
  dispatch,
  items,
  link,
  subtitleId,
  stepTitle,
  senderName,
  copy,
  platformUrl,
  onShare: share,
  moreItems = false,
  onMoreItems,
  loadingMoreItems = false,
}: ShareWizardStepProps) {
  const intl = useIntl();
  const typeKey = state.contentType ?? 'none';
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

  if (state.step === 'content') {
    return (
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
  }
  if (state.step === 'item') {
    if (itemOptions.length === 0)
      return (
        <p data-slot="share-wizard-no-items" className="text-text-muted">
          {intl.formatMessage(messages.noItems, { type: typeKey })}
        </p>
      );
    return (
      <div className="flex flex-col items-start gap-4">
        <RadioGroup
          data-slot="share-wizard-item"
          variant="cards"
          className="w-full"
          aria-label={stepTitle('item')}
          aria-describedby={subtitleId}
          options={itemOptions}
          value={state.itemId === null ? '' : String(state.itemId)}
          onValueChange={(value) => {
            const chosen = items.find((candidate) => String(candidate.id) === value);
            if (chosen) dispatch({ type: 'selectItem', itemId: chosen.id });
          }}
        />
        {moreItems && onMoreItems ? (
          // The next items come under those shown; the focus stays on the button meanwhile.
          <Button
            type="button"
            variant="outline"
            data-slot="share-wizard-more-items"
            loading={loadingMoreItems}
            onClick={onMoreItems}
          >
            {intl.formatMessage(messages.moreItems, { type: typeKey })}
          </Button>
        ) : null}
      </div>
    );
  }
  if (state.step === 'platform') {
    return (
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
  }
  if (!link || !state.platform) return null;
  const platform = state.platform;
  const external = platformUrl(platform, link);
  return (
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
