import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Fermer' },
});

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogOverlayClassName =
  'fixed inset-0 z-50 bg-text/55 transition-opacity duration-200 ease-gentle starting:opacity-0';

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(dialogOverlayClassName, className)}
      {...props}
    />
  );
}

/** The panel of a dialog or a confirm dialog; exported for other modal panels. */
export const dialogContentVariants = cva(
  [
    'group/dialog fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5',
    'overflow-y-auto rounded-xl border border-border bg-surface-raised p-6 text-text shadow-lg',
    'transition-[opacity,scale] duration-200 ease-gentle starting:scale-95 starting:opacity-0',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
        xl: 'max-w-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * Returns focus, when a modal closes, to `returnFocusRef` or else to the element that had focus when it
 * opened. Radix only returns it to a Dialog.Trigger, so a dialog opened from state (a menu item, a
 * timer) would otherwise drop focus on the body. Spread the handlers on the modal's Content.
 */
export function useReturnFocus(returnFocusRef?: RefObject<HTMLElement | null>) {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before focus moves into the modal: the active element is still the opener.
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocusRef?.current ?? openerRef.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the close button in the corner (true). */
    showCloseButton?: boolean;
    /** Overrides the close button's name ('Fermer' / 'Close'). */
    closeLabel?: string;
    /** Where focus goes on close; by default the element focused when the dialog opened. */
    returnFocusRef?: RefObject<HTMLElement | null>;
  };

/**
 * A modal panel in a portal: focus moves in and is trapped, Escape and the close button close it, and
 * focus returns to the element that opened it.
 */
export function DialogContent({
  className,
  size,
  showCloseButton = true,
  closeLabel,
  returnFocusRef,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus(returnFocusRef);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        data-close-button={showCloseButton || undefined}
        className={cn(dialogContentVariants({ size }), className)}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
        }}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close asChild>
            <Button
              data-slot="dialog-close-button"
              variant="ghost"
              size="icon"
              className="absolute top-3 right-3 size-10"
              aria-label={closeLabel ?? intl.formatMessage(messages.close)}
            >
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 group-data-[close-button]/dialog:pr-10', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-display text-xl leading-tight font-semibold text-balance', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-base text-text-muted', className)}
      {...props}
    />
  );
}
