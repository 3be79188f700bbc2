import {
  Component as ReactComponent,
  Suspense,
  use,
  useMemo,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Usable,
} from 'react';
import {
  matchRoutes,
  renderMatches,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from './page-loading';
import { isRouteHandle, RouteHandleContext, type RouteHandle } from './route-handle';
import { RouteError } from './route-error';

/**
 * The app's routes, rendered by react-router's declarative `useRoutes` (its data router, loaders and
 * actions the app does not use, were 19 KiB gzip of every page's first load, issue 12). A route's
 * `lazy` names its page's module, which exports `Component`; the page loads with its route.
 */

type RouteModule = {
  Component?: ComponentType;
  /**
   * Starts the page's first request as soon as its module is there, when it can start before the page
   * draws (issue 12: the search's results waited for the page's first render).
   */
  preloadData?: () => void;
};
type LoadRoute = () => Promise<RouteModule>;

/**
 * A page's element once its module is there. It carries the fields React's `use` reads (`status`,
 * `value`), so a loaded page is drawn in the same render rather than after a suspension.
 */
type PagePromise = Promise<ReactElement> & { status?: 'fulfilled'; value?: ReactElement };

const pages = new WeakMap<LoadRoute, PagePromise>();

/** The page of a lazy route, loaded once. */
function loadRoute(load: LoadRoute): PagePromise {
  let promise = pages.get(load);
  if (!promise) {
    const page: PagePromise = load().then(({ Component }) => {
      const element = Component ? <Component /> : <></>;
      page.status = 'fulfilled';
      page.value = element;
      return element;
    });
    // A failed chunk (a deployment replaced it, the network dropped) is asked for again next time.
    page.catch(() => pages.delete(load));
    pages.set(load, page);
    promise = page;
  }
  return promise;
}

function LazyRoute({ load }: { load: LoadRoute }) {
  // Loaded: drawn at once (a prerendered page hydrates without a fallback). Not yet: a navigation
  // waits for it (react-router navigates in a transition); a first render shows the root's fallback.
  return use(loadRoute(load) as Usable<ReactElement>);
}

function lazyOf(route: RouteObject): LoadRoute | undefined {
  return typeof route.lazy === 'function' ? (route.lazy as LoadRoute) : undefined;
}

const elementRoutesOf = new WeakMap<RouteObject[], RouteObject[]>();
/** The module each route of an element tree loads (its lazy route's `lazy`). */
const loadOf = new WeakMap<RouteObject, LoadRoute>();

/** The routes with each lazy module as the element that loads it. */
function elementRoutes(routes: RouteObject[]): RouteObject[] {
  let result = elementRoutesOf.get(routes);
  if (!result) {
    result = routes.map((route): RouteObject => {
      const load = lazyOf(route);
      const children = route.children ? elementRoutes(route.children) : undefined;
      const element = load ? <LazyRoute load={load} /> : route.element;
      const drawn: RouteObject = route.index
        ? { index: true, path: route.path, handle: route.handle, element }
        : { path: route.path, handle: route.handle, element, children };
      if (load) loadOf.set(drawn, load);
      return drawn;
    });
    elementRoutesOf.set(routes, result);
  }
  return result;
}

/**
 * Loads the page modules a URL's routes need, before the first render: a page still loading would
 * draw the fallback, which matches neither the prerendered HTML nor the frame under it. With `data`
 * (the app's start), each module that can also starts its page's first request (`preloadData`).
 */
export async function preloadRoutes(
  routes: RouteObject[],
  pathname: string,
  options: { data?: boolean } = {},
): Promise<void> {
  // Matched on the tree AppRoutes draws, and kept: its first render finds the matches ready rather
  // than flattening and ranking the whole tree a second time (issue 12, the start's longest tasks).
  const matches = matchesFor(elementRoutes(routes), pathname) ?? [];
  const loads = matches.flatMap(({ route }) => loadOf.get(route) ?? []);
  if (options.data) {
    // The module system gives the same module again: no second download.
    for (const load of loads) {
      load().then(
        (module) => module.preloadData?.(),
        // loadRoute reports a module that failed.
        () => undefined,
      );
    }
  }
  await Promise.all(loads.map(loadRoute));
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The path the boundary last drew; a new one clears a failure. */
  pathname: string;
  failed: boolean;
}

/** A page that fails to load or render shows the error page, until the next navigation. */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

const matchesOf = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
/** Paths whose matches are kept per tree (the pages a member goes back and forth between). */
const KEPT_PATHS = 20;

/**
 * The routes matching a path, worked out once per path: react-router flattens and ranks the whole
 * tree at each match (a few milliseconds on a phone), and `useRoutes` matched again at each render of
 * the routes, besides the guard's own match.
 */
export function matchesFor(tree: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = matchesOf.get(tree);
  if (!byPath) {
    byPath = new Map();
    matchesOf.set(tree, byPath);
  }
  let matches = byPath.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(tree, pathname);
    if (byPath.size >= KEPT_PATHS) byPath.delete(byPath.keys().next().value as string);
    byPath.set(pathname, matches);
  }
  return matches;
}

/** The route tree at the router's location, with the deepest route's guard for the shell. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const tree = elementRoutes(routes);
  const matches = matchesFor(tree, pathname);
  // What `useRoutes` draws for a tree at the top (no parent route), from the matches above.
  const element = useMemo(() => renderMatches(matches), [matches]);
  const routeHandle = useMemo(
    (): RouteHandle | undefined =>
      (matches ?? [])
        .map(({ route }) => route.handle as unknown)
        .reverse()
        .find(isRouteHandle),
    [matches],
  );

  return (
    <RouteErrorBoundary pathname={pathname}>
      <RouteHandleContext value={routeHandle}>
        <Suspense fallback={<PageLoading />}>{element}</Suspense>
      </RouteHandleContext>
    </RouteErrorBoundary>
  );
}
