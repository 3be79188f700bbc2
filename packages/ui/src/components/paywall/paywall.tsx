import { cva, type VariantProps } from 'class-variance-authority';
import { Lock } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button';

export type PaywallAccessLevel = 'public' | 'member' | 'vip';

type Audience = { level: 'member' | 'vip' };

const messages = defineMessages<{ title: Audience; message: Audience; action: Audience }>({
  title: {
    id: 'ui.paywall.title',
    defaultMessage:
      '{level, select, vip {Ce contenu est réservé aux membres VIP} other {Ce contenu est réservé aux membres}}',
  },
  message: {
    id: 'ui.paywall.message',
    defaultMessage:
      '{level, select, vip {Passez au forfait VIP pour découvrir ce contenu bonus et tous les autres.} other {Abonnez-vous pour découvrir ce contenu et toute la section de développement personnel.}}',
  },
  action: {
    id: 'ui.paywall.action',
    defaultMessage: '{level, select, vip {Devenir membre VIP} other {Devenir membre}}',
  },
});

export const paywallVariants = cva('relative isolate w-full overflow-hidden text-text', {
  variants: {
    rounded: {
      true: 'rounded-xl',
      false: '',
    },
  },
  defaultVariants: { rounded: true },
});

/** Props the app's link (a router link to /member/subscription) receives to become the action. */
export interface PaywallLinkProps {
  'data-slot': 'paywall-action';
  className: string;
  children: ReactNode;
}

export type PaywallProps = Omit<ComponentProps<'section'>, 'title'> &
  VariantProps<typeof paywallVariants> & {
    /** The content's `access_level`: the text names VIP members for `vip`, members otherwise. */
    accessLevel: PaywallAccessLevel;
    /** Renders the link to /member/subscription (the app's router link) with the given props. */
    renderLink?: ((props: PaywallLinkProps) => ReactNode) | undefined;
    /** A plain link target when no `renderLink` is given (/member/subscription). */
    href?: string | undefined;
    /** Overrides the title ('Ce contenu est réservé aux membres'). */
    title?: ReactNode;
    /** Overrides the text under the title. */
    message?: ReactNode;
    /** Overrides the action's text ('Devenir membre'). */
    actionLabel?: ReactNode;
    /** Level of the title heading (2). */
    headingLevel?: 2 | 3 | 4 | undefined;
    /** The gated content (a teaser), shown blurred under the overlay and out of reach. */
    children?: ReactNode;
  };

/**
 * The overlay over gated content (the article view when `can.view` is false): the content underneath is
 * blurred and inert, and a panel names members or VIP members and links to /member/subscription.
 */
export function Paywall({
  accessLevel,
  renderLink,
  href,
  title,
  message,
  actionLabel,
  headingLevel = 2,
  rounded,
  className,
  children,
  ...props
}: PaywallProps) {
  const intl = useIntl();
  const titleId = useId();
  const level = accessLevel === 'vip' ? 'vip' : 'member';
  const Heading = `h${headingLevel}` as const;
  const linkProps: PaywallLinkProps = {
    'data-slot': 'paywall-action',
    className: buttonVariants({ variant: level === 'vip' ? 'accent' : 'primary' }),
    children: actionLabel ?? intl.formatMessage(messages.action, { level }),
  };

  return (
    <section
      data-slot="paywall"
      data-access-level={level}
      aria-labelledby={titleId}
      className={cn(paywallVariants({ rounded }), className)}
      {...props}
    >
      <div
        data-slot="paywall-content"
        inert
        className="pointer-events-none max-h-[32rem] min-h-96 overflow-hidden blur-sm select-none"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-b from-surface/40 via-surface/85 to-surface"
      />
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <div
          data-slot="paywall-panel"
          className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-surface-raised p-6 text-center shadow-lg"
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-12 items-center justify-center rounded-full',
              level === 'vip' ? 'bg-accent-soft text-accent' : 'bg-primary-soft text-primary',
            )}
          >
            <Lock className="size-6" />
          </span>
          <Heading
            id={titleId}
            data-slot="paywall-title"
            className="font-display text-xl leading-tight font-semibold text-balance"
          >
            {title ?? intl.formatMessage(messages.title, { level })}
          </Heading>
          <p data-slot="paywall-message" className="text-pretty text-text-muted">
            {message ?? intl.formatMessage(messages.message, { level })}
          </p>
          <div className="mt-1 flex flex-col items-stretch self-stretch sm:items-center sm:self-auto">
            {renderLink ? (
              renderLink(linkProps)
            ) : (
              <a href={href} data-slot={linkProps['data-slot']} className={linkProps.className}>
                {linkProps.children}
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
