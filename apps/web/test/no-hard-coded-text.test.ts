import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: `${repoRoot}apps/web/src/routes/not-found.tsx`,
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The rule runs over every page and component in `npm test`'s ESLint step; these prove it is on for
// the app's files and catches what it should.
describe('the lint rule that keeps texts in the catalogues', () => {
  it('fails a page with a hard-coded text or label', async () => {
    expect(await problems('export function Page() {\n  return <p>Bonjour</p>;\n}\n')).toContain(
      'formatjs/no-literal-string-in-jsx',
    );
    expect(
      await problems(
        'export function Page() {\n  return <button type="button" aria-label="Fermer" />;\n}\n',
      ),
    ).toContain('formatjs/no-literal-string-in-jsx');
  });

  it('accepts a text that comes from the catalogues', async () => {
    const code = [
      "import { FormattedMessage } from 'react-intl';",
      '',
      'export function Page() {',
      "  return <FormattedMessage id='page.hello' defaultMessage='Bonjour' />;",
      '}',
      '',
    ].join('\n');
    expect(await problems(code)).not.toContain('formatjs/no-literal-string-in-jsx');
  });
});
