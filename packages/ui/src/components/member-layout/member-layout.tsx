import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { BottomTabBar, type NavItem, type RenderNavLink } from '../bottom-tab-bar';
import { SideMenu } from '../side-menu';

/** The frame: one column on phones, the side menu's column and the content from lg (1024 px). */
export const memberLayoutVariants = cva('flex min-h-full w-full min-w-0 flex-1 flex-col', {
  variants: {
    menu: {
      /** Side menu on desktop. */
      true: 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]',
      false: '',
    },
    bottomBar: {
      /** Room under the content for the fixed tab bar (65 px and the phone's safe area), below lg. */
      true: 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0',
      false: '',
    },
  },
  defaultVariants: { menu: false, bottomBar: false },
});

export type MemberLayoutProps = {
  /** The destinations (one list for both menus, see `NavItem`); empty for a user with no role: no tabs. */
  items: readonly NavItem[];
  /** The id of the current destination (or one of its sub-items). */
  currentId?: string;
  /** Renders each link, so the app passes its router link. */
  renderLink?: RenderNavLink;
  /** The status banner, above the content. */
  banner?: ReactNode;
  /** The footer under the content (the daily quote). */
  footer?: ReactNode;
  /** Hides the mobile bottom tab bar (the conversation screen); the desktop side menu stays. */
  hideBottomBar?: boolean;
  children: ReactNode;
  className?: string;
  /**
   * The content's element: a `div` (default) when the app shell already has the page's `<main>`, or
   * `main` when the layout is the page's main landmark.
   */
  contentAs?: 'div' | 'main';
  /** The id of the content (a skip link's target). */
  contentId?: string;
};

/**
 * The frame of every member and ambassador page. From lg (1024 px) the side menu sits in a sticky left
 * column beside the content; below lg the content takes the full width and the bottom tab bar is fixed
 * to the bottom of the screen, with room left under the content so nothing hides behind it. The status
 * banner goes above the content, the footer (the daily quote) under it. No menu at all without items.
 */
export function MemberLayout({
  items,
  currentId,
  renderLink,
  banner,
  footer,
  hideBottomBar = false,
  children,
  className,
  contentAs: Content = 'div',
  contentId,
}: MemberLayoutProps) {
  const hasMenu = items.length > 0;
  const hasBottomBar = hasMenu && !hideBottomBar;
  const navProps = { items, currentId, renderLink };
  return (
    <div
      data-slot="member-layout"
      data-menu={hasMenu || undefined}
      data-bottom-bar={hasBottomBar || undefined}
      className={cn(memberLayoutVariants({ menu: hasMenu, bottomBar: hasBottomBar }), className)}
    >
      {hasMenu ? (
        <div
          data-slot="member-layout-side"
          className="hidden lg:block lg:border-r lg:border-border"
        >
          <div
            data-slot="member-layout-menu"
            className="sticky top-0 max-h-dvh overflow-y-auto px-4 py-6"
          >
            <SideMenu {...navProps} />
          </div>
        </div>
      ) : null}
      <div data-slot="member-layout-main" className="flex min-w-0 flex-1 flex-col">
        {banner != null ? <div data-slot="member-layout-banner">{banner}</div> : null}
        <Content
          id={contentId}
          data-slot="member-layout-content"
          className="flex min-w-0 flex-1 flex-col"
        >
          {children}
        </Content>
        {footer != null ? (
          <div
            data-slot="member-layout-footer"
            className="border-t border-border px-4 py-6 sm:px-6"
          >
            {footer}
          </div>
        ) : null}
      </div>
      {hasBottomBar ? <BottomTabBar {...navProps} className="lg:hidden" /> : null}
    </div>
  );
}
