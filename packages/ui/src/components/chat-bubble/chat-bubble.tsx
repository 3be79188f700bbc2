import { cva } from 'class-variance-authority';
import { CircleAlert, Flower2, Heart, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  IMAGE_MAX_SIZE,
  adminMessageFormat,
  fitWithin,
  messageKind,
  textToHtml,
  type AdminMessageFormat,
  type ChatMessage,
  type Size,
} from './chat-bubble.ts';

type Named = { name: string };

type Sanitize = (html: string) => string;

/** DOMPurify's sanitiser of support messages (message-html.ts), once a rich message has loaded it. */
let loadedSanitize: Sanitize | undefined;

/** The text of markup, read by the browser's parser (inert: no script runs, no picture loads). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent;
}

/**
 * A support message as safe HTML: a template is escaped, each line break a `<br>`; rich markup goes
 * through DOMPurify, whose module loads with the first rich message. Until then (or if it cannot
 * load) `null`: the bubble shows the markup's text, never the markup.
 */
function useAdminHtml(content: string, format: AdminMessageFormat | undefined): string | null {
  const rich = format === 'rich';
  const [sanitize, setSanitize] = useState(() => loadedSanitize);
  useEffect(() => {
    if (!rich || sanitize) return;
    let active = true;
    void import('./message-html.ts').then((module) => {
      loadedSanitize = module.sanitizeMessageHtml;
      if (active) setSanitize(() => module.sanitizeMessageHtml);
    });
    return () => {
      active = false;
    };
  }, [rich, sanitize]);
  return useMemo(() => {
    if (format === 'template') return textToHtml(content);
    return rich && sanitize ? sanitize(content) : null;
  }, [format, rich, sanitize, content]);
}

/** Separates the screen-reader sender from the message. */
const SPACE = ' ';

const messages = defineMessages<{
  senderMe: NoMessageValues;
  senderOther: Named;
  imageMine: NoMessageValues;
  imageTheirs: Named;
  audioMine: NoMessageValues;
  audioTheirs: Named;
  audioUnsupported: NoMessageValues;
  flowerMine: Named;
  flowerTheirs: Named;
  flowerMatchTitle: NoMessageValues;
  flowerMatchText: Named;
  flowerMatchTagline: NoMessageValues;
  pending: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
}>({
  senderMe: { id: 'ui.chat-bubble.sender_me', defaultMessage: 'Vous :' },
  senderOther: { id: 'ui.chat-bubble.sender_other', defaultMessage: '{name} :' },
  imageMine: { id: 'ui.chat-bubble.image_mine', defaultMessage: 'Photo que vous avez envoyée' },
  imageTheirs: { id: 'ui.chat-bubble.image_theirs', defaultMessage: 'Photo envoyée par {name}' },
  audioMine: { id: 'ui.chat-bubble.audio_mine', defaultMessage: 'Votre message vocal' },
  audioTheirs: { id: 'ui.chat-bubble.audio_theirs', defaultMessage: 'Message vocal de {name}' },
  audioUnsupported: {
    id: 'ui.chat-bubble.audio_unsupported',
    defaultMessage: 'Votre navigateur ne prend pas en charge l’élément audio.',
  },
  flowerMine: {
    id: 'ui.chat-bubble.flower_mine',
    defaultMessage: 'Vous avez offert une fleur à {name}',
  },
  flowerTheirs: {
    id: 'ui.chat-bubble.flower_theirs',
    defaultMessage: '{name} vous a offert une fleur',
  },
  flowerMatchTitle: {
    id: 'ui.chat-bubble.flower_match_title',
    defaultMessage: 'C’est réciproque !',
  },
  flowerMatchText: {
    id: 'ui.chat-bubble.flower_match_text',
    defaultMessage: '{name} et vous vous êtes offert une fleur.',
  },
  flowerMatchTagline: {
    id: 'ui.chat-bubble.flower_match_tagline',
    defaultMessage: 'Et si c’était le début d’une belle histoire ?',
  },
  pending: { id: 'ui.chat-bubble.pending', defaultMessage: 'Envoi en cours…' },
  failed: { id: 'ui.chat-bubble.failed', defaultMessage: 'Le message n’a pas pu être envoyé.' },
  retry: { id: 'ui.chat-bubble.retry', defaultMessage: 'Réessayer' },
});

/** The texts of the bubble, each overridable. */
export const chatBubbleMessages = messages;

export const chatBubbleVariants = cva(
  'relative max-w-[min(85%,36rem)] min-w-0 rounded-2xl px-4 py-2.5 text-base break-words shadow-sm',
  {
    variants: {
      from: {
        me: 'rounded-br-sm bg-primary text-primary-foreground',
        them: 'rounded-bl-sm border border-border bg-surface-raised text-text',
      },
      kind: {
        text: '',
        image: 'overflow-hidden p-1',
        audio: 'px-2 py-2',
        flower: '',
        'flower-match': '',
      },
    },
    defaultVariants: { from: 'them', kind: 'text' },
  },
);

export interface ChatBubbleLabels {
  pending?: ReactNode;
  failed?: ReactNode;
  retry?: ReactNode;
  audioUnsupported?: ReactNode;
  flowerMatchTagline?: ReactNode;
}

export type ChatBubbleProps = Omit<ComponentProps<'div'>, 'children'> & {
  message: ChatMessage;
  /** The other member's first name: for flower texts, picture alternatives and who said what. */
  otherName: string;
  /**
   * The other side is the support (`admin`): its messages render as a template with line breaks, or as
   * sanitised rich markup. Messages of members render as provided (plain text).
   */
  otherIsAdmin?: boolean | undefined;
  /** Forces how a support message is read; by default rich when it has tags, else a template. */
  adminFormat?: AdminMessageFormat | undefined;
  /** The picture's URL, derived by the app from `image_path` (defaults to `image_path`). */
  imageSrc?: string | undefined;
  /** The app's audio player for a recording; by default a native `<audio controls>`. */
  renderAudio?: ((url: string, message: ChatMessage) => ReactNode) | undefined;
  /** Shown on a failed message: the member can send it again. */
  onRetry?: (() => void) | undefined;
  /** Tighter space above (the same sender within 90 s), set by `MessageList`. */
  spacing?: 'tight' | 'normal' | undefined;
  labels?: ChatBubbleLabels | undefined;
};

/** One chat message: text, picture, recording, flower or the flower match celebration. */
export function ChatBubble({
  className,
  message,
  otherName,
  otherIsAdmin = false,
  adminFormat,
  imageSrc,
  renderAudio,
  onRetry,
  spacing = 'normal',
  labels,
  ...props
}: ChatBubbleProps) {
  const intl = useIntl();
  const kind = messageKind(message);
  const from = message.is_me ? 'me' : 'them';
  const status = message.status ?? 'sent';
  const content = message.content ?? '';
  const fromAdmin = otherIsAdmin && !message.is_me && kind === 'text';
  const format = fromAdmin ? (adminFormat ?? adminMessageFormat(content)) : undefined;
  const html = useAdminHtml(content, format);
  const sender = message.is_me
    ? intl.formatMessage(messages.senderMe)
    : intl.formatMessage(messages.senderOther, { name: otherName });

  let body: ReactNode;
  if (kind === 'flower-match') {
    body = (
      <div
        data-slot="chat-bubble-flower-match"
        className="flex max-w-sm flex-col items-center gap-2 rounded-2xl border border-accent/30 bg-accent-soft px-6 py-5 text-center text-text shadow-sm"
      >
        <span aria-hidden="true" className="flex items-center gap-1 text-accent [&_svg]:size-7">
          <Flower2 />
          <Heart className="fill-accent" />
          <Flower2 />
        </span>
        <p className="font-display text-xl font-semibold">
          {intl.formatMessage(messages.flowerMatchTitle)}
        </p>
        <p>{intl.formatMessage(messages.flowerMatchText, { name: otherName })}</p>
        <p data-slot="chat-bubble-tagline" className="text-sm text-text-muted italic">
          {labels?.flowerMatchTagline ?? intl.formatMessage(messages.flowerMatchTagline)}
        </p>
      </div>
    );
  } else if (kind === 'flower') {
    body = (
      <div
        data-slot="chat-bubble-flower"
        className="flex max-w-xs items-center gap-3 rounded-2xl border border-accent/30 bg-accent-soft px-4 py-3 text-text shadow-sm"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
        >
          <Flower2 />
        </span>
        <p className="font-semibold">
          {message.is_me
            ? intl.formatMessage(messages.flowerMine, { name: otherName })
            : intl.formatMessage(messages.flowerTheirs, { name: otherName })}
        </p>
      </div>
    );
  } else {
    let inner: ReactNode;
    if (kind === 'image') {
      inner = (
        <ChatImage
          src={imageSrc ?? message.image_path ?? ''}
          alt={
            message.is_me
              ? intl.formatMessage(messages.imageMine)
              : intl.formatMessage(messages.imageTheirs, { name: otherName })
          }
        />
      );
    } else if (kind === 'audio') {
      const url = message.audio?.url ?? '';
      inner = renderAudio ? (
        renderAudio(url, message)
      ) : url ? (
        // A member's recording has no captions to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          data-slot="chat-bubble-audio"
          controls
          preload="none"
          src={url}
          aria-label={
            message.is_me
              ? intl.formatMessage(messages.audioMine)
              : intl.formatMessage(messages.audioTheirs, { name: otherName })
          }
          className="h-10 w-64 max-w-full"
        >
          {labels?.audioUnsupported ?? intl.formatMessage(messages.audioUnsupported)}
        </audio>
      ) : (
        <span data-slot="chat-bubble-audio-placeholder" className="flex items-center gap-2 px-2">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {message.is_me
            ? intl.formatMessage(messages.audioMine)
            : intl.formatMessage(messages.audioTheirs, { name: otherName })}
        </span>
      );
    } else if (format === 'rich' && html === null) {
      inner = (
        <p data-slot="chat-bubble-text" aria-busy="true" className="whitespace-pre-wrap">
          {textOf(content)}
        </p>
      );
    } else if (html !== null) {
      inner = (
        <div
          data-slot="chat-bubble-html"
          data-format={format}
          className="[&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
          // Escaped (a template) or sanitised by DOMPurify (rich markup): only simple formatting and
          // safe links remain.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    } else {
      inner = (
        <p data-slot="chat-bubble-text" className="whitespace-pre-wrap">
          {content}
        </p>
      );
    }
    body = (
      <div
        data-slot="chat-bubble-body"
        className={cn(
          chatBubbleVariants({ from, kind }),
          fromAdmin && 'border-info/30 bg-info-soft',
          status === 'pending' && 'opacity-80',
          status === 'failed' && 'ring-2 ring-danger ring-offset-1',
        )}
      >
        {inner}
      </div>
    );
  }

  const centred = kind === 'flower' || kind === 'flower-match';
  return (
    <div
      data-slot="chat-bubble"
      data-kind={kind}
      data-from={from}
      data-status={status}
      data-spacing={spacing}
      data-admin={fromAdmin || undefined}
      className={cn(
        'flex w-full flex-col gap-1',
        centred ? 'items-center' : message.is_me ? 'items-end' : 'items-start',
        className,
      )}
      {...props}
    >
      <span className="sr-only">
        {sender}
        {SPACE}
      </span>
      {body}
      {status === 'pending' ? (
        <span
          data-slot="chat-bubble-status"
          className="inline-flex items-center gap-1 text-xs text-text-muted"
        >
          <Loader2 aria-hidden="true" className="size-3 animate-spin" />
          {labels?.pending ?? intl.formatMessage(messages.pending)}
        </span>
      ) : null}
      {status === 'failed' ? (
        <span
          data-slot="chat-bubble-status"
          className="inline-flex flex-wrap items-center gap-2 text-sm text-danger"
        >
          <span role="alert" className="inline-flex items-center gap-1">
            <CircleAlert aria-hidden="true" className="size-4" />
            {labels?.failed ?? intl.formatMessage(messages.failed)}
          </span>
          {onRetry ? (
            <Button
              data-slot="chat-bubble-retry"
              type="button"
              variant="link"
              size="sm"
              className="text-danger hover:text-danger-hover"
              onClick={onRetry}
            >
              <RotateCcw aria-hidden="true" />
              {labels?.retry ?? intl.formatMessage(messages.retry)}
            </Button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** A picture shown within 800×800, keeping its proportions, at its size once known. */
function ChatImage({ src, alt }: { src: string; alt: string }) {
  const [size, setSize] = useState<Size | null>(null);
  return (
    <img
      data-slot="chat-bubble-image"
      data-width={size?.width}
      data-height={size?.height}
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading="lazy"
      decoding="async"
      onLoad={(event) => {
        const image = event.currentTarget;
        setSize(fitWithin(image.naturalWidth, image.naturalHeight, IMAGE_MAX_SIZE));
      }}
      className="block h-auto max-h-[800px] max-w-full rounded-xl object-contain"
    />
  );
}
