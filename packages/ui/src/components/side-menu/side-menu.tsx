import type { ComponentProps } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { navCurrent, renderAnchor, type NavItem, type RenderNavLink } from '../bottom-tab-bar';

const messages = defineMessages<{ label: NoMessageValues; count: { count: number } }>({
  label: { id: 'ui.side-menu.label', defaultMessage: 'Menu principal' },
  count: {
    id: 'ui.side-menu.count',
    defaultMessage: '{count, plural, one {# non lu} other {# non lus}}',
  },
});

export type SideMenuProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The same items as the bottom tab bar; `children` become an indented sub-menu (blossom). */
  items: readonly NavItem[];
  /** The id of the current destination: it gets `aria-current="page"`, its parent `aria-current="true"`. */
  currentId?: string;
  /** Renders each link, so the app passes its router link. */
  renderLink?: RenderNavLink;
  /** Overrides the navigation's name ('Menu principal'). */
  label?: string;
};

const linkClassName =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 font-semibold text-text-muted ' +
  'transition-colors duration-150 ease-gentle hover:bg-surface-sunken hover:text-text ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary aria-[current=true]:text-primary';

/** The desktop navigation: the same destinations as the bottom tab bar, listed vertically. */
export function SideMenu({
  className,
  items,
  currentId,
  renderLink = renderAnchor,
  label,
  ...props
}: SideMenuProps) {
  const intl = useIntl();
  if (items.length === 0) return null;

  const renderItem = (item: NavItem, level: number) => {
    const current = navCurrent(item, currentId);
    const count = item.count ?? 0;
    const hasCount = count > 0;
    const subItems = item.children ?? [];
    return (
      <li key={item.id} data-slot={level === 0 ? 'side-menu-item' : 'side-menu-sub-item'}>
        {renderLink(
          {
            href: item.href,
            'aria-current': current,
            'data-slot': 'side-menu-link',
            'data-current': current ? true : undefined,
            className: cn(linkClassName, level > 0 && 'min-h-10 py-1.5 text-sm font-medium'),
            children: (
              <>
                {item.icon ? (
                  <span
                    aria-hidden="true"
                    data-slot="side-menu-icon"
                    className="inline-flex shrink-0 [&_svg]:size-5"
                  >
                    {item.icon}
                  </span>
                ) : null}
                <span data-slot="side-menu-label" className="min-w-0 flex-1">
                  {item.label}
                </span>
                {hasCount ? (
                  <Badge
                    data-slot="side-menu-count"
                    variant="accent"
                    size="sm"
                    count={count}
                    label={item.countLabel ?? intl.formatMessage(messages.count, { count })}
                  />
                ) : null}
              </>
            ),
          },
          item,
        )}
        {subItems.length > 0 ? (
          <ul
            data-slot="side-menu-sub-list"
            className="mt-1 ml-6 flex flex-col gap-0.5 border-l border-border pl-3"
          >
            {subItems.map((child) => renderItem(child, level + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <nav
      data-slot="side-menu"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn('w-full max-w-64', className)}
      {...props}
    >
      <ul className="flex flex-col gap-1">{items.map((item) => renderItem(item, 0))}</ul>
    </nav>
  );
}
