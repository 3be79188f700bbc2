import { expect, type Page, type TestInfo } from '@playwright/test';
import { urls } from '../../playwright.config';
import { pngPicture } from './png';
import type { Texts } from './texts';

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
      await own.getByRole('combobox').first().click();
      await page.getByRole('option').first().click();
    } else if ((await own.getByRole('spinbutton').count()) > 0) {
      await own.getByRole('spinbutton').first().fill('168');
    } else await own.getByRole('textbox').first().fill('Une réponse sincère et assez longue.');
  }
}

/**
 * Walks the wizard from the current step, answering each one, and stops on `stop` (not answered).
 * Every step is photographed.
 */
export async function walkSteps(page: Page, t: Texts, testInfo: TestInfo, stop: string) {
  for (let guard = 0; guard < 40; guard++) {
    const step = await currentStep(page);
    await shot(page, testInfo, `step-${step}`);
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

async function choose(page: Page, name: string, option: string | RegExp) {
  await select(page, name).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Fills the identity form (the consent box last). */
export async function fillIdentity(page: Page, t: Texts, person: Person) {
  await page.getByLabel(t.firstName).fill(person.firstName);
  await page.getByLabel(t.lastName, { exact: true }).fill(person.lastName);
  await choose(page, t.day, String(person.birthday.day));
  await select(page, t.month).click();
  await page
    .getByRole('option')
    .nth(person.birthday.month - 1)
    .click();
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

/** Calls the API as the signed-in browser (its cookies, and the CSRF header for unsafe calls). */
export async function callApi(
  page: Page,
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  data?: unknown,
) {
  const cookies = await page.context().cookies(urls.api);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.fetch(`${urls.api}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${String(response.status())}`).toBe(true);
  return response.status() === 204 ? undefined : ((await response.json()) as unknown);
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

const WIZARD_STEPS = [
  'gender',
  'sexual-orientation',
  'objective',
  'silhouette',
  'height',
  'languages',
  'family-situation',
  'want-to-have-children',
  'education-level',
  'current-occupation',
  'alcohol-consumption-frequency',
  'smoking',
  'food-preferences',
  'personality-traits',
  'values',
  'religious-beliefs',
  'personal-development-importance',
  'accepts-persons-with-limitations',
  'areas-of-interest',
  'introduction-video',
  'introduction',
  'short-questions',
  'long-questions',
  'audio-introduction',
  'authentication',
];

/**
 * Records the wizard steps one by one up to `step` (the server takes one step at a time), for
 * journeys about a later step; then opens it.
 */
export async function fastForward(page: Page, step: string) {
  const { data } = (await callApi(page, 'GET', '/questions')) as { data: { name: string }[] };
  const names = new Set(data.map((question) => question.name));
  const present = WIZARD_STEPS.filter(
    (candidate, index) => index < 2 || index >= 19 || names.has(candidate.replaceAll('-', '_')),
  );
  for (const candidate of present.slice(1, present.indexOf(step) + 1)) {
    await callApi(page, 'PATCH', '/onboarding/step', { step: candidate });
  }
  await page.goto(`/onboarding/step/${step}`);
  expect(await currentStep(page)).toBe(step);
}
