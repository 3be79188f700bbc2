import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_FIXTURE, questionsSnapshot } from '../scripts/ui-fixtures.ts';

describe("packages/ui's copy of the questionnaire", () => {
  it('is the questionnaire the API serves (else run `npx tsx apps/api/scripts/ui-fixtures.ts`)', () => {
    const stored: unknown = JSON.parse(readFileSync(QUESTIONS_FIXTURE, 'utf8'));
    expect(stored).toEqual(JSON.parse(JSON.stringify(questionsSnapshot())));
  });
});
