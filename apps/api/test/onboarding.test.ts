import { eq } from 'drizzle-orm';
import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LONG_QUESTION_NAMES,
  QUESTIONS,
  SHORT_QUESTION_NAMES,
  findQuestion,
  type Question,
} from '../src/data/questions';
import { users } from '../src/db/schema';
import { STEPS } from '../src/modules/onboarding/service';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

async function signedIn(
  options: { acceptedTerms?: boolean; locale?: 'fr' | 'en' } = {},
): Promise<ApiClient> {
  const user = await createUser(
    server.services,
    options.acceptedTerms ? { acceptedTermsDate: new Date() } : {},
  );
  const { api } = server.client({ mode: 'token', locale: options.locale ?? 'fr' });
  await api.signIn({ email: user.email, password: PASSWORD });
  return api;
}

const question = (name: Parameters<typeof findQuestion>[0]): Question => {
  const found = findQuestion(name);
  if (!found) throw new Error(`no question ${name}`);
  return found;
};
const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('content', () => {
  it('serves countries with Canada first, to visitors, in their language', async () => {
    const { api } = server.client({ mode: 'token', locale: 'en' });
    const { data } = await unwrap(api.GET('/api/content/countries'));
    expect(data[0]).toEqual({ code: 'ca', name: 'Canada' });
    expect(data.length).toBeGreaterThan(40);
  });

  it('serves the terms with their publication date', async () => {
    const { api } = server.client({ mode: 'token' });
    const { data } = await unwrap(api.GET('/api/content/terms'));
    expect(data.published_at).toBe('2022-06-20T00:00:00Z');
    expect(data.content).toContain('<h');
  });

  it('serves the daily quote per locale, and needs the locale', async () => {
    const { api } = server.client({ mode: 'token' });
    const french = await unwrap(
      api.GET('/api/content/daily-quote', { params: { query: { locale: 'fr' } } }),
    );
    const english = await unwrap(
      api.GET('/api/content/daily-quote', { params: { query: { locale: 'en' } } }),
    );
    expect(french.data?.text).toBeTruthy();
    expect(french.data?.text).not.toBe(english.data?.text);
    const missing = await failure(
      unwrap(api.GET('/api/content/daily-quote', { params: { query: {} as never } })),
    );
    expect(missing).toMatchObject({
      status: 422,
      fieldErrors: { locale: 'Le champ langue est obligatoire.' },
    });
  });

  it('records the acceptance of the terms from both calls', async () => {
    for (const accept of [
      (api: ApiClient) => api.POST('/onboarding/accept-terms'),
      (api: ApiClient) => api.PATCH('/api/content/terms/accept'),
    ]) {
      const api = await signedIn();
      expect((await unwrap(api.GET('/account'))).data.accepted_terms_date).toBeNull();
      await unwrap(accept(api));
      expect((await unwrap(api.GET('/account'))).data.accepted_terms_date).not.toBeNull();
    }
    await expect(
      unwrap(server.client({ mode: 'token' }).api.POST('/onboarding/accept-terms')),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('onboarding steps', () => {
  it('lists the steps the questionnaire backs, in the spec’s order', () => {
    expect(STEPS[0]).toBe('gender');
    expect(STEPS.at(-1)).toBe('payment');
    expect(STEPS).toHaveLength(29);
  });

  it('needs the terms accepted first', async () => {
    const api = await signedIn();
    const error = await failure(
      unwrap(api.PATCH('/onboarding/step', { body: { step: 'sexual-orientation' } })),
    );
    expect(error).toMatchObject({
      status: 422,
      fieldErrors: { step: 'Vous devez accepter les conditions d’utilisation avant de continuer.' },
    });
  });

  it('moves one step at a time, refuses to skip ahead, and keeps the furthest step when going back', async () => {
    const api = await signedIn({ acceptedTerms: true });
    await unwrap(api.PATCH('/onboarding/step', { body: { step: 'sexual-orientation' } }));
    const skip = await failure(
      unwrap(api.PATCH('/onboarding/step', { body: { step: 'silhouette' } })),
    );
    expect(skip).toMatchObject({
      status: 422,
      fieldErrors: { step: 'Vous ne pouvez pas sauter d’étape.' },
    });
    await unwrap(api.PATCH('/onboarding/step', { body: { step: 'objective' } }));
    await unwrap(api.PATCH('/onboarding/step', { body: { step: 'gender' } }));
    expect((await unwrap(api.GET('/account'))).data.member?.onboarding_step).toBe('objective');
    const unknown = await failure(
      unwrap(api.PATCH('/onboarding/step', { body: { step: 'nowhere' as never } })),
    );
    expect(unknown).toMatchObject({ status: 422 });
  });

  it('records gender and at least one orientation', async () => {
    const api = await signedIn();
    await unwrap(api.PATCH('/onboarding/user/gender', { body: { gender: 'non_binary' } }));
    await unwrap(
      api.PATCH('/onboarding/user/sexual-orientation', {
        body: { sexual_orientations: ['woman', 'non_binary'] },
      }),
    );
    const { data } = await unwrap(api.GET('/account'));
    expect(data).toMatchObject({
      gender: 'non_binary',
      sexual_orientations: ['woman', 'non_binary'],
    });
    expect(
      await failure(
        unwrap(api.PATCH('/onboarding/user/gender', { body: { gender: 'other' as never } })),
      ),
    ).toMatchObject({ status: 422 });
    const none = await failure(
      unwrap(
        api.PATCH('/onboarding/user/sexual-orientation', { body: { sexual_orientations: [] } }),
      ),
    );
    expect(none).toMatchObject({
      status: 422,
      fieldErrors: { sexual_orientations: 'Le champ orientation sexuelle est obligatoire.' },
    });
  });

  it('takes the introduction within 5–100, 10–3000 and 10–3000 characters, trimmed', async () => {
    const api = await signedIn();
    const x = (n: number) => 'x'.repeat(n);
    await unwrap(
      api.PATCH('/account/member', { body: { title: x(5), about: x(10), seeking: x(3000) } }),
    );
    await unwrap(
      api.PATCH('/account/member', { body: { title: x(100), about: x(3000), seeking: x(10) } }),
    );
    for (const [body, field] of [
      [{ title: x(4), about: x(10), seeking: x(10) }, 'title'],
      [{ title: x(101), about: x(10), seeking: x(10) }, 'title'],
      [{ title: x(5), about: x(9), seeking: x(10) }, 'about'],
      [{ title: x(5), about: x(10), seeking: x(3001) }, 'seeking'],
      [{ title: `  ${x(4)}  `, about: x(10), seeking: x(10) }, 'title'],
    ] as const) {
      const error = await failure(unwrap(api.PATCH('/account/member', { body })));
      expect(error, JSON.stringify(body).slice(0, 40)).toMatchObject({
        status: 422,
        fieldErrors: { [field]: expect.any(String) as string },
      });
    }
    expect((await unwrap(api.GET('/account'))).data.member).toMatchObject({ title: x(100) });
  });

  it('records the newsletter subscription the terms step fires when its box is ticked', async () => {
    const api = await signedIn();
    const { id } = (await unwrap(api.GET('/account'))).data;
    const subscribedAt = async () =>
      (
        await server.services.db
          .select({ at: users.newsletterSubscribedAt })
          .from(users)
          .where(eq(users.id, id))
      )[0]?.at ?? null;
    expect(await subscribedAt()).toBeNull();
    await unwrap(api.POST('/account/subscribe-to-newsletter'));
    expect(await subscribedAt()).toBeInstanceOf(Date);
    const { api: visitor } = server.client();
    expect((await visitor.POST('/account/subscribe-to-newsletter')).response.status).toBe(401);
  });

  it('marks a manual verification pending, and leaves a settled identity check alone', async () => {
    // A skipped check: no flag yet, then pending (the member area's pending-authentication notice).
    const api = await signedIn();
    expect((await unwrap(api.GET('/account'))).data.authentication_flag).toBeNull();
    await unwrap(
      api.PATCH('/account/phone', {
        body: { phone: ' +1 418 555 0100 ', phone_availability: ' Soirs de semaine ' },
      }),
    );
    expect((await unwrap(api.GET('/account'))).data).toMatchObject({
      authentication_flag: 'warning',
      phone: '+1 418 555 0100',
    });
    // Blank once trimmed: refused, nothing changes.
    const blank = await failure(
      unwrap(api.PATCH('/account/phone', { body: { phone: '   ', phone_availability: ' ' } })),
    );
    expect(blank).toMatchObject({
      status: 422,
      fieldErrors: {
        phone: 'Le champ téléphone est obligatoire.',
        phone_availability: 'Le champ disponibilités est obligatoire.',
      },
    });
    expect((await unwrap(api.GET('/account'))).data.phone).toBe('+1 418 555 0100');
    // A check that succeeded is not turned back into a pending one.
    const verified = await signedIn();
    const account = (await unwrap(verified.GET('/account'))).data;
    await server.services.db
      .update(users)
      .set({ authenticationFlag: 'success' })
      .where(eq(users.id, account.id));
    await unwrap(
      verified.PATCH('/account/phone', {
        body: { phone: '+1 418 555 0199', phone_availability: 'Le matin' },
      }),
    );
    expect((await unwrap(verified.GET('/account'))).data.authentication_flag).toBe('success');
  });

  it('needs the phone and its availability together', async () => {
    const api = await signedIn();
    await unwrap(
      api.PATCH('/account/phone', {
        body: { phone: '+1 418 555 0100', phone_availability: 'Soirs de semaine' },
      }),
    );
    expect((await unwrap(api.GET('/account'))).data.phone).toBe('+1 418 555 0100');
    const error = await failure(
      unwrap(api.PATCH('/account/phone', { body: { phone: '+1 418 555 0100' } as never })),
    );
    expect(error).toMatchObject({
      status: 422,
      fieldErrors: { phone_availability: 'Le champ disponibilités est obligatoire.' },
    });
  });
});

describe('questions and answers', () => {
  it('serves the whole questionnaire in the member’s language, to members only', async () => {
    const french = await signedIn();
    const english = await signedIn({ locale: 'en' });
    const { data } = await unwrap(french.GET('/questions'));
    expect(data).toHaveLength(QUESTIONS.length);
    const languages = data.find((q) => q.id === question('languages').id);
    expect(languages).toMatchObject({ input_type: 'multi_select', min: 1, max: 5, required: true });
    const inEnglish = (await unwrap(english.GET('/questions'))).data.find(
      (q) => q.id === question('languages').id,
    );
    expect(inEnglish?.text).not.toBe(languages?.text);
    await expect(
      unwrap(server.client({ mode: 'token' }).api.GET('/questions')),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('saves and reads answers, filtered by question', async () => {
    const api = await signedIn();
    const objective = question('objective');
    const height = question('height');
    await unwrap(
      api.POST('/answers', {
        body: {
          answers: [
            { question_id: objective.id, value: null, options: [objective.options[0]?.id ?? 0] },
            { question_id: height.id, value: 170.4 },
          ],
        },
      }),
    );
    const { data } = await unwrap(
      api.GET('/answers', { params: { query: { filter: { question_id: `${height.id}` } } } }),
    );
    expect(data).toEqual([
      expect.objectContaining({ question_id: height.id, value: 170, options: [] }),
    ]);
    const all = await unwrap(api.GET('/answers'));
    expect(all.data.find((a) => a.question_id === objective.id)?.options[0]?.id).toBe(
      objective.options[0]?.id,
    );
  });

  it('holds multi-selects to their min and max, and cancel_others alone', async () => {
    const api = await signedIn();
    const traits = question('personality_traits'); // exactly 3
    const ids = traits.options.map((o) => o.id);
    const save = (options: number[], q = traits) =>
      unwrap(
        api.POST('/answers', { body: { answers: [{ question_id: q.id, value: null, options }] } }),
      );
    await save(ids.slice(0, 3));
    expect(await failure(save(ids.slice(0, 2)))).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.options': 'Sélectionnez au moins 3 éléments.' },
    });
    expect(await failure(save(ids.slice(0, 4)))).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.options': 'Vous ne pouvez pas sélectionner plus de 3 éléments.' },
    });
    expect(await failure(save([999_999]))).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.options': 'Ce choix ne fait pas partie de la question.' },
    });
    const food = question('food_preferences');
    const exclusive = food.options.find((o) => o.properties.cancel_others);
    const other = food.options.find((o) => !o.properties.cancel_others);
    expect(exclusive && other).toBeTruthy();
    await save([exclusive?.id ?? 0], food);
    expect(await failure(save([exclusive?.id ?? 0, other?.id ?? 0], food))).toMatchObject({
      status: 422,
    });
  });

  it('holds the height to 122–213 cm and a required answer to non-empty', async () => {
    const api = await signedIn();
    const height = question('height');
    const save = (value: number | null) =>
      unwrap(api.POST('/answers', { body: { answers: [{ question_id: height.id, value }] } }));
    await save(122);
    await save(213);
    expect(await failure(save(121))).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.value': 'La taille doit être comprise entre 122 et 213 cm.' },
    });
    expect(await failure(save(214))).toMatchObject({ status: 422 });
    expect(await failure(save(null))).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.value': 'Cette question demande une réponse.' },
    });
  });

  it('allows at most 2 long answers, counting those already saved', async () => {
    const api = await signedIn({ locale: 'en' });
    const [first, second, third] = LONG_QUESTION_NAMES.map((name) => question(name));
    const text = 'Une relation saine, c’est de la confiance et du respect au quotidien.';
    const save = (q: Question | undefined) =>
      unwrap(
        api.POST('/answers', { body: { answers: [{ question_id: q?.id ?? 0, value: text }] } }),
      );
    await save(first);
    await save(second);
    expect(await failure(save(third))).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.question_id': 'You can answer up to 2 questions.' },
    });
    // Emptying one frees a place.
    await unwrap(
      api.POST('/answers', { body: { answers: [{ question_id: first?.id ?? 0, value: '' }] } }),
    );
    await save(third);
    const short = await failure(
      unwrap(
        api.POST('/answers', {
          body: { answers: [{ question_id: first?.id ?? 0, value: 'trop court' }] },
        }),
      ),
    );
    expect(short).toMatchObject({ status: 422 });
  });

  it('takes every short question (no maximum), and still refuses 3 long answers', async () => {
    const api = await signedIn({ locale: 'en' });
    const shorts = SHORT_QUESTION_NAMES.map((name) => question(name));
    expect(shorts).toHaveLength(12);
    const answer = (q: Question) =>
      q.options.length > 0
        ? { question_id: q.id, value: null, options: [q.options[0]?.id ?? 0] }
        : { question_id: q.id, value: 'Le chocolat' };
    // Eleven at once, then the twelfth beside them.
    const response = await api.POST('/answers', {
      body: { answers: shorts.slice(0, 11).map(answer) },
    });
    expect(response.response.status).toBe(204);
    await unwrap(api.POST('/answers', { body: { answers: shorts.slice(11).map(answer) } }));
    const saved = new Set((await unwrap(api.GET('/answers'))).data.map((a) => a.question_id));
    expect(shorts.filter((q) => !saved.has(q.id))).toEqual([]);

    const text = 'Une relation saine, c’est de la confiance et du respect au quotidien.';
    const longs = LONG_QUESTION_NAMES.slice(0, 3).map((name) => question(name));
    expect(
      await failure(
        unwrap(
          api.POST('/answers', {
            body: { answers: longs.map((q) => ({ question_id: q.id, value: text })) },
          }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      fieldErrors: { 'answers.0.question_id': 'You can answer up to 2 questions.' },
    });
  });
});
