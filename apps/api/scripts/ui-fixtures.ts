/**
 * Writes the questionnaire snapshot `packages/ui` uses in its stories
 * (`packages/ui/src/fixtures/questions.json`): the ui package never imports the API, it reads this copy.
 * `test/ui-fixtures.test.ts` fails when the copy is stale; regenerate it with
 * `npx tsx apps/api/scripts/ui-fixtures.ts` (from the repository root).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QUESTIONS } from '../src/data/questions.ts';

export const QUESTIONS_FIXTURE = fileURLToPath(
  new URL('../../../packages/ui/src/fixtures/questions.json', import.meta.url),
);

/** What the snapshot holds: the questionnaire tree, texts in fr and en. */
export function questionsSnapshot() {
  return { questions: QUESTIONS };
}

/** The file's text (2-space JSON; prettier leaves the file alone, see .prettierignore). */
export function questionsFixture(): string {
  return `${JSON.stringify(questionsSnapshot(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(QUESTIONS_FIXTURE, questionsFixture());
  console.log(`Wrote ${QUESTIONS_FIXTURE}`);
}
