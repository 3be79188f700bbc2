import { RefreshCw } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';

const messages = defineMessages({
  title: {
    id: 'ui.update-prompt.title',
    defaultMessage: 'Une nouvelle version de l’application est disponible',
  },
  description: {
    id: 'ui.update-prompt.description',
    defaultMessage: 'Rechargez quand vous êtes prêt : la page ne se recharge jamais d’elle-même.',
  },
  reload: { id: 'ui.update-prompt.reload', defaultMessage: 'Recharger' },
  later: { id: 'ui.update-prompt.later', defaultMessage: 'Plus tard' },
});

export type UpdatePromptProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Loads the new version (the page reloads). */
  onReload: () => void;
  /** Hides the prompt; the new version loads at the next visit. */
  onDismiss: () => void;
  /** True while the new version is being activated: the reload button waits. */
  reloading?: boolean;
};

/**
 * The offer to load a new version of the app, which a service worker found. It never reloads by
 * itself, so nothing typed in a form is lost: the member chooses the moment. Sits above the mobile
 * bottom tab bar and in the bottom corner on wider screens.
 */
export function UpdatePrompt({
  onReload,
  onDismiss,
  reloading = false,
  className,
  ...props
}: UpdatePromptProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section
      data-slot="update-prompt"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        'fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 text-text shadow-lg',
        'sm:inset-x-auto sm:right-4 sm:bottom-4',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3" role="status">
        <RefreshCw aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-sm font-semibold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p id={descriptionId} className="text-sm text-text-muted">
            {intl.formatMessage(messages.description)}
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {intl.formatMessage(messages.later)}
        </Button>
        <Button
          size="sm"
          onClick={onReload}
          disabled={reloading}
          aria-busy={reloading || undefined}
        >
          {intl.formatMessage(messages.reload)}
        </Button>
      </div>
    </section>
  );
}
