import { Flower2, ImagePlus, Mic, SendHorizontal } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Textarea } from '../textarea';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip';
import {
  AUDIO_MAX_SECONDS,
  IMAGE_ACCEPT,
  canSend,
  composerFlowerState,
  isSendKey,
  type FlowerErrorKey,
} from './chat-composer.ts';

const messages = defineMessages<{
  label: { name: string };
  textarea: NoMessageValues;
  placeholder: NoMessageValues;
  keys: NoMessageValues;
  send: NoMessageValues;
  sending: NoMessageValues;
  image: NoMessageValues;
  audio: NoMessageValues;
  audioLimit: { seconds: number };
  flower: NoMessageValues;
  flowerConfirmTitle: { name: string };
  flowerConfirmMessage: { name: string };
  flowerConfirm: NoMessageValues;
}>({
  label: { id: 'ui.chat-composer.label', defaultMessage: 'Écrire à {name}' },
  textarea: { id: 'ui.chat-composer.textarea', defaultMessage: 'Votre message' },
  placeholder: { id: 'ui.chat-composer.placeholder', defaultMessage: 'Écrivez votre message…' },
  keys: {
    id: 'ui.chat-composer.keys',
    defaultMessage: 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
  },
  send: { id: 'ui.chat-composer.send', defaultMessage: 'Envoyer' },
  sending: { id: 'ui.chat-composer.sending', defaultMessage: 'Envoi en cours…' },
  image: { id: 'ui.chat-composer.image', defaultMessage: 'Envoyer une photo' },
  audio: { id: 'ui.chat-composer.audio', defaultMessage: 'Enregistrer un message vocal' },
  audioLimit: {
    id: 'ui.chat-composer.audio_limit',
    defaultMessage: '{seconds, plural, one {# seconde maximum} other {# secondes maximum}}',
  },
  flower: { id: 'ui.chat-composer.flower', defaultMessage: 'Offrir une fleur' },
  flowerConfirmTitle: {
    id: 'ui.chat-composer.flower_confirm_title',
    defaultMessage: 'Offrir une fleur à {name} ?',
  },
  flowerConfirmMessage: {
    id: 'ui.chat-composer.flower_confirm_message',
    defaultMessage:
      'Vous pouvez offrir une fleur par jour. {name} la verra dans votre conversation.',
  },
  flowerConfirm: { id: 'ui.chat-composer.flower_confirm', defaultMessage: 'Offrir la fleur' },
});

/** The flower refusals (spec, account section 8), keyed by `flowerErrorKey(code)`, for the app's toast. */
export const flowerErrorMessages = defineMessages<Record<FlowerErrorKey, NoMessageValues>>({
  'already-sent-today': {
    id: 'ui.chat-composer.flower_error.already_sent_today',
    defaultMessage: 'Vous avez déjà envoyé une fleur aujourd’hui, attendez qu’elle repousse !',
  },
  'already-sent-in-conversation': {
    id: 'ui.chat-composer.flower_error.already_sent_in_conversation',
    defaultMessage: 'Vous avez déjà offert une fleur à cette personne',
  },
  'cannot-offer': {
    id: 'ui.chat-composer.flower_error.cannot_offer',
    defaultMessage: 'Vous ne pouvez pas offrir de fleur',
  },
});

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

export type ChatComposerProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** The other member's first name (the form's name, the flower confirmation). */
  otherName: string;
  /**
   * Sends the text (trimmed). The draft empties at once; return a promise to keep the send in flight until it
   * settles: a rejected send puts the text back.
   */
  onSend: (text: string) => unknown;
  /** A send is in flight (e.g. the app's optimistic post): nothing else is sent. */
  sending?: boolean | undefined;
  /** Controlled draft (e.g. kept per conversation by the app). */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** A picture was picked; the app resizes it (see `fitWithin`) and uploads it. No image button without it. */
  onImageSelect?: ((file: File) => void) | undefined;
  /** Accepted picture types (PNG, JPEG, GIF). */
  imageAccept?: string | undefined;
  /** Hands over to the app's recorder (30 s max). No audio button without it. */
  onRecordAudio?: (() => void) | undefined;
  /** The recording limit mentioned to the member (30 s). */
  audioMaxSeconds?: number | undefined;
  /** Sends a flower once confirmed; return a promise to keep the dialog busy until it settles. */
  onSendFlower?: (() => unknown) | undefined;
  /** The other user is the support: no flower. */
  otherIsAdmin?: boolean | undefined;
  /** I already sent a flower here: no flower button. */
  iSentFlower?: boolean | undefined;
  /** `cant_send_flower_message`: the flower button is dimmed, with this reason as a tooltip. */
  cantSendFlowerMessage?: string | null | undefined;
  /** The whole composer is unavailable (e.g. a blocked member). */
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  /** Overrides the text area's name ('Votre message'). */
  textareaLabel?: string | undefined;
  /** Under the text area: quick replies. */
  footer?: ReactNode;
};

/**
 * The message box: a text area (Enter sends, Shift+Enter adds a line), a send button that refuses blank text
 * and waits while a send is in flight, and the picture, voice and flower buttons.
 */
export function ChatComposer({
  className,
  otherName,
  onSend,
  sending = false,
  value,
  defaultValue,
  onValueChange,
  onImageSelect,
  imageAccept = IMAGE_ACCEPT,
  onRecordAudio,
  audioMaxSeconds = AUDIO_MAX_SECONDS,
  onSendFlower,
  otherIsAdmin = false,
  iSentFlower = false,
  cantSendFlowerMessage,
  disabled = false,
  placeholder,
  textareaLabel,
  footer,
  ...props
}: ChatComposerProps) {
  const intl = useIntl();
  const keysId = useId();
  const audioLimitId = useId();
  const flowerReasonId = useId();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const [innerDraft, setInnerDraft] = useState(defaultValue ?? '');
  const [inFlight, setInFlight] = useState(false);
  const draft = value ?? innerDraft;
  const busy = sending || inFlight;
  const sendable = !disabled && canSend(draft, busy);
  const flower = onSendFlower
    ? composerFlowerState({ otherIsAdmin, iSentFlower, cantSendFlowerMessage })
    : 'hidden';

  const setDraft = (next: string) => {
    if (value === undefined) setInnerDraft(next);
    onValueChange?.(next);
  };

  const submit = async () => {
    if (!sendable) return;
    const text = draft.trim();
    setDraft('');
    textareaRef.current?.focus();
    const result = onSend(text);
    if (!isPromiseLike(result)) return;
    setInFlight(true);
    try {
      await result;
    } catch {
      // The send failed: give the text back unless the member already wrote something else.
      if ((textareaRef.current?.value ?? '') === '') setDraft(text);
    } finally {
      setInFlight(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      !isSendKey({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      })
    ) {
      return;
    }
    // Enter never adds a line; it sends when it can.
    event.preventDefault();
    void submit();
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same picture again must fire again.
    event.target.value = '';
    if (file) onImageSelect?.(file);
  };

  const flowerLabel = intl.formatMessage(messages.flower);
  const iconButton = 'size-10 shrink-0 text-text-muted hover:text-primary';

  return (
    <form
      aria-label={intl.formatMessage(messages.label, { name: otherName })}
      data-slot="chat-composer"
      data-sending={busy || undefined}
      data-disabled={disabled || undefined}
      data-flower={flower}
      onSubmit={handleSubmit}
      className={cn('flex flex-col gap-2 border-t border-border bg-surface-raised p-3', className)}
      {...props}
    >
      {footer}
      <div className="flex items-end gap-1.5">
        <div data-slot="chat-composer-tools" className="flex shrink-0 items-center">
          {onImageSelect ? (
            <>
              <Button
                data-slot="chat-composer-image"
                type="button"
                variant="ghost"
                size="icon"
                className={iconButton}
                disabled={disabled}
                aria-label={intl.formatMessage(messages.image)}
                onClick={() => fileRef.current?.click()}
              >
                <ImagePlus aria-hidden="true" />
              </Button>
              <input
                ref={fileRef}
                data-slot="chat-composer-file"
                type="file"
                accept={imageAccept}
                hidden
                disabled={disabled}
                onChange={handleFile}
              />
            </>
          ) : null}
          {onRecordAudio ? (
            <Tooltip>
              <TooltipTrigger asChild>
                <Button
                  data-slot="chat-composer-audio"
                  type="button"
                  variant="ghost"
                  size="icon"
                  className={iconButton}
                  disabled={disabled}
                  aria-label={intl.formatMessage(messages.audio)}
                  aria-describedby={audioLimitId}
                  onClick={onRecordAudio}
                >
                  <Mic aria-hidden="true" />
                </Button>
              </TooltipTrigger>
              <TooltipContent data-slot="chat-composer-audio-limit">
                {intl.formatMessage(messages.audioLimit, { seconds: audioMaxSeconds })}
              </TooltipContent>
            </Tooltip>
          ) : null}
          {onRecordAudio ? (
            <span id={audioLimitId} className="sr-only">
              {intl.formatMessage(messages.audioLimit, { seconds: audioMaxSeconds })}
            </span>
          ) : null}
          {flower === 'available' ? (
            <ConfirmDialog
              title={intl.formatMessage(messages.flowerConfirmTitle, { name: otherName })}
              message={intl.formatMessage(messages.flowerConfirmMessage, { name: otherName })}
              confirmLabel={intl.formatMessage(messages.flowerConfirm)}
              onConfirm={onSendFlower}
              trigger={
                <Button
                  data-slot="chat-composer-flower"
                  data-state="available"
                  type="button"
                  variant="ghost"
                  size="icon"
                  className={cn(iconButton, 'text-accent hover:text-accent-hover')}
                  disabled={disabled}
                  aria-label={flowerLabel}
                >
                  <Flower2 aria-hidden="true" />
                </Button>
              }
            />
          ) : null}
          {flower === 'blocked' ? (
            <>
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button
                    data-slot="chat-composer-flower"
                    data-state="blocked"
                    type="button"
                    variant="ghost"
                    size="icon"
                    // Dimmed but focusable, so keyboard users reach the reason.
                    aria-disabled="true"
                    aria-label={flowerLabel}
                    aria-describedby={flowerReasonId}
                    disabled={disabled}
                    className={cn(iconButton, 'cursor-not-allowed text-accent opacity-55')}
                    onClick={(event) => {
                      event.preventDefault();
                    }}
                  >
                    <Flower2 aria-hidden="true" />
                  </Button>
                </TooltipTrigger>
                <TooltipContent data-slot="chat-composer-flower-reason">
                  {cantSendFlowerMessage}
                </TooltipContent>
              </Tooltip>
              <span id={flowerReasonId} className="sr-only">
                {cantSendFlowerMessage}
              </span>
            </>
          ) : null}
        </div>
        <Textarea
          ref={textareaRef}
          data-slot="chat-composer-textarea"
          rows={1}
          autoHeight
          value={draft}
          onValueChange={setDraft}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          aria-label={textareaLabel ?? intl.formatMessage(messages.textarea)}
          aria-describedby={keysId}
          placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
          className="max-h-40 min-w-0 flex-1 rounded-2xl"
        />
        <span id={keysId} className="sr-only">
          {intl.formatMessage(messages.keys)}
        </span>
        <Button
          data-slot="chat-composer-send"
          type="submit"
          size="icon"
          className="size-11"
          disabled={!sendable}
          loading={busy}
          loadingLabel={intl.formatMessage(messages.sending)}
          aria-label={intl.formatMessage(messages.send)}
        >
          {busy ? null : <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
