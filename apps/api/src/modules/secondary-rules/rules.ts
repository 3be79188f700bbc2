/**
 * Secondary conversation rules: a member's criteria for the conversations others start with them.
 *
 * Reading of the spec: a rule states what the member accepts (an age range, a distance range, accepted
 * options of a question, a height range; the contract calls the options "accepted", and the distance
 * defaults to the widest range, 3-300 km). A starter who meets every rule lands in the priority inbox;
 * a starter who fails any rule lands in the secondary inbox. A rule that cannot be checked (no
 * birthday, no coordinates, the question not answered) is not met. No rules: everything is priority.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  SECONDARY_RULE_QUESTIONS,
  findQuestionById,
  type Question,
} from '../../data/questions';
import type { Database } from '../../db/client';
import { answers, members, secondaryConversationRules, users } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message, type Message } from '../../i18n/messages';
import { snappedDistanceKm } from '../members/location';
import { ageOn } from '../members/presenter';

export type RuleRow = typeof secondaryConversationRules.$inferSelect;
export type Priority = 'priority' | 'secondary';

export const MAX_RULES = 3;
export const AGE_RANGE = { min: 18, max: 99 } as const;
export const HEIGHT_RANGE = { min: HEIGHT_MIN_CM, max: HEIGHT_MAX_CM } as const;
export const DISTANCE_RANGE = { min: 3, max: 300 } as const;
export const DEFAULT_DISTANCE_VALUE = `${DISTANCE_RANGE.min},${DISTANCE_RANGE.max}`;

const ALLOWED_QUESTION_NAMES: ReadonlySet<string> = new Set(SECONDARY_RULE_QUESTIONS);

/** The question of a rule, when it is one of the allowed questions. */
export function allowedQuestion(questionId: number): Question | undefined {
  const question = findQuestionById(questionId);
  return question && ALLOWED_QUESTION_NAMES.has(question.name) ? question : undefined;
}

const isHeight = (question: Question) => question.input_type === 'size';

/** `'25,40'` → `{min: 25, max: 40}`; undefined when it is not two whole numbers. */
export function parseRange(
  value: string | null | undefined,
): { min: number; max: number } | undefined {
  const found = /^(\d{1,4}),(\d{1,4})$/.exec(value ?? '');
  if (!found) return undefined;
  return { min: Number(found[1]), max: Number(found[2]) };
}

export interface NewRule {
  questionId: number | null;
  field: 'age' | 'distance' | null;
  value: string | null;
  optionIds: number[];
}

/**
 * Checks the batch beyond what the contract already checked (its shapes and range patterns): at most 3
 * rules, each type once, allowed questions, options of the question, a range for age, distance and
 * height within its limits with min ≤ max. Field errors name the item (`secondary_conversation_rules.1.value`).
 */
export function checkRules(input: readonly Schemas['SecondaryConversationRuleInput'][]): NewRule[] {
  const errors: Record<string, Message[]> = {};
  const fail = (field: string, text: Message) => {
    errors[field] ??= [text];
  };
  if (input.length > MAX_RULES)
    fail('secondary_conversation_rules', message('secondary_rules.max_rules', { max: MAX_RULES }));

  const seen = new Set<string>();
  const rules: NewRule[] = [];
  input.forEach((item, index) => {
    const at = (name: string) => `secondary_conversation_rules.${index}.${name}`;
    const range = (limits: { min: number; max: number }): string | null => {
      const value = item.value ?? null;
      const parsed = parseRange(value);
      if (!parsed) {
        fail(at('value'), message('secondary_rules.range_required'));
        return null;
      }
      if (parsed.min < limits.min || parsed.max > limits.max || parsed.max < limits.min) {
        fail(at('value'), message('secondary_rules.range_limits', limits));
        return null;
      }
      if (parsed.min > parsed.max) {
        fail(at('value'), message('secondary_rules.range_order'));
        return null;
      }
      return `${parsed.min},${parsed.max}`;
    };

    if (item.field === 'age' || item.field === 'distance') {
      const type = item.field;
      if (seen.has(type)) fail(at('field'), message('secondary_rules.duplicate_type'));
      seen.add(type);
      const value = range(type === 'age' ? AGE_RANGE : DISTANCE_RANGE);
      rules.push({ questionId: null, field: type, value, optionIds: [] });
      return;
    }

    const questionId = item.question_id;
    const question = typeof questionId === 'number' ? allowedQuestion(questionId) : undefined;
    if (!question || typeof questionId !== 'number') {
      fail(at('question_id'), message('secondary_rules.question_not_allowed'));
      return;
    }
    const type = `question:${question.id}`;
    if (seen.has(type)) fail(at('question_id'), message('secondary_rules.duplicate_type'));
    seen.add(type);
    if (isHeight(question)) {
      rules.push({
        questionId: question.id,
        field: null,
        value: range(HEIGHT_RANGE),
        optionIds: [],
      });
      return;
    }
    const optionIds = [...new Set(item.options ?? [])];
    if (optionIds.length === 0) {
      fail(at('options'), message('secondary_rules.options_required'));
      return;
    }
    const known = new Set(question.options.map((option) => option.id));
    if (optionIds.some((id) => !known.has(id))) {
      fail(at('options'), message('secondary_rules.option_invalid'));
      return;
    }
    rules.push({ questionId: question.id, field: null, value: null, optionIds });
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return rules;
}

export function presentRule(row: RuleRow): Schemas['SecondaryConversationRule'] {
  return {
    id: row.id,
    question_id: row.questionId,
    field: row.field as Schemas['SecondaryConversationRuleField'] | null,
    value: row.value,
    options: row.optionIds,
  };
}

export async function listRules(db: Database, memberId: number): Promise<RuleRow[]> {
  return db
    .select()
    .from(secondaryConversationRules)
    .where(eq(secondaryConversationRules.memberId, memberId))
    .orderBy(secondaryConversationRules.id);
}

/** Replaces the member's rules with the batch (already checked). */
export async function replaceRules(
  db: Database,
  memberId: number,
  rules: readonly NewRule[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialises two saves of the same member.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    await tx
      .delete(secondaryConversationRules)
      .where(eq(secondaryConversationRules.memberId, memberId));
    if (rules.length > 0)
      await tx.insert(secondaryConversationRules).values(
        rules.map((rule) => ({
          memberId,
          questionId: rule.questionId,
          field: rule.field,
          value: rule.value,
          optionIds: rule.optionIds,
          createdAt: now,
          updatedAt: now,
        })),
      );
  });
}

/** What the rules look at about the member who starts a conversation. */
export interface Starter {
  birthday: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The starter's answers by question id. */
  answers: ReadonlyMap<number, { value: string | null; optionIds: readonly number[] }>;
}

const within = (value: number | null, range: { min: number; max: number } | undefined) =>
  value !== null && range !== undefined && value >= range.min && value <= range.max;

/** Whether the starter meets one rule of the recipient. */
export function meetsRule(
  rule: Pick<RuleRow, 'field' | 'questionId' | 'value' | 'optionIds'>,
  starter: Starter,
  recipient: { latitude: number | null; longitude: number | null },
  now: Date,
): boolean {
  if (rule.field === 'age') return within(ageOn(starter.birthday, now), parseRange(rule.value));
  if (rule.field === 'distance')
    return within(snappedDistanceKm(starter, recipient), parseRange(rule.value));
  if (rule.questionId === null) return true;
  const answer = starter.answers.get(rule.questionId);
  if (!answer) return false;
  const question = findQuestionById(rule.questionId);
  if (question && isHeight(question)) {
    const height = answer.value === null ? Number.NaN : Number(answer.value);
    return within(Number.isFinite(height) ? height : null, parseRange(rule.value));
  }
  return answer.optionIds.some((id) => rule.optionIds.includes(id));
}

/** The inbox of the recipient for a conversation the starter opens: priority unless a rule fails. */
export function priorityFor(
  rules: readonly Pick<RuleRow, 'field' | 'questionId' | 'value' | 'optionIds'>[],
  starter: Starter,
  recipient: { latitude: number | null; longitude: number | null },
  now: Date,
): Priority {
  return rules.every((rule) => meetsRule(rule, starter, recipient, now)) ? 'priority' : 'secondary';
}

/**
 * Decides, from the database, where a new conversation from `starterUserId` lands for `recipientUserId`:
 * 'priority' when the recipient has no member (support) or no rule fails.
 */
export async function decidePriority(
  db: Database,
  starterUserId: number,
  recipientUserId: number,
  now: Date,
): Promise<Priority> {
  const [recipient] = await db
    .select({ memberId: members.id, latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, recipientUserId));
  if (!recipient) return 'priority';
  const rules = await listRules(db, recipient.memberId);
  if (rules.length === 0) return 'priority';

  const [starter] = await db
    .select({
      memberId: members.id,
      birthday: users.birthday,
      latitude: users.latitude,
      longitude: users.longitude,
    })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, starterUserId));
  if (!starter) return 'secondary';
  const questionIds = rules.flatMap((rule) => (rule.questionId === null ? [] : [rule.questionId]));
  const rows =
    starter.memberId !== null && questionIds.length > 0
      ? await db
          .select()
          .from(answers)
          .where(
            and(eq(answers.memberId, starter.memberId), inArray(answers.questionId, questionIds)),
          )
      : [];
  return priorityFor(
    rules,
    {
      birthday: starter.birthday,
      latitude: starter.latitude,
      longitude: starter.longitude,
      answers: new Map(rows.map((row) => [row.questionId, row])),
    },
    recipient,
    now,
  );
}
