// How much each route of the built app moves while it loads (issue 12: CLS ≤ 0.02 on every page,
// signed in or not), for `npm run bench`: Chromium's own layout-shift records, those not caused by
// the user, summed over the first 5 s of a cold load, with the CPU slowed ×4 (as Lighthouse's mobile
// runs), on a phone (412 × 823 px) and a desktop (1280 × 823 px), in French, as the person the route
// is for. Every route of the bundle report must be in ROUTES, with a page to open or why it is not
// measured: the bench stops and names a route that has neither.

const WAIT_MS = 5_000;
const CPU_SLOWDOWN = 4;
export const WIDTHS = [412, 1280];

/**
 * @typedef {{ get: (path: string) => Promise<any>, post: (path: string) => Promise<any> }} Api
 * @typedef {'a visitor' | 'the member' | 'the ambassador' | 'a new user' | 'a new user past the terms'} Role
 * @typedef {{ as: Role, path: string | ((api: Api) => Promise<string | null>) } | { skip: string }} RouteToMeasure
 */

/** @type {Record<string, RouteToMeasure>} The bundle report's routes: who opens them, and where. */
export const ROUTES = {
  '/login': { as: 'a visitor', path: '/login' },
  '/forgot-password': { as: 'a visitor', path: '/forgot-password' },
  '/reset-password': {
    as: 'a visitor',
    path: '/reset-password/not-a-token?email=someone%40example.com',
  },
  '/legal': { as: 'a visitor', path: '/terms' },
  '/not-found': { as: 'a visitor', path: '/no-such-page' },
  '/blocked': { skip: 'only for an account whose identity check was blocked' },
  '/onboarding/home': { as: 'a new user', path: '/onboarding/home' },
  '/onboarding/start': { as: 'a visitor', path: '/onboarding/start' },
  '/onboarding/register': { as: 'a visitor', path: '/onboarding/register' },
  '/onboarding/terms': { as: 'a new user', path: '/onboarding/terms' },
  '/onboarding/step': { as: 'a new user past the terms', path: '/onboarding/step/gender' },
  '/onboarding/success': { as: 'a new user past the terms', path: '/onboarding/success' },
  '/share/member/:id': {
    as: 'a visitor',
    // A link the member makes (the visitor's session is the member's, for this request only).
    path: async (api) => {
      const account = await api.get('/account');
      const made = await api.post(`/members/${account.data.member.id}/links`);
      const url = new URL(made.member_shareable_link.url);
      return `${url.pathname}${url.search}`;
    },
  },
  '/member/search': { as: 'the member', path: '/member/search' },
  '/member/favorites': { as: 'the member', path: '/member/favorites' },
  '/member/profile/:member': {
    as: 'the member',
    path: async (api) => {
      const found = await api.get('/members');
      return found.data[0] ? `/member/profile/${found.data[0].id}` : null;
    },
  },
  '/member/messages': { as: 'the member', path: '/member/messages' },
  '/member/messages/:conversation': {
    as: 'the member',
    path: async (api) => {
      const conversations = await api.get('/conversations');
      return conversations.data[0] ? `/member/messages/${conversations.data[0].id}` : null;
    },
  },
  '/member/messages/video-chat': { skip: 'only during a call' },
  '/member/personal-development': { as: 'the member', path: '/member/personal-development' },
  '/member/personal-development/list': {
    as: 'the member',
    path: '/member/personal-development/article',
  },
  '/member/personal-development/:article': {
    as: 'the member',
    path: async (api) => {
      const articles = await api.get('/api/content/articles?type=article');
      return articles.data[0] ? `/member/personal-development/${articles.data[0].id}` : null;
    },
  },
  '/member/subscription': { as: 'the member', path: '/member/subscription' },
  '/member/settings/payment-source-update': {
    as: 'the member',
    path: '/member/settings/payment-source/update',
  },
  '/ambassador': { as: 'the ambassador', path: '/ambassador' },
};
// The settings pages and the ambassador's tabs are at their own paths.
for (const page of [
  '',
  '/address',
  '/anonymous-mode',
  '/blocked-users',
  '/daily-quote',
  '/email',
  '/language',
  '/notifications',
  '/password',
  '/pause',
  '/payment-source',
  '/pictures',
  '/profile',
  '/resources',
  '/sample-pictures',
  '/secondary-conversation-rules',
  '/visibility',
])
  ROUTES[`/member/settings${page}`] = { as: 'the member', path: `/member/settings${page}` };
for (const tab of ['/media-kit', '/rewards', '/settings', '/sharing-tools'])
  ROUTES[`/ambassador${tab}`] = { as: 'the ambassador', path: `/ambassador${tab}` };

/**
 * Signs a browser context in as the app's own sign-in leaves it: the session's cookies (`name=value`)
 * and the app's `logged_in` flag, set on a static file of the origin so no app code is cached.
 * @param {import('playwright').BrowserContext} context
 * @param {string} origin
 * @param {string[]} cookies
 */
export async function signInContext(context, origin, cookies) {
  await context.addCookies(
    cookies.map((pair) => ({
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      url: origin,
    })),
  );
  const page = await context.newPage();
  await page.goto(`${origin}/manifest.webmanifest`);
  await page.evaluate(() => globalThis.localStorage.setItem('logged_in', '1'));
  await page.close();
}

/**
 * @param {object} options
 * @param {import('playwright').Browser} options.browser
 * @param {string} options.origin
 * @param {string[]} options.routes the bundle report's routes
 * @param {Record<Exclude<Role, 'a visitor'>, string[]>} options.sessions each role's cookies (`name=value`)
 * @param {(message: string) => void} options.note progress
 * @returns {Promise<Map<string, { as?: Role, path?: string, landed?: Record<number, string>, shifts?: Record<number, number>, skip?: string }>>}
 *   per route: who opened it, where, where each width ended (a page may send on), and its shift
 */
export async function measureLayoutShifts({ browser, origin, routes, sessions, note }) {
  const missing = routes.filter((route) => !(route in ROUTES));
  if (missing.length > 0)
    throw new Error(
      `Layout shifts: no page to open for ${missing.join(', ')} (scripts/layout-shifts.mjs).`,
    );
  /** A signed-in browser's state: the role's cookies and the app's `logged_in` flag. */
  const states = new Map();
  async function stateOf(role) {
    if (role === 'a visitor') return undefined;
    if (states.has(role)) return states.get(role);
    const context = await browser.newContext();
    await signInContext(context, origin, sessions[role]);
    const state = await context.storageState();
    await context.close();
    states.set(role, state);
    return state;
  }
  /** The API as the member (the dynamic routes' ids): JSON, or an error. */
  async function memberApi() {
    const context = await browser.newContext({ storageState: await stateOf('the member') });
    const xsrf = async () =>
      decodeURIComponent(
        (await context.cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
      );
    const call = async (method, path) => {
      const response = await context.request.fetch(`${origin}/backend${path}`, {
        method,
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrf() },
      });
      if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()}`);
      return response.json();
    };
    return {
      api: { get: (path) => call('GET', path), post: (path) => call('POST', path) },
      close: () => context.close(),
    };
  }

  const member = await memberApi();
  const results = new Map();
  try {
    for (const route of routes) {
      const plan = ROUTES[route];
      if ('skip' in plan) {
        results.set(route, { skip: plan.skip });
        continue;
      }
      const path = typeof plan.path === 'string' ? plan.path : await plan.path(member.api);
      if (path === null) {
        results.set(route, { as: plan.as, skip: 'nothing of the kind for this member' });
        continue;
      }
      const result = { as: plan.as, path, landed: {}, shifts: {} };
      for (const width of WIDTHS) {
        note(`Layout shift: ${path} as ${plan.as}, ${width} px`);
        const measured = await measureOne(browser, {
          url: `${origin}${path}`,
          width,
          storageState: await stateOf(plan.as),
        });
        result.shifts[width] = measured.shift;
        result.landed[width] = measured.landed;
      }
      results.set(route, result);
    }
  } finally {
    await member.close();
  }
  return results;
}

/** One cold load: the layout shifts not caused by the user in its first 5 s, and where it ended. */
async function measureOne(browser, { url, width, storageState }) {
  const context = await browser.newContext({
    locale: 'fr-CA',
    viewport: { width, height: 823 },
    storageState,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts = [];
      Object.assign(globalThis, { benchShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForTimeout(WAIT_MS);
    const shift = await page.evaluate(() =>
      globalThis.benchShifts.reduce((sum, value) => sum + value, 0),
    );
    const landed = new URL(page.url());
    return { shift, landed: `${landed.pathname}${landed.search}` };
  } finally {
    await context.close();
  }
}
