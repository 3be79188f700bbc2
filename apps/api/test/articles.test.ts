import { unwrap, type ApiClient } from '@app/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import { ARTICLES, SPECIALISTS } from '../src/data/articles';
import { DAILY_QUOTES } from '../src/data/content';
import {
  articleVotes,
  articles,
  dailyQuotes,
  memberBlocks,
  members,
  type specialists,
} from '../src/db/schema';
import { translate } from '../src/i18n/messages';
import { sanitizeBody } from '../src/modules/articles/sanitize';
import { seedContent } from '../src/seed/content';
import { startTestApi, type TestApi } from './support/api';
import {
  activeMember,
  addArticle,
  addSpecialist,
  failure,
  signedIn,
  subscribe,
  type SignedIn,
} from './support/member-area-factories';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
let clock = NOW;

let server: TestApi;
let fortin: typeof specialists.$inferSelect;
let bergeron: typeof specialists.$inferSelect;
/** Ids by title, French rows. */
const ids = new Map<string, number>();

beforeAll(async () => {
  server = await startTestApi();
  server.services.now = () => new Date(clock);
  fortin = await addSpecialist(server, 'Marie-Claude Fortin');
  bergeron = await addSpecialist(server, 'Julien Bergeron');
  // Eight French pieces, newest first: A1 … A8; and three English ones.
  const plan = [
    { title: 'A1 Écoute', type: 'article', accessLevel: 'public', specialistId: fortin.id },
    { title: 'A2 Valeurs', type: 'article', accessLevel: 'member', specialistId: fortin.id },
    { title: 'A3 Respirer', type: 'video', accessLevel: 'public', specialistId: bergeron.id },
    { title: 'A4 Atelier', type: 'video', accessLevel: 'vip', specialistId: bergeron.id },
    { title: 'A5 Programme', type: 'article', accessLevel: 'vip', specialistId: fortin.id },
    { title: 'A6 Attachement', type: 'article', accessLevel: 'member', specialistId: bergeron.id },
    { title: 'A7 Rupture', type: 'article', accessLevel: 'public', specialistId: fortin.id },
    { title: 'A8 Solitude', type: 'video', accessLevel: 'member', specialistId: fortin.id },
  ] as const;
  for (const [index, item] of plan.entries()) {
    const row = await addArticle(server, {
      ...item,
      subtitle: index === 6 ? 'Rebondir après 100% de chagrin' : `Sous-titre ${index + 1}`,
      body: `<p>Texte ${item.title}</p>`,
      videoUrl: item.type === 'video' ? `https://videos.rencontres.example/${index}.mp4` : null,
      embedVideoUrl:
        item.type === 'video' ? `https://videos.rencontres.example/embed/${index}` : null,
      imagePath: `content/articles/${index}.jpg`,
      createdAt: new Date(NOW - (index + 1) * DAY),
    });
    ids.set(item.title, row.id);
  }
  for (const [index, title] of ['E1 Listening', 'E2 Values', 'E3 Breathe'].entries()) {
    const row = await addArticle(server, {
      locale: 'en',
      title,
      subtitle: `Subtitle ${index + 1}`,
      specialistId: fortin.id,
      createdAt: new Date(NOW - (index + 1) * DAY),
    });
    ids.set(title, row.id);
  }
  const internal = await addArticle(server, {
    title: 'Interne',
    specialistId: fortin.id,
    isInternal: true,
    createdAt: new Date(NOW),
  });
  ids.set('Interne', internal.id);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  clock = NOW;
});
afterEach(() => {
  expect(server.violations).toEqual([]);
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
});

const id = (title: string) => {
  const found = ids.get(title);
  if (found === undefined) throw new Error(`no article ${title}`);
  return found;
};

type ListQuery = NonNullable<
  Parameters<ApiClient['GET']>[1] extends infer O
    ? O extends { params?: infer P }
      ? P
      : never
    : never
>;
async function list(api: ApiClient, query: Record<string, unknown> = {}) {
  return unwrap(
    api.GET('/api/content/articles', { params: { query } as ListQuery } as never),
  ) as Promise<{
    data: { id: number; title: string; can: { view: boolean }; body: string | null }[];
    meta: { current_page: number; last_page: number; total: number; per_page?: number };
  }>;
}
const titles = (page: { data: { title: string }[] }) => page.data.map((a) => a.title);

let subscriber: SignedIn | undefined;
async function activeSubscriber(): Promise<SignedIn> {
  subscriber ??= await signedIn(server, { member: activeMember(new Date(NOW)) });
  return subscriber;
}

describe('GET api/content/articles', () => {
  it('lists six per page, newest first, in the request language, without internal content', async () => {
    const { api } = await activeSubscriber();
    const first = await list(api);
    expect(titles(first)).toEqual([
      'A1 Écoute',
      'A2 Valeurs',
      'A3 Respirer',
      'A4 Atelier',
      'A5 Programme',
      'A6 Attachement',
    ]);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 8, per_page: 6 });
    const second = await list(api, { page: 2 });
    expect(titles(second)).toEqual(['A7 Rupture', 'A8 Solitude']);
    expect(second.meta.current_page).toBe(2);
    const beyond = await list(api, { page: 9 });
    expect(beyond.data).toEqual([]);
    const three = await list(api, { per_page: 3 });
    expect(three.meta).toMatchObject({ last_page: 3, per_page: 3 });
    const english = await signedIn(server, { locale: 'en' });
    expect(titles(await list(english.api))).toEqual(['E1 Listening', 'E2 Values', 'E3 Breathe']);
    const internal = await list(api, { is_internal: true });
    expect(titles(internal)).toEqual(['Interne']);
  });

  it('filters by type, access levels, owner and search, and sorts by owner', async () => {
    const { api } = await activeSubscriber();
    expect(titles(await list(api, { type: 'video', access_level: ['public', 'member'] }))).toEqual([
      'A3 Respirer',
      'A8 Solitude',
    ]);
    expect(
      titles(await list(api, { type: 'article', access_level: ['public', 'member'] })),
    ).toEqual(['A1 Écoute', 'A2 Valeurs', 'A6 Attachement', 'A7 Rupture']);
    expect(titles(await list(api, { access_level: ['vip'] }))).toEqual([
      'A4 Atelier',
      'A5 Programme',
    ]);
    expect(titles(await list(api, { ownerable_id: bergeron.id }))).toEqual([
      'A3 Respirer',
      'A4 Atelier',
      'A6 Attachement',
    ]);
    // Case-insensitive, in titles and subtitles; `%` is searched for as it is.
    expect(titles(await list(api, { search: 'VALEURS' }))).toEqual(['A2 Valeurs']);
    expect(titles(await list(api, { search: 'sous-titre 3' }))).toEqual(['A3 Respirer']);
    expect(titles(await list(api, { search: '100%' }))).toEqual(['A7 Rupture']);
    expect(titles(await list(api, { search: '%' }))).toEqual(['A7 Rupture']);
    expect((await list(api, { search: 'introuvable' })).meta).toMatchObject({
      total: 0,
      last_page: 1,
    });
    const byOwner = await list(api, { sort: '-ownerable_id', per_page: 20 });
    const owners = byOwner.data.map((a) => (a as unknown as { owner: { id: number } }).owner.id);
    expect(owners).toEqual([...owners].sort((a, b) => b - a));
  });

  it('refuses bad parameters with 422, never a 500', async () => {
    const { api } = await activeSubscriber();
    for (const query of [
      { type: 'podcast' },
      { access_level: ['gold'] },
      { per_page: 0 },
      { page: 0 },
      { sort: 'title' },
      { ownerable_id: 'abc' },
      { is_internal: 'maybe' },
    ]) {
      const error = await failure(list(api, query));
      expect(error.status, JSON.stringify(query)).toBe(422);
    }
  });

  it('answers numbers up to the 32-bit limit with an empty page, and past it with 422, never a 500', async () => {
    const { api } = await activeSubscriber();
    const largest = 2_147_483_647;
    for (const query of [{ page: largest }, { per_page: largest }, { ownerable_id: largest }]) {
      const page = await list(api, query);
      expect(page.meta.total, JSON.stringify(query)).toBe(query.ownerable_id ? 0 : 8);
      if (!query.per_page) expect(page.data).toEqual([]);
    }
    expect((await list(api, { per_page: largest })).meta.per_page).toBe(50);
    // Past what a column holds, the contract refuses (issue 11).
    for (const query of [
      { page: 1e12 },
      { per_page: 1e12 },
      { ownerable_id: 1e12 },
      { ownerable_id: -1e12 },
    ]) {
      const error = await failure(list(api, query));
      expect(error.status, JSON.stringify(query)).toBe(422);
    }
  });

  it('needs a signed-in user', async () => {
    const { api } = server.client({ mode: 'token' });
    expect((await failure(list(api))).status).toBe(401);
  });
});

describe('GET api/content/articles/{article}', () => {
  const detail = async (api: ApiClient, article: number) =>
    (await unwrap(api.GET('/api/content/articles/{article}', { params: { path: { article } } })))
      .data;

  it('lets the subscription decide can.view, and withholds what may not be viewed', async () => {
    const inactive = await signedIn(server);
    const trial = await signedIn(server, {
      member: {
        subscriptionStatus: 'trial',
        trialEndDate: new Date(NOW + 3 * DAY),
        onboardingCompleted: true,
      },
    });
    const threeMonths = await signedIn(server, { member: activeMember(new Date(NOW)) });
    await subscribe(server, threeMonths.user.id, 1);
    const sixMonths = await signedIn(server, { member: activeMember(new Date(NOW)) });
    await subscribe(server, sixMonths.user.id, 2);
    const ambassadorOnly = await signedIn(server, { member: false });
    const matrix: [SignedIn, Record<'public' | 'member' | 'vip', boolean>][] = [
      [inactive, { public: true, member: false, vip: false }],
      [trial, { public: true, member: true, vip: false }],
      [threeMonths, { public: true, member: true, vip: false }],
      [sixMonths, { public: true, member: true, vip: true }],
      [ambassadorOnly, { public: true, member: false, vip: false }],
    ];
    const samples = { public: 'A3 Respirer', member: 'A8 Solitude', vip: 'A4 Atelier' } as const;
    for (const [who, expected] of matrix) {
      for (const level of ['public', 'member', 'vip'] as const) {
        const article = await detail(who.api, id(samples[level]));
        expect(article.can.view, `${who.user.email} ${level}`).toBe(expected[level]);
        if (expected[level]) {
          expect(article.body).toContain('Texte');
          expect(article.video_url).toMatch(/^https:\/\/videos/);
          expect(article.embed_video_url).toMatch(/embed/);
        } else {
          expect(article.body).toBeNull();
          expect(article.video_url).toBeNull();
          expect(article.embed_video_url).toBeNull();
        }
        expect(article.title).toBe(samples[level]);
        expect(article.owner.name).toBe(
          level === 'member' ? 'Marie-Claude Fortin' : 'Julien Bergeron',
        );
        expect(article.image_path).toContain('/storage/files/');
      }
    }
    // The list withholds the same way.
    const page = await list(inactive.api, { access_level: ['member'] });
    expect(page.data.every((a) => !a.can.view && a.body === null)).toBe(true);

    // A trial that ended opens public content only.
    clock = NOW + 4 * DAY;
    expect((await detail(trial.api, id('A8 Solitude'))).can.view).toBe(false);
  });

  it('serves the owner, and a body sanitised again on the way out', async () => {
    const { api } = await activeSubscriber();
    const dirty = await addArticle(server, {
      title: 'Zz piégé',
      specialistId: fortin.id,
      createdAt: new Date(NOW - 400 * DAY),
      body: '<p onclick="steal()">Bonjour <script>alert(1)</script><a href="javascript:alert(1)">lien</a> <a href="https://exemple.ca">site</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe></p>',
    });
    const article = await detail(api, dirty.id);
    expect(article.body).toBe(
      '<p>Bonjour <a>lien</a> <a href="https://exemple.ca" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
    expect(article.owner).toMatchObject({
      id: fortin.id,
      name: 'Marie-Claude Fortin',
      title: 'Psychologue',
      short_description: 'Elle aide les couples.',
      url: 'https://www.rencontres.example/specialistes/test',
    });
    expect(article.owner.profile_image_path).toContain('/storage/files/content%2Fspecialists');
    expect(article.my_vote).toBeNull();
    await server.services.db.delete(articles).where(eq(articles.id, dirty.id));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { api } = await activeSubscriber();
    expect(
      (
        await failure(
          unwrap(
            api.GET('/api/content/articles/{article}', { params: { path: { article: 999999 } } }),
          ),
        )
      ).status,
    ).toBe(404);
    const web = await signedIn(server, { mode: 'session' });
    for (const path of ['abc', '0', '-1', '1.5', '99999999999', '2147483648'])
      expect((await web.fetch(`${server.url}/api/content/articles/${path}`)).status, path).toBe(
        404,
      );
    const { api: guest } = server.client({ mode: 'token' });
    expect(
      (
        await failure(
          unwrap(
            guest.GET('/api/content/articles/{article}', { params: { path: { article: 1 } } }),
          ),
        )
      ).status,
    ).toBe(401);
  });
});

describe('POST api/content/articles/{id}/votes', () => {
  const vote = (api: ApiClient, article: number, score: number) =>
    unwrap(
      api.POST('/api/content/articles/{id}/votes', {
        params: { path: { id: article } },
        body: { score },
      }),
    );

  it('records 1 to 5, one vote per member, replaced by a new one', async () => {
    const { api, user } = await signedIn(server, { member: activeMember(new Date(NOW)) });
    const other = await signedIn(server, { member: activeMember(new Date(NOW)) });
    const article = id('A2 Valeurs');
    expect((await vote(api, article, 1)).message).toBe('Vote envoyé avec succès.');
    await vote(api, article, 5);
    await vote(other.api, article, 2);
    const rows = await server.services.db
      .select()
      .from(articleVotes)
      .where(and(eq(articleVotes.articleId, article), eq(articleVotes.userId, user.id)));
    expect(rows.map((r) => r.score)).toEqual([5]);
    const detail = await unwrap(
      api.GET('/api/content/articles/{article}', { params: { path: { article } } }),
    );
    expect(detail.data.my_vote).toBe(5);
    const others = await unwrap(
      other.api.GET('/api/content/articles/{article}', { params: { path: { article } } }),
    );
    expect(others.data.my_vote).toBe(2);
    const page = await list(api, { search: 'Valeurs' });
    expect((page.data[0] as unknown as { my_vote: number }).my_vote).toBe(5);
  });

  it('refuses 0, 6 and non-integers, and changes nothing', async () => {
    const { api, user } = await signedIn(server, { member: activeMember(new Date(NOW)) });
    const article = id('A1 Écoute');
    await vote(api, article, 3);
    for (const score of [0, 6, 2.5, 'five']) {
      const error = await failure(vote(api, article, score as number));
      expect(error.status, String(score)).toBe(422);
      expect(error.fieldErrors.score).toBeDefined();
    }
    const [row] = await server.services.db
      .select()
      .from(articleVotes)
      .where(and(eq(articleVotes.articleId, article), eq(articleVotes.userId, user.id)));
    expect(row?.score).toBe(3);
  });

  it('refuses content the member may not view, and unknown content', async () => {
    const { api, user } = await signedIn(server);
    expect((await failure(vote(api, id('A2 Valeurs'), 4))).status).toBe(403);
    expect((await failure(vote(api, 999999, 4))).status).toBe(404);
    const rows = await server.services.db
      .select()
      .from(articleVotes)
      .where(eq(articleVotes.userId, user.id));
    expect(rows).toEqual([]);
    const { api: guest } = server.client({ mode: 'token' });
    expect((await failure(vote(guest, id('A1 Écoute'), 4))).status).toBe(401);
  });
});

describe('GET api/content/specialists', () => {
  it('lists the owners by name', async () => {
    const { api } = await activeSubscriber();
    const { data } = await unwrap(api.GET('/api/content/specialists'));
    expect(data).toEqual([
      { id: bergeron.id, name: 'Julien Bergeron' },
      { id: fortin.id, name: 'Marie-Claude Fortin' },
    ]);
  });
});

describe('daily quotes', () => {
  const quoteOf = async (locale: 'fr' | 'en') =>
    (
      await unwrap(
        server.client({ mode: 'token' }).api.GET('/api/content/daily-quote', {
          params: { query: { locale } },
        }),
      )
    ).data;

  it('serves a published quote of the table per language, the same all day, the next one the next day', async () => {
    const { db } = server.services;
    const author = await signedIn(server);
    if (!author.member) throw new Error('no member');
    await db.insert(dailyQuotes).values([
      { locale: 'fr', text: 'Premier', author: 'Alain', authorType: 'known', status: 'published' },
      { locale: 'fr', text: 'Deuxième', authorType: 'unknown', status: 'published' },
      {
        locale: 'fr',
        text: 'Troisième',
        authorType: 'member',
        memberId: author.member.id,
        status: 'published',
      },
      { locale: 'fr', text: 'En attente', authorType: 'unknown', status: 'pending' },
      { locale: 'en', text: 'First', author: 'Alain', authorType: 'known', status: 'published' },
    ]);
    const seen = new Map<string, unknown>();
    for (let day = 0; day < 3; day++) {
      clock = Date.parse('2025-06-15T13:00:00Z') + day * DAY;
      const morning = await quoteOf('fr');
      clock += 9 * 3_600_000;
      expect(await quoteOf('fr')).toEqual(morning);
      if (morning) seen.set(morning.text, morning);
    }
    expect([...seen.keys()].sort()).toEqual(['Deuxième', 'Premier', 'Troisième']);
    expect(seen.get('Premier')).toEqual({
      text: 'Premier',
      author: 'Alain',
      author_type: 'known',
      member: null,
    });
    expect(seen.get('Deuxième')).toMatchObject({ author: null, author_type: 'unknown' });
    expect(seen.get('Troisième')).toMatchObject({
      author_type: 'member',
      member: { id: author.member.id, user: { first_name: 'Camille' } },
    });
    expect((await quoteOf('en'))?.text).toBe('First');
    await db.delete(dailyQuotes);
  });

  it('links the member author only for a reader who may open their profile (spec §6)', async () => {
    const { db } = server.services;
    const at = new Date(clock);
    const author = await signedIn(server, { member: activeMember(at) });
    const reader = await signedIn(server, { member: activeMember(at) });
    const blocker = await signedIn(server, { member: activeMember(at) });
    if (!author.member || !reader.member || !blocker.member) throw new Error('no member');
    await db.insert(memberBlocks).values({
      memberId: blocker.member.id,
      blockedMemberId: author.member.id,
    });
    await db.insert(dailyQuotes).values({
      locale: 'fr',
      text: 'Par un membre',
      authorType: 'member',
      memberId: author.member.id,
      status: 'published',
    });
    const canView = async (api: ApiClient) =>
      (await unwrap(api.GET('/api/content/daily-quote', { params: { query: { locale: 'fr' } } })))
        .data?.member?.can?.view;

    expect(await canView(reader.api)).toBe(true);
    expect(await canView(author.api)).toBe(true);
    // A block stands between them; a visitor has no profile to open any.
    expect(await canView(blocker.api)).toBe(false);
    expect(await canView(server.client({ mode: 'token' }).api)).toBe(false);
    // A paused author's profile is closed to others, not to the author.
    await db.update(members).set({ paused: true }).where(eq(members.id, author.member.id));
    expect(await canView(reader.api)).toBe(false);
    expect(await canView(author.api)).toBe(true);
    await db.delete(dailyQuotes);
  });

  it('falls back to the bundled quotes while none is published', async () => {
    const quote = await quoteOf('en');
    expect(DAILY_QUOTES.en.map((q) => q.text)).toContain(quote?.text);
  });

  describe('POST member/daily-quotes', () => {
    const submit = (api: ApiClient, body: Record<string, unknown>) =>
      unwrap(api.POST('/member/daily-quotes', { body: body as never }));
    const valid = {
      text: 'Aimer, c’est choisir chaque jour.',
      locale: 'fr',
      accept: true,
      author_type: 'member',
    };
    /** A member past onboarding: only they may propose a quote (spec §6). */
    const completed = { onboardingCompleted: true };

    it('keeps a public member’s quote pending, up to 200 characters', async () => {
      const { api, member } = await signedIn(server, { member: completed });
      if (!member) throw new Error('no member');
      await submit(api, valid);
      await submit(api, {
        ...valid,
        text: 'é'.repeat(200),
        author_type: 'known',
        author: 'Moi-même',
      });
      const rows = await server.services.db
        .select()
        .from(dailyQuotes)
        .where(eq(dailyQuotes.memberId, member.id));
      expect(rows.map((r) => [r.status, r.authorType, r.author, r.text.length])).toEqual([
        ['pending', 'member', null, valid.text.length],
        ['pending', 'known', 'Moi-même', 200],
      ]);
      // Pending quotes are not served.
      expect((await quoteOf('fr'))?.text).not.toBe(valid.text);
    });

    it('refuses 201 characters, a blank text, another language, no consent, or a known author without a name', async () => {
      const { api, member } = await signedIn(server, { locale: 'en', member: completed });
      if (!member) throw new Error('no member');
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, text: 'é'.repeat(201) }, 'text'],
        [{ ...valid, text: '' }, 'text'],
        [{ ...valid, text: '    ' }, 'text'],
        [{ ...valid, locale: 'de' }, 'locale'],
        [{ ...valid, accept: false }, 'accept'],
        [{ text: valid.text, locale: 'fr' }, 'accept'],
        [{ ...valid, author_type: 'known' }, 'author'],
        [{ ...valid, author_type: 'known', author: '  ' }, 'author'],
        [{ ...valid, author_type: 'someone' }, 'author_type'],
      ];
      for (const [body, field] of cases) {
        const error = await failure(submit(api, body));
        expect(error.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(error.fieldErrors), JSON.stringify(body)).toContain(field);
      }
      const rows = await server.services.db
        .select()
        .from(dailyQuotes)
        .where(eq(dailyQuotes.memberId, member.id));
      expect(rows).toEqual([]);
    });

    it('is only for a member whose profile is public', async () => {
      const hidden = await signedIn(server, { member: { ...completed, visibility: 'private' } });
      expect((await failure(submit(hidden.api, valid))).status).toBe(403);
      const ambassadorOnly = await signedIn(server, { member: false });
      expect((await failure(submit(ambassadorOnly.api, valid))).status).toBe(403);
      const { api: guest } = server.client({ mode: 'token' });
      expect((await failure(submit(guest, valid))).status).toBe(401);
      const rows = await server.services.db.select().from(dailyQuotes);
      expect(rows.some((r) => r.memberId === hidden.member?.id)).toBe(false);
    });

    it('is refused, as the member area refuses them, to a member mid-onboarding or blocked', async () => {
      const unfinished = await signedIn(server, { member: { onboardingCompleted: false } });
      const blocked = await signedIn(server, { user: { blocked: true }, member: completed });
      for (const [who, text] of [
        [unfinished, translate('fr', 'members.member_required')],
        [blocked, translate('fr', 'auth.blocked')],
      ] as const) {
        if (who.member?.visibility !== 'public') throw new Error('not a public profile');
        const error = await failure(submit(who.api, valid));
        expect([error.status, error.message]).toEqual([403, text]);
        if (who === blocked) expect(error.code).toBe('ACCOUNT_BLOCKED');
        // The same answer as the member area's (requireMember) to the same user.
        const elsewhere = await failure(unwrap(who.api.GET('/members')));
        expect([error.status, error.code, error.message]).toEqual([
          elsewhere.status,
          elsewhere.code,
          elsewhere.message,
        ]);
      }
      const rows = await server.services.db.select().from(dailyQuotes);
      expect(
        rows.some((r) => r.memberId === unfinished.member?.id || r.memberId === blocked.member?.id),
      ).toBe(false);
      // A public member past onboarding still proposes one.
      const { api, member } = await signedIn(server, { member: completed });
      await submit(api, valid);
      expect(
        await server.services.db
          .select()
          .from(dailyQuotes)
          .where(eq(dailyQuotes.memberId, member?.id ?? 0)),
      ).toHaveLength(1);
    });
  });
});

describe('the seeded content', () => {
  let world: TestApi;
  beforeAll(async () => {
    world = await startTestApi();
  });
  afterAll(async () => {
    await world.close();
  });

  it('has 30+ pieces written for the product, each in French and English, with owners, covers and votes', async () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
    for (const level of ['public', 'member', 'vip'] as const)
      for (const type of ['article', 'video'] as const)
        expect(
          ARTICLES.filter((a) => a.accessLevel === level && a.type === type).length,
          `${level} ${type}`,
        ).toBeGreaterThanOrEqual(3);
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    expect(
      ARTICLES.filter((a) => words(a.fr.body) >= 250 && words(a.en.body) >= 250).length,
    ).toBeGreaterThanOrEqual(5);
    for (const article of ARTICLES) {
      for (const locale of ['fr', 'en'] as const) {
        expect(words(article[locale].body), `${article.slug} ${locale}`).toBeGreaterThanOrEqual(30);
        // Written clean: sanitising changes nothing.
        expect(sanitizeBody(article[locale].body)).toBe(article[locale].body.trim());
      }
      expect(SPECIALISTS.map((s) => s.key)).toContain(article.specialist);
    }

    const member = await signedIn(world, { member: activeMember(new Date()) });
    await subscribe(world, member.user.id, 2);
    const started = Date.now();
    const summary = await seedContent(world.services.db, {
      now: new Date(),
      storage: storageFor(world.services.config),
      random: () => 0.42,
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(20_000);
    expect(summary).toMatchObject({
      specialists: SPECIALISTS.length,
      articles: ARTICLES.length * 2,
    });
    expect(summary.votes).toBeGreaterThan(0);
    expect(summary.quotes).toBeGreaterThanOrEqual(DAILY_QUOTES.fr.length + DAILY_QUOTES.en.length);

    for (const locale of ['fr', 'en'] as const) {
      const client = world.client({ mode: 'token', locale });
      await client.api.signIn({ email: member.user.email, password: 'Secret123' });
      const page = await list(client.api, { per_page: 50 });
      expect(page.meta.total).toBe(ARTICLES.length);
      const first = page.data[0] as unknown as {
        owner: { profile_image_path: string };
        image_path: string;
      };
      const cover = await fetch(first.image_path);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/jpeg');
      expect((await fetch(first.owner.profile_image_path)).status).toBe(200);
      const { data } = await unwrap(client.api.GET('/api/content/specialists'));
      expect(data).toHaveLength(SPECIALISTS.length);
      const quote = await unwrap(
        client.api.GET('/api/content/daily-quote', { params: { query: { locale } } }),
      );
      expect(quote.data?.text).toBeTruthy();
    }
    expect(world.violations).toEqual([]);
  });
});
