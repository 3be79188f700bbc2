import type { ComponentProps } from 'react';

/**
 * For stories: stands in for the app's router link. A real anchor (so its `href` can be asserted) that
 * reports where it would navigate instead of leaving the page.
 */
export function routerLinkFor(onNavigate: (to: string) => void) {
  return function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
    return (
      <a
        {...props}
        href={to}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(to);
        }}
      >
        {children}
      </a>
    );
  };
}
