import { BellRing } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';

const messages = defineMessages({
  title: {
    id: 'ui.push-permission-prompt.title',
    defaultMessage: 'Être prévenu des nouveaux messages ?',
  },
  description: {
    id: 'ui.push-permission-prompt.description',
    defaultMessage:
      'Recevez une notification quand on vous écrit, même lorsque l’application est fermée. Vous pourrez changer d’avis dans les paramètres.',
  },
  enable: { id: 'ui.push-permission-prompt.enable', defaultMessage: 'Activer' },
  later: { id: 'ui.push-permission-prompt.later', defaultMessage: 'Pas maintenant' },
  failed: {
    id: 'ui.push-permission-prompt.failed',
    defaultMessage:
      'Les notifications n’ont pas pu être activées sur ce navigateur. Réessayez plus tard ou depuis les paramètres.',
  },
});

export type PushPermissionPromptProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Asks the browser for permission and subscribes this device. */
  onEnable: () => void;
  /** Not now: the app does not ask again (the settings page still can). */
  onDismiss: () => void;
  /** True while the browser asks and the device subscribes: the enable button waits. */
  pending?: boolean;
  /** The last attempt failed (no push service, refused key): said in the prompt, which stays. */
  failed?: boolean;
};

/**
 * The offer to notify new messages on this device, shown after the member's first conversation and
 * never on a first visit. The browser's own permission dialog only opens when the member says yes.
 * It sits low, where it covers the least of the messages area: on a phone, over the end of the inbox
 * just above the tab bar (the inbox's title and tabs stay in reach); on a desktop, in the bottom-left
 * corner, over the inbox's oldest conversations rather than the open conversation's header (its name,
 * the video call, its menu) or its composer.
 */
export function PushPermissionPrompt({
  onEnable,
  onDismiss,
  pending = false,
  failed = false,
  className,
  ...props
}: PushPermissionPromptProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section
      data-slot="push-permission-prompt"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        'fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 text-text shadow-lg',
        'lg:inset-x-auto lg:bottom-6 lg:left-6 lg:mx-0 lg:w-[22rem]',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-sm font-semibold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p id={descriptionId} className="text-sm text-text-muted">
            {intl.formatMessage(messages.description)}
          </p>
          <p role="alert" className="text-sm text-danger empty:hidden">
            {failed ? intl.formatMessage(messages.failed) : null}
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {intl.formatMessage(messages.later)}
        </Button>
        <Button size="sm" onClick={onEnable} disabled={pending} aria-busy={pending || undefined}>
          {intl.formatMessage(messages.enable)}
        </Button>
      </div>
    </section>
  );
}
