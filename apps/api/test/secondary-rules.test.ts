import { eq } from 'drizzle-orm';
import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findQuestion } from '../src/data/questions';
import { secondaryConversationRules } from '../src/db/schema';
import { startTestApi, type TestApi } from './support/api';
import { failure, memberClient } from './support/conversation-factories';
import { PASSWORD, createUser } from './support/factories';

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

/** A rule as the form sends it (malformed on purpose in some tests). */
type RuleInput = Record<string, unknown>;

const id = (name: Parameters<typeof findQuestion>[0]) => {
  const found = findQuestion(name);
  if (!found) throw new Error(`no question ${name}`);
  return found.id;
};
const age = (value: string) => ({
  key: 'age',
  field: 'age',
  question_id: null,
  value,
  options: [],
});
const distance = (value: string) => ({
  key: 'distance',
  field: 'distance',
  question_id: null,
  value,
  options: [],
});
const height = (value: string | null) => ({
  key: 'height',
  field: null,
  question_id: id('height'),
  value,
});
const smoking = (options: number[]) => ({
  key: 'smoking',
  field: null,
  question_id: id('smoking'),
  value: null,
  options,
});

const save = (api: ApiClient, rules: RuleInput[]) =>
  api.POST('/account/member/secondary-conversation-rules/batch', {
    body: { secondary_conversation_rules: rules as never },
  });
const list = async (api: ApiClient) =>
  (await unwrap(api.GET('/account/member/secondary-conversation-rules'))).data;
const fieldErrors = async (api: ApiClient, rules: RuleInput[]) => {
  const error = await failure(unwrap(save(api, rules)));
  expect(error.status).toBe(422);
  return error.fieldErrors;
};

describe('secondary conversation rules', () => {
  it('saves the whole batch, replacing the previous rules', async () => {
    const { api } = await memberClient(server);
    expect(await list(api)).toEqual([]);
    await unwrap(save(api, [age('25,40'), distance('3,300'), smoking([1001, 1002, 1001])]));
    const rules = await list(api);
    expect(rules.map(({ id: _id, ...rule }) => rule)).toEqual([
      { question_id: null, field: 'age', value: '25,40', options: [] },
      { question_id: null, field: 'distance', value: '3,300', options: [] },
      { question_id: id('smoking'), field: null, value: null, options: [1001, 1002] },
    ]);

    await unwrap(save(api, [height('160,185')]));
    expect((await list(api)).map(({ id: _id, ...rule }) => rule)).toEqual([
      { question_id: id('height'), field: null, value: '160,185', options: [] },
    ]);
    await unwrap(save(api, []));
    expect(await list(api)).toEqual([]);
  });

  it('accepts every limit at its edge and refuses one past it', async () => {
    const { api, memberId } = await memberClient(server, { locale: 'en' });
    await unwrap(save(api, [age('18,99'), distance('3,300'), height('122,213')]));
    await unwrap(save(api, [age('99,99'), distance('300,300'), height('213,213')]));
    const stored = await server.services.db
      .select()
      .from(secondaryConversationRules)
      .where(eq(secondaryConversationRules.memberId, memberId));
    expect(stored).toHaveLength(3);

    for (const [rule, field] of [
      [age('17,40'), 'value'],
      [age('25,100'), 'value'],
      [distance('2,100'), 'value'],
      [distance('3,301'), 'value'],
      [height('121,180'), 'value'],
      [height('160,214'), 'value'],
    ] as const)
      expect(Object.keys(await fieldErrors(api, [rule]))).toEqual([
        `secondary_conversation_rules.0.${field}`,
      ]);
    expect(await fieldErrors(api, [age('40,25')])).toEqual({
      'secondary_conversation_rules.0.value': 'The minimum cannot be greater than the maximum.',
    });
    expect(await fieldErrors(api, [height(null)])).toEqual({
      'secondary_conversation_rules.0.value': 'Enter a range (minimum and maximum).',
    });

    // At most 3 rules.
    const four = await fieldErrors(api, [
      age('18,99'),
      distance('3,300'),
      height('122,213'),
      smoking([1001]),
    ]);
    expect(Object.keys(four)).toContain('secondary_conversation_rules');
    // Nothing was replaced by a refused batch.
    expect(await list(api)).toHaveLength(3);
  });

  it('each type once, only the allowed questions, options of the question', async () => {
    const { api } = await memberClient(server, { locale: 'en' });
    expect(await fieldErrors(api, [age('20,30'), age('30,40')])).toEqual({
      'secondary_conversation_rules.1.field': 'Each type of rule may be used only once.',
    });
    expect(await fieldErrors(api, [smoking([1001]), smoking([1002])])).toEqual({
      'secondary_conversation_rules.1.question_id': 'Each type of rule may be used only once.',
    });
    for (const name of ['values', 'zodiac', 'kids_living_with', 'healthy_relationship'] as const)
      expect(
        await fieldErrors(api, [
          { key: name, field: null, question_id: id(name), value: null, options: [1] },
        ]),
      ).toEqual({
        'secondary_conversation_rules.0.question_id': 'This question cannot be used as a rule.',
      });
    expect(
      await fieldErrors(api, [{ field: null, question_id: 9999, value: null, options: [1] }]),
    ).toEqual({
      'secondary_conversation_rules.0.question_id': 'This question cannot be used as a rule.',
    });
    expect(await fieldErrors(api, [smoking([])])).toEqual({
      'secondary_conversation_rules.0.options': 'Choose at least one option.',
    });
    expect(await fieldErrors(api, [{ ...smoking([1001]), options: undefined }])).toEqual({
      'secondary_conversation_rules.0.options': 'Choose at least one option.',
    });
    expect(await fieldErrors(api, [smoking([1001, 101])])).toEqual({
      'secondary_conversation_rules.0.options': 'This choice is not part of the question.',
    });
    // Every allowed question of the spec is accepted with one of its options.
    for (const name of [
      'objective',
      'silhouette',
      'languages',
      'family_situation',
      'want_to_have_children',
      'education_level',
      'current_occupation',
      'alcohol_consumption_frequency',
      'smoking',
      'smoking_frequency',
      'smoking_tolerance_level',
      'food_preferences',
      'personality_traits',
      'religious_beliefs',
      'religion',
      'personal_development_importance',
      'accepts_persons_with_limitations',
      'areas_of_interest',
    ] as const) {
      const question = findQuestion(name);
      const option = question?.options[0]?.id ?? 0;
      expect(
        (await save(api, [{ field: null, question_id: id(name), options: [option] }])).response
          .status,
        name,
      ).toBe(204);
    }
  });

  it('never answers 500 to malformed input', async () => {
    const { api } = await memberClient(server);
    for (const body of [
      {},
      { secondary_conversation_rules: 'age' },
      { secondary_conversation_rules: [{ field: 'height', question_id: null, value: '1,2' }] },
      { secondary_conversation_rules: [{ field: 'age', question_id: null, value: 'old' }] },
      { secondary_conversation_rules: [{ field: 'age', question_id: 3, value: '20,30' }] },
      {
        secondary_conversation_rules: [
          { field: 'distance', question_id: null, value: '3,100', options: [1] },
        ],
      },
      { secondary_conversation_rules: [null] },
    ])
      expect(
        (
          await api.POST('/account/member/secondary-conversation-rules/batch', {
            body: body as never,
          })
        ).response.status,
      ).toBe(422);
  });

  it('belongs to the member: others neither read nor change it; no member, no rules', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    await unwrap(save(alice.api, [age('30,45')]));
    expect(await list(bruno.api)).toEqual([]);
    await unwrap(save(bruno.api, [distance('3,50')]));
    expect((await list(alice.api)).map((rule) => rule.field)).toEqual(['age']);

    const user = await createUser(server.services, {}, { member: false });
    const { api } = server.client({ mode: 'token' });
    server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
    await api.signIn({ email: user.email, password: PASSWORD });
    expect((await api.GET('/account/member/secondary-conversation-rules')).response.status).toBe(
      403,
    );
    expect((await save(api, [age('20,30')])).response.status).toBe(403);

    const anonymous = server.client({ mode: 'token' }).api;
    expect(
      (await anonymous.GET('/account/member/secondary-conversation-rules')).response.status,
    ).toBe(401);
    expect((await save(anonymous, [])).response.status).toBe(401);
  });
});
