import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { stepsFor } from '../../../openapi/lib/onboarding';
import { chromiumArgs, chromiumPath, urls } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { pngPicture } from './png';
import { texts, type Language, type Texts } from './texts';

/** Someone new for each run (the e2e database is kept between runs). */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Day of the month, month (1-12) and year of birth. */
  birthday: { day: number; month: number; year: number };
}

function letters(count: number): string {
  return Array.from({ length: count }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

export function newPerson(tag: string, lastName?: string): Person {
  const suffix = letters(6);
  return {
    firstName: `Camille${suffix}`,
    lastName: lastName ?? `Tremblay${letters(4)}`,
    email: `${tag}-${Date.now()}-${suffix}@e2e.example`,
    password: 'Bonjour2026!',
    birthday: {
      day: 1 + Math.floor(Math.random() * 27),
      month: 5,
      year: 1985 + Math.floor(Math.random() * 10),
    },
  };
}

const shots = new WeakMap<TestInfo, number>();

/** A screenshot of the page, numbered in order and kept in the test's output folder (an artefact). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const count = (shots.get(testInfo) ?? 0) + 1;
  shots.set(testInfo, count);
  const path = testInfo.outputPath(`${String(count).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The step shown now (from the URL), once its title is on screen. */
export async function currentStep(page: Page): Promise<string> {
  await expect(page.locator('[data-slot=onboarding-step-title]')).toBeVisible();
  const step = /\/onboarding\/step\/([^/?#]+)/.exec(page.url())?.[1];
  if (!step) throw new Error(`Not on a wizard step: ${page.url()}`);
  return step;
}

const next = (page: Page) => page.locator('[data-slot=onboarding-step-next]');

/** Presses Next and waits for the next page. */
export async function goNext(page: Page): Promise<void> {
  const before = page.url();
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await page.waitForURL((url) => url.href !== before);
}

/** From /onboarding/home: start, register with email, and land on the terms. */
export async function register(page: Page, t: Texts, person: Person, testInfo: TestInfo) {
  await page.goto('/onboarding/home');
  await expect(page.locator('html')).toHaveAttribute('lang', t.htmlLang);
  await shot(page, testInfo, 'onboarding-home');
  await page.getByRole('link', { name: t.createAccount }).click();
  await expect(page).toHaveURL(/\/onboarding\/start/);
  await shot(page, testInfo, 'onboarding-start');
  await page.getByRole('link', { name: t.withEmail }).click();
  await expect(page).toHaveURL(/\/onboarding\/register/);
  await page.getByLabel(t.email).fill(person.email);
  await page.getByLabel(t.firstName).fill(person.firstName);
  await page.getByLabel(t.lastName, { exact: true }).fill(person.lastName);
  const submit = page.getByRole('button', { name: t.register });
  await page.getByLabel(t.password, { exact: true }).fill('court');
  await page.getByLabel(t.confirmation).fill('court');
  // The password rule holds back the button.
  await expect(submit).toBeDisabled();
  await page.getByLabel(t.password, { exact: true }).fill(person.password);
  await page.getByLabel(t.confirmation).fill(person.password);
  await shot(page, testInfo, 'onboarding-register');
  await submit.click();
  await expect(page).toHaveURL(/\/onboarding\/terms/);
}

/** Scrolls the terms to their end and accepts them (newsletter ticked by default). */
export async function acceptTerms(page: Page, t: Texts, testInfo: TestInfo) {
  const accept = page.getByRole('button', { name: t.accept });
  await expect(accept).toBeDisabled();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await shot(page, testInfo, 'onboarding-terms');
  await page.getByRole('region', { name: t.terms }).evaluate((box) => {
    box.scrollTo({ top: box.scrollHeight });
  });
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page).toHaveURL(/\/onboarding\/step\/gender/);
}

/** Answers a question step: the first choice of each question left invalid, until Next is allowed. */
async function answerQuestions(page: Page): Promise<void> {
  const content = page.locator('[data-slot=onboarding-step-content]');
  // The saved answers load first.
  await content.locator('[data-slot=question-input]').first().waitFor();
  for (let round = 0; round < 8 && (await next(page).isDisabled()); round++) {
    const open = content.locator('[data-slot=question-input][data-state=invalid]').last();
    if ((await open.count()) === 0) {
      await page.waitForTimeout(200);
      continue;
    }
    const own = open.locator('> [data-slot=field]').first();
    const radios = own.locator('[data-slot=radio-group-item]');
    const options = own.locator(
      '[data-slot=multi-select-option][data-state=unchecked]:not([data-cancel-others])',
    );
    if ((await radios.count()) > 0) await radios.first().click();
    else if ((await options.count()) > 0) await options.first().click();
    else if ((await own.getByRole('combobox').count()) > 0) {
      // A native select: its first real option (the placeholder is disabled).
      await own.getByRole('combobox').first().selectOption({ index: 1 });
    } else if ((await own.getByRole('spinbutton').count()) > 0) {
      await own.getByRole('spinbutton').first().fill('168');
    } else await own.getByRole('textbox').first().fill('Une réponse sincère et assez longue.');
  }
}

/**
 * Walks the wizard from the current step, answering each one, and stops on `stop` (not answered).
 * Every step is photographed and checked by axe.
 */
export async function walkSteps(page: Page, t: Texts, testInfo: TestInfo, stop: string) {
  for (let guard = 0; guard < 40; guard++) {
    const step = await currentStep(page);
    await shot(page, testInfo, `step-${step}`);
    await expectNoAxeViolations(page, `the wizard's step ${step}`);
    if (step === stop) return;
    switch (step) {
      case 'gender':
        await expect(next(page)).toBeDisabled();
        await page.getByRole('radio', { name: t.gender }).click();
        break;
      case 'sexual-orientation':
        await page
          .locator('[data-slot=multi-select-option]', { hasText: new RegExp(`^${t.orientation}$`) })
          .click();
        break;
      case 'introduction':
        await page.getByLabel(t.profileTitle).fill('Curieuse et souriante');
        await page.getByLabel(t.about).fill('J’aime la randonnée, les livres et les longs repas.');
        await page.getByLabel(t.seeking).fill('Quelqu’un de sincère, drôle et attentionné.');
        break;
      case 'long-questions':
        await page
          .locator('[data-slot=question-input] textarea')
          .first()
          .fill('Une relation saine, c’est se parler franchement et se laisser grandir.');
        break;
      case 'introduction-video':
      case 'short-questions':
      case 'audio-introduction':
      case 'pictures-video':
        // Nothing required.
        break;
      default:
        await answerQuestions(page);
    }
    await goNext(page);
  }
  throw new Error(`Never reached ${stop}`);
}

/** A select by its label (whose name may end with the required mark). */
function select(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('combobox', { name: new RegExp(`^${escaped}\\*?$`) });
}

/** Chooses an option of a native select by its text, as the keyboard or the system's list does. */
async function choose(page: Page, name: string, option: string) {
  await select(page, name).selectOption({ label: option });
}

/** Fills the identity form (the consent box last). */
export async function fillIdentity(page: Page, t: Texts, person: Person) {
  await page.getByLabel(t.firstName).fill(person.firstName);
  await page.getByLabel(t.lastName, { exact: true }).fill(person.lastName);
  await choose(page, t.day, String(person.birthday.day));
  // The months' options follow the placeholder.
  await select(page, t.month).selectOption({ index: person.birthday.month });
  await choose(page, t.year, String(person.birthday.year));
  await page.getByLabel(t.address, { exact: true }).fill('1234 rue Saint-Denis');
  await page.keyboard.press('Escape');
  await page.getByLabel(t.city, { exact: true }).fill('Montréal');
  await choose(page, t.province, t.quebec);
  await page.getByLabel(t.postalCode).fill('H2X 3K7');
  await expect(next(page)).toBeDisabled();
  await page.getByRole('checkbox', { name: new RegExp(t.consent) }).click();
}

/** Chooses a picture in the uploader of `scope` and validates the crop. */
export async function uploadPicture(
  page: Page,
  t: Texts,
  scope: string,
  colour: [number, number, number],
) {
  await page
    .locator(`${scope} input[type=file]`)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngPicture(400, colour) });
  await page.getByRole('button', { name: t.crop }).click();
}

/** The password of every seeded demo account (`apps/api/src/seed`). */
export const DEMO_PASSWORD = 'Demo2026!';

export interface SignIn {
  /** The page's language (`/login?locale=`): the form is filled by its labels in it. */
  language: Language;
  /** Where to land after the sign-in (`?redirect=`); the home rule decides without it. */
  redirect?: string;
  password?: string;
}

/**
 * Signs in through the form; false when the server refuses the password (the page stays on /login),
 * true once the page has left /login.
 */
export async function trySignIn(page: Page, email: string, options: SignIn): Promise<boolean> {
  const t = texts[options.language];
  const query = new URLSearchParams({ locale: options.language });
  if (options.redirect !== undefined) query.set('redirect', options.redirect);
  await page.goto(`/login?${query.toString()}`);
  await expect(page.locator('html')).toHaveAttribute('lang', t.htmlLang);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/login$/.test(response.url()),
  );
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  if (!(await answer).ok()) return false;
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return true;
}

/** Signs in through the form (a seeded account: the demo password unless told). */
export async function signIn(page: Page, email: string, options: SignIn): Promise<void> {
  expect(await trySignIn(page, email, options), `${email} signs in`).toBe(true);
}

/** The two runs of a journey: French on a desktop, English on a phone (language and width). */
export const RUNS = [
  ['fr', 1280],
  ['en', 390],
] as const;

/** A browser context in that language, that wide. */
export function contextOptions(language: Language, width: number) {
  return {
    viewport: { width, height: 900 },
    locale: language === 'fr' ? 'fr-CA' : 'en-CA',
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** A browser context of its own (another person's device), signed in as `email`. */
export async function openSession(
  browser: Browser,
  email: string,
  options: SignIn & { width: number },
): Promise<Session> {
  const context = await browser.newContext(contextOptions(options.language, options.width));
  const page = await context.newPage();
  await signIn(page, email, options);
  return { context, page };
}

/**
 * The browser of playwright.config.ts with Chromium's fake camera and microphone (and no permission
 * prompt), plus `extra` switches: `test.use({ launchOptions: withFakeMedia() })`.
 */
export function withFakeMedia(...extra: string[]) {
  return {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...extra,
    ],
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An API answer: its status and its JSON body (null when it has none). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls the API as the signed-in browser (its cookies, and the CSRF header for unsafe calls), whatever
 * the answer.
 */
export async function apiCall(
  page: Page,
  method: Method,
  path: string,
  data?: unknown,
  /** Where the API is: the journeys' own by default (a journey with its own origin passes it). */
  api: string = urls.api,
): Promise<ApiAnswer> {
  const cookies = await page.context().cookies(api);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.fetch(`${api}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    body = text;
  }
  return { status: response.status(), body };
}

/** Calls the API as the signed-in browser and expects a success: its JSON body (none for a 204). */
export async function callApi(page: Page, method: Method, path: string, data?: unknown) {
  const answer = await apiCall(page, method, path, data);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body ?? undefined;
}

/** The signed-in user (`GET /account`), as much of it as the journey reads. */
export async function currentAccount<T>(page: Page): Promise<T> {
  const { data } = (await callApi(page, 'GET', '/account')) as { data: T };
  return data;
}

/** What the messaging journeys read of a member's account (`GET /account`). */
export interface MessagingAccount {
  id: number;
  first_name: string;
  birthday: string | null;
  member: {
    subscribed?: boolean;
    paused?: boolean;
    suspended?: boolean;
    onboarding_completed?: boolean;
  } | null;
}

/**
 * The first `count` members of `pool` who may message (subscribed, not paused nor suspended, done
 * with the wizard), each signed in in a browser context of their own; the others' contexts are closed.
 */
export async function membersWhoMayMessage(
  browser: Browser,
  pool: readonly string[],
  count: number,
  options: SignIn & { width: number },
): Promise<(Session & { account: MessagingAccount })[]> {
  const members: (Session & { account: MessagingAccount })[] = [];
  for (const email of pool) {
    const session = await openSession(browser, email, options);
    const account = await currentAccount<MessagingAccount>(session.page);
    const member = account.member;
    if (
      member?.subscribed === true &&
      member.paused !== true &&
      member.suspended !== true &&
      member.onboarding_completed !== false
    ) {
      members.push({ ...session, account });
      if (members.length === count) return members;
    } else await session.context.close();
  }
  throw new Error(`Fewer than ${String(count)} members of the pool may message.`);
}

/** A settings page reached from the settings index by its link. */
export interface Setting {
  /** The link's name on the settings index. */
  link: string;
  /** The page's title (its level-1 heading): the link's name unless told. */
  title?: string;
  /** Where the link leads. */
  path: RegExp;
}

/**
 * From the settings index (its title `settings` on screen), through its link, to a settings page: its
 * URL and its title on screen.
 */
export async function openSetting(page: Page, settings: string, setting: Setting) {
  await page.goto('/member/settings');
  await expect(page.getByRole('heading', { level: 1, name: settings })).toBeVisible();
  await page.getByRole('link', { name: setting.link, exact: true }).click();
  await expect(page).toHaveURL(setting.path);
  await expect(
    page.getByRole('heading', { level: 1, name: setting.title ?? setting.link }),
  ).toBeVisible();
}

export interface PairAccount {
  id: number;
  first_name: string;
  member: { id: number } | null;
}

/** Lifts any block between the signed-in user of `page` and `other` (left by an earlier run). */
export async function unblock(page: Page, other: PairAccount) {
  const { data } = (await callApi(page, 'GET', '/member-blocks')) as {
    data?: { id: number; pivot?: { id: number } }[];
  };
  for (const entry of data ?? []) {
    if (entry.id === other.member?.id && entry.pivot) {
      await callApi(page, 'DELETE', `/member-blocks/${String(entry.pivot.id)}`);
    }
  }
}

export interface Pair {
  a: Page;
  b: Page;
  aAccount: PairAccount;
  bAccount: PairAccount;
  conversationId: number;
  contexts: BrowserContext[];
}

/**
 * A and B (the first of `candidates` that A can write to), each in a browser context of their own, on
 * `redirect`, with their conversation (created or reused) and no block between them.
 */
export async function openPair(
  browser: Browser,
  options: SignIn & { width: number; a: string; candidates: string[] },
): Promise<Pair> {
  const { context: aContext, page: a } = await openSession(browser, options.a, options);
  const aAccount = await currentAccount<PairAccount>(a);
  for (const email of options.candidates) {
    const { context: bContext, page: b } = await openSession(browser, email, options);
    const bAccount = await currentAccount<PairAccount>(b);
    await unblock(a, bAccount);
    await unblock(b, aAccount);
    const started = await apiCall(a, 'POST', '/conversations', { user_id: bAccount.id });
    if (started.status === 201 || started.status === 200) {
      const conversationId = (started.body as { data: { id: number } }).data.id;
      return { a, b, aAccount, bAccount, conversationId, contexts: [aContext, bContext] };
    }
    await bContext.close();
  }
  throw new Error('No seeded member could be written to.');
}

/**
 * The first-search modal opens by itself (800 ms after the search) on a member's first visit, over the
 * page: closed when the account says it is one (`done` is its button's label in the page's language).
 */
export async function closeFirstSearchModal(page: Page, done: string) {
  const { data } = (await callApi(page, 'GET', '/account')) as {
    data: { metadata?: { first_search?: boolean } };
  };
  const button = page.getByRole('button', { name: done });
  if (data.metadata?.first_search) await button.click();
  await expect(button).toBeHidden();
}

interface QuestionNode {
  name: string;
  dependent_questions?: QuestionNode[] | null;
}

/**
 * Records the wizard steps one by one up to `step` (the server takes one step at a time), for
 * journeys about a later step; then opens it.
 */
export async function fastForward(page: Page, step: string) {
  const { data } = (await callApi(page, 'GET', '/questions')) as { data: QuestionNode[] };
  // The wizard's steps for this questionnaire, walked as the API and the app walk it.
  const present: string[] = stepsFor(data);
  for (const candidate of present.slice(1, present.indexOf(step) + 1)) {
    await callApi(page, 'PATCH', '/onboarding/step', { step: candidate });
  }
  await page.goto(`/onboarding/step/${step}`);
  expect(await currentStep(page)).toBe(step);
}
