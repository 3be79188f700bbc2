import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were the file at `path` (an existing file, so the typed program knows it). */
async function rules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/web/src/${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layers of apps/web (app → routes → features → lib)', () => {
  it('fails a feature that imports another feature', async () => {
    const code =
      "import { useQuestions } from '../../onboarding/api/get-questions';\n\nexport const x = useQuestions;\n";
    expect(await rules('features/auth/api/sign-in.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails lib code that imports a feature or the app', async () => {
    const code = "import { routes } from '../app/router';\n\nexport const x = routes;\n";
    expect(await rules('lib/paths.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('accepts a feature that uses lib and its own files', async () => {
    const code = [
      "import { paths } from '../../../lib/paths';",
      "import { signInWithSocial } from './sign-in-with-social';",
      '',
      'export const x = [paths, signInWithSocial];',
      '',
    ].join('\n');
    expect(await rules('features/auth/api/sign-in.ts', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });
});
