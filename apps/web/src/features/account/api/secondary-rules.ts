import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate, useQuery } from '../../../lib/data';

export type SecondaryRule = components['schemas']['SecondaryConversationRule'];
type SaveBodyShape = { secondary_conversation_rules: SecondaryRuleInput[] };

/** One rule of the batch as the contract describes it: every item carries all five members. */
export interface SecondaryRuleInput {
  key: string;
  field: 'age' | 'distance' | null;
  question_id: number | null;
  value: string | null;
  options: number[];
}

/** `GET account/member/secondary-conversation-rules`: the rules of the secondary inbox (at most 3). */
export function useSecondaryRules() {
  return useQuery('/account/member/secondary-conversation-rules', {});
}

/** `POST …/secondary-conversation-rules/batch`: the whole set replaces the saved one. */
export async function saveSecondaryRules(rules: SecondaryRuleInput[]): Promise<void> {
  await unwrap(
    api().POST('/account/member/secondary-conversation-rules/batch', {
      // The generated body type reads the schema's `null` members as absent (the client's oneOf
      // wrapper); the JSON sent is the contract's, every item with its five members.
      body: { secondary_conversation_rules: rules } satisfies SaveBodyShape as never,
    }),
  );
  await revalidate('/account/member/secondary-conversation-rules');
}
