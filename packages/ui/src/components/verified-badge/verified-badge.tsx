import { cva, type VariantProps } from 'class-variance-authority';
import { BadgeCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

const messages = defineMessages({
  member: { id: 'ui.verified-badge.member', defaultMessage: 'Profil vérifié' },
  picture: { id: 'ui.verified-badge.picture', defaultMessage: 'Photo vérifiée' },
});

export const verifiedBadgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 font-semibold text-info [&_svg]:shrink-0',
  {
    variants: {
      size: {
        sm: 'text-xs [&_svg]:size-4',
        md: 'text-sm [&_svg]:size-5',
      },
      appearance: {
        plain: '',
        /** On a picture: a white disc so the check stays visible on any photo. */
        onPicture: 'rounded-full bg-surface-raised p-0.5 shadow-sm',
      },
    },
    defaultVariants: { size: 'md', appearance: 'plain' },
  },
);

export type VerifiedBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof verifiedBadgeVariants> & {
    /** What is verified: the member (identity check) or a picture (portrait, authenticated). */
    kind?: 'member' | 'picture' | undefined;
    /** Writes the label next to the check instead of only announcing it. */
    showLabel?: boolean | undefined;
    /** Overrides the label. */
    label?: string | undefined;
  };

export function VerifiedBadge({
  className,
  kind = 'member',
  size,
  appearance,
  showLabel = false,
  label,
  ...props
}: VerifiedBadgeProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages[kind]);
  const common = {
    'data-slot': 'verified-badge',
    'data-kind': kind,
    className: cn(
      verifiedBadgeVariants({ size, appearance }),
      appearance === 'onPicture' && showLabel && 'px-2',
      className,
    ),
  };

  if (showLabel) {
    return (
      <span {...common} {...props}>
        <BadgeCheck aria-hidden="true" />
        <span>{text}</span>
      </span>
    );
  }
  return (
    <span {...common} role="img" aria-label={text} title={text} {...props}>
      <BadgeCheck aria-hidden="true" />
    </span>
  );
}
