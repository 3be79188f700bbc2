import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes a URL matches, before the router is made: a router whose
 * first matches are still lazy renders its fallback first, which would not match prerendered HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
