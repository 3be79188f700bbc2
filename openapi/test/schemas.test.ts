import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleContract, type OpenApiDocument } from '../scripts/build';

let contract: OpenApiDocument;
let ajv: Ajv2020;

beforeAll(async () => {
  contract = await bundleContract();
  ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('password', true);
  ajv.addSchema({ ...contract, $id: 'openapi.json' });
});

function validator(name: string): ValidateFunction {
  return ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });
}

function schema(name: string): Record<string, unknown> {
  const found = (contract.components.schemas as Record<string, Record<string, unknown>>)[name];
  if (!found) throw new Error(`components.schemas.${name} is missing`);
  return found;
}

/** Asserts `valid` passes and each `invalid` variant fails, so a limit is proven at its edge and one past it. */
function expectLimits(name: string, valid: unknown, invalid: Record<string, unknown>): void {
  const validate = validator(name);
  expect(
    validate(valid),
    `${name} should accept ${JSON.stringify(valid)}: ${ajv.errorsText(validate.errors)}`,
  ).toBe(true);
  for (const [why, payload] of Object.entries(invalid)) {
    expect(validate(payload), `${name} should refuse: ${why}`).toBe(false);
  }
}

const text = (length: number) => 'x'.repeat(length);

describe('enumerations of section 3', () => {
  it.each([
    ['Gender', ['male', 'female', 'non_binary']],
    ['SexualOrientation', ['man', 'woman', 'non_binary']],
    ['SubscriptionStatus', ['inactive', 'trial', 'active']],
    ['AuthenticationFlag', ['success', 'warning', 'fail']],
    ['GalleryReviewStatus', ['pending', 'refused', 'done']],
    ['RebateType', ['percentage', 'amount']],
    ['ArticleAccessLevel', ['public', 'member', 'vip']],
    ['ArticleType', ['video', 'article']],
    ['AmbassadorObjective', ['for_fun', 'additional_income', 'fundraising']],
    ['ConversationPriority', ['priority', 'secondary']],
    ['BalanceClaimStatus', ['pending', 'approved']],
    ['MemberVisibility', ['private', 'public']],
    ['PublicGender', ['male', 'non_binary', 'other']],
    ['Locale', ['fr', 'en']],
    ['Units', ['metric', 'imperial']],
  ])('%s', (name, values) => {
    expect([...(schema(name).enum as string[])].sort()).toEqual([...values].sort());
  });

  it('PictureStatus has the four statuses and pending validation', () => {
    expect(schema('PictureStatus').enum).toEqual(
      expect.arrayContaining(['portrait', 'authenticated', 'validated', 'refused']),
    );
  });

  it('ReportReason has the seven reason codes', () => {
    expect([...(schema('ReportReason').enum as string[])].sort()).toEqual(
      [
        'attempted_fraud',
        'false_identity',
        'graphic_picture',
        'harassment',
        'inappropriate_comments',
        'monetary_solicitation',
        'other',
      ].sort(),
    );
  });

  it('OnboardingStep lists the 29 wizard steps in order', () => {
    expect(schema('OnboardingStep').enum).toEqual([
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
      'pictures-video',
      'sample-picture',
      'pictures',
      'payment',
    ]);
  });
});

describe('limits of section 5 in the request bodies', () => {
  it('the password rule: 8+ characters with an uppercase letter, a lowercase letter and a digit', () => {
    // Any script's letters count, as the password field's checklist counts them: 'É' is uppercase.
    expectLimits(
      'RegisterRequest',
      {
        email: 'emilie@demo.test',
        first_name: 'Émilie',
        last_name: 'Roy',
        password: 'Émilie2024',
        password_confirmation: 'x',
      },
      {},
    );
    const base = {
      email: 'camille@demo.test',
      first_name: 'Camille',
      last_name: 'Roy',
      password_confirmation: 'x',
    };
    expectLimits(
      'RegisterRequest',
      { ...base, password: 'Abcdefg1' },
      {
        'seven characters': { ...base, password: 'Abcdef1' },
        'seven characters, one of them accented': { ...base, password: 'Ébcdef1' },
        'no uppercase, accented letters only in lowercase': { ...base, password: 'ébcdéfg1' },
        'no uppercase': { ...base, password: 'abcdefg1' },
        'no lowercase': { ...base, password: 'ABCDEFG1' },
        'no digit': { ...base, password: 'Abcdefgh' },
        'no email': { ...base, email: undefined, password: 'Abcdefg1' },
        'not an email': { ...base, email: 'camille', password: 'Abcdefg1' },
      },
    );
  });

  it('the same rule for a reset and a password change', () => {
    expectLimits(
      'ResetPasswordRequest',
      { email: 'a@b.ca', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
      {
        'weak password': {
          email: 'a@b.ca',
          password: 'abcdefgh',
          password_confirmation: 'abcdefgh',
        },
      },
    );
    expectLimits(
      'UpdateAccountPasswordRequest',
      { old_password: 'x', new_password: 'Abcdefg1', new_password_confirmation: 'Abcdefg1' },
      {
        'weak new password': {
          old_password: 'x',
          new_password: 'Abcdefg',
          new_password_confirmation: 'Abcdefg',
        },
        'no old password': { new_password: 'Abcdefg1', new_password_confirmation: 'Abcdefg1' },
      },
    );
  });

  it('profile title 5-100, about 10-3000, seeking 10-3000, all required', () => {
    expectLimits(
      'UpdateMemberProfileRequest',
      { title: text(5), about: text(10), seeking: text(3000) },
      {
        'title of 4': { title: text(4), about: text(10), seeking: text(10) },
        'title of 101': { title: text(101), about: text(10), seeking: text(10) },
        'about of 9': { title: text(5), about: text(9), seeking: text(10) },
        'seeking of 3001': { title: text(5), about: text(10), seeking: text(3001) },
        'no seeking': { title: text(5), about: text(10) },
      },
    );
    expect(
      validator('UpdateMemberProfileRequest')({
        title: text(100),
        about: text(3000),
        seeking: text(10),
      }),
    ).toBe(true);
  });

  it('gender must be chosen, and at least one orientation', () => {
    expectLimits(
      'UpdateGenderRequest',
      { gender: 'non_binary' },
      { empty: {}, unknown: { gender: 'other' } },
    );
    expectLimits(
      'UpdateSexualOrientationsRequest',
      { sexual_orientations: ['woman'] },
      {
        none: { sexual_orientations: [] },
        unknown: { sexual_orientations: ['robot'] },
      },
    );
  });

  it('the identity form needs every field but address_2, and the accept box', () => {
    const form = {
      first_name: 'Camille',
      last_name: 'Roy',
      birthday: '1990-04-12',
      address_1: '1 rue Principale',
      city: 'Québec',
      state: 'QC',
      country: 'ca',
      postal_code: 'G1R 4P5',
      accept: true,
    };
    expectLimits('IdentityCheckRequest', form, {
      'accept not ticked': { ...form, accept: false },
      'no postal code': { ...form, postal_code: undefined },
      'empty city': { ...form, city: '' },
    });
  });

  it('the card form: type, digits, month 01-12', () => {
    const card = {
      card_type: 'VISA',
      card_number: '4242424242424242',
      card_cvv: '123',
      card_expiry_month: '12',
      card_expiry_year: 2030,
    };
    expectLimits('CreatePaymentSourceRequest', card, {
      'month 13': { ...card, card_expiry_month: '13' },
      'month 00': { ...card, card_expiry_month: '00' },
      'unknown brand': { ...card, card_type: 'DISCOVER' },
      'letters in the number': { ...card, card_number: '4242x24242424242' },
      'cvv of 2': { ...card, card_cvv: '12' },
    });
  });

  it('a phone and its availability are both required', () => {
    expectLimits(
      'UpdatePhoneRequest',
      { phone: '+1 418 555 0100', phone_availability: 'Evenings' },
      {
        'no availability': { phone: '+1 418 555 0100' },
      },
    );
  });

  it('a daily quote is 1 to 200 characters, in fr or en, with the accept box', () => {
    const quote = { text: text(200), locale: 'fr', author_type: 'unknown', accept: true };
    expectLimits('DailyQuoteSubmission', quote, {
      '201 characters': { ...quote, text: text(201) },
      empty: { ...quote, text: '' },
      German: { ...quote, locale: 'de' },
      'not accepted': { ...quote, accept: false },
    });
  });

  it('a vote is 1 to 5', () => {
    expectLimits(
      'ArticleVoteRequest',
      { score: 5 },
      { zero: { score: 0 }, six: { score: 6 }, half: { score: 2.5 } },
    );
  });

  it('a report needs one of the seven reasons; the note is optional', () => {
    expectLimits(
      'MemberReportRequest',
      { member_id: 3, reason_code: 'harassment' },
      {
        'unknown reason': { member_id: 3, reason_code: 'rude' },
        'no member': { reason_code: 'other' },
      },
    );
  });

  it('a balance claim is at least 50 with an email', () => {
    expectLimits(
      'CreateBalanceClaimRequest',
      { email: 'amb@demo.test', amount: 50 },
      {
        '49.99': { email: 'amb@demo.test', amount: 49.99 },
        'no email': { amount: 60 },
      },
    );
  });

  it('at most 3 secondary conversation rules', () => {
    const rules = schema('SaveSecondaryConversationRulesRequest') as {
      properties: { secondary_conversation_rules: { maxItems: number } };
    };
    expect(rules.properties.secondary_conversation_rules.maxItems).toBe(3);
  });

  it('search filters: age 18-99, distance 3-400, height 122-213, at most 5 keywords', () => {
    expectLimits(
      'SearchFilters',
      { age: '18,99', distance: 3, question__height: '122,213', keywords: 'a,b,c,d,e' },
      {
        'age 17': { age: '17,30' },
        'age 100': { age: '30,100' },
        'distance 2': { distance: 2 },
        'distance 401': { distance: 401 },
        'height 121': { question__height: '121,180' },
        'height 214': { question__height: '150,214' },
        'six keywords': { keywords: 'a,b,c,d,e,f' },
      },
    );
  });
});
