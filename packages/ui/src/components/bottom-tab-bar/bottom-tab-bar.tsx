import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';

const messages = defineMessages<{ label: NoMessageValues; count: { count: number } }>({
  label: { id: 'ui.bottom-tab-bar.label', defaultMessage: 'Navigation principale' },
  count: {
    id: 'ui.bottom-tab-bar.count',
    defaultMessage: '{count, plural, one {# non lu} other {# non lus}}',
  },
});

/** A destination of the member or ambassador navigation (the same items feed both menus). */
export type NavItem = {
  id: string;
  label: ReactNode;
  href: string;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** A count badge (unseen priority conversations); hidden when 0 or absent. */
  count?: number;
  /** Overrides what screen readers hear for the count ('3 non lus'). */
  countLabel?: string;
  /** Sub-destinations (blossom's videos, articles, bonus), listed by the side menu. */
  children?: readonly NavItem[];
};

/** The props of a navigation link; spread them on the app's router link. */
export type NavLinkProps = ComponentProps<'a'> & {
  href: string;
  'data-slot': string;
  'data-current'?: boolean;
};

/** Renders one link: `(props) => <RouterLink to={props.href} {...props} />`. An `<a>` by default. */
export type RenderNavLink = (props: NavLinkProps, item: NavItem) => ReactNode;

export const renderAnchor: RenderNavLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** 'page' when the item is the current destination, 'true' when one of its sub-items is. */
export function navCurrent(
  item: NavItem,
  currentId: string | undefined,
): 'page' | 'true' | undefined {
  if (currentId === undefined) return undefined;
  if (item.id === currentId) return 'page';
  return item.children?.some((child) => navCurrent(child, currentId) !== undefined)
    ? 'true'
    : undefined;
}

export type BottomTabBarProps = Omit<ComponentProps<'nav'>, 'children'> & {
  items: readonly NavItem[];
  /** The id of the current destination (or one of its sub-items): its tab gets `aria-current`. */
  currentId?: string;
  /** Renders each link, so the app passes its router link. */
  renderLink?: RenderNavLink;
  /** Overrides the navigation's name ('Navigation principale'). */
  label?: string;
  /** `fixed` to the bottom of the viewport (default) or `static` inside a layout. */
  position?: 'fixed' | 'static';
};

/**
 * The mobile navigation: one tab per destination with an icon, a label and an optional count badge.
 * The current tab has `aria-current="page"`. The app hides it on the conversation screen.
 */
export function BottomTabBar({
  className,
  items,
  currentId,
  renderLink = renderAnchor,
  label,
  position = 'fixed',
  ...props
}: BottomTabBarProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav
      data-slot="bottom-tab-bar"
      data-position={position}
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn(
        'w-full border-t border-border bg-surface-raised pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(76_40_52/0.06)]',
        position === 'fixed' && 'fixed inset-x-0 bottom-0 z-40',
        className,
      )}
      {...props}
    >
      <ul className="flex">
        {items.map((item) => {
          const current = navCurrent(item, currentId);
          const count = item.count ?? 0;
          const hasCount = count > 0;
          return (
            <li key={item.id} className="flex min-w-0 flex-1">
              {renderLink(
                {
                  href: item.href,
                  'aria-current': current,
                  'data-slot': 'bottom-tab-bar-link',
                  'data-current': current ? true : undefined,
                  className: cn(
                    'relative flex min-h-16 min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-md px-1 pt-2 pb-1.5',
                    'text-xs font-semibold text-text-muted transition-colors duration-150 ease-gentle hover:text-text',
                    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
                    'aria-[current]:text-primary',
                  ),
                  children: (
                    <>
                      <span className="relative inline-flex">
                        {item.icon ? (
                          <span
                            aria-hidden="true"
                            data-slot="bottom-tab-bar-icon"
                            className="inline-flex [&_svg]:size-6"
                          >
                            {item.icon}
                          </span>
                        ) : null}
                        {hasCount ? (
                          <Badge
                            aria-hidden="true"
                            data-slot="bottom-tab-bar-count"
                            variant="accent"
                            size="sm"
                            count={count}
                            className={cn(item.icon ? 'absolute -top-1.5 left-3.5' : undefined)}
                          />
                        ) : null}
                      </span>
                      <span data-slot="bottom-tab-bar-label" className="max-w-full truncate">
                        {item.label}
                      </span>
                      {hasCount ? (
                        <span className="sr-only">
                          {item.countLabel ?? intl.formatMessage(messages.count, { count })}
                        </span>
                      ) : null}
                    </>
                  ),
                },
                item,
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
