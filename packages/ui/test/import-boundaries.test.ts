import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
/** The first lint builds the typed program of the whole repository: slow, and slower under load. */
const slow = { timeout: 180_000 };

/** The rules `code` breaks, linted as if it were `path` (an existing file, so the typed program knows it). */
async function rules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const component = 'packages/ui/src/components/filter-panel/fixtures.ts';
const story = 'packages/ui/src/components/question-input/question-input.stories.tsx';

describe('packages/ui knows no app and no API client', slow, () => {
  it('fails a relative import of the API', async () => {
    const code =
      "import { QUESTIONS } from '../../../../../apps/api/src/data/questions.ts';\n\nexport const x = QUESTIONS;\n";
    const broken = await rules(component, code);
    expect(broken).toContain('import-x/no-relative-packages');
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('fails a story that imports the web app', async () => {
    const code =
      "import { paths } from '../../../../../apps/web/src/lib/paths';\n\nexport const x = paths;\n";
    expect(await rules(story, code)).toContain('import-x/no-restricted-paths');
  });

  it('fails an import of the API client, even of its types', async () => {
    const value = "import { createApi } from '@app/client';\n\nexport const x = createApi;\n";
    expect(await rules(component, value)).toContain('@typescript-eslint/no-restricted-imports');
    const type =
      "import type { components } from '@app/client/schema';\n\nexport type X = components;\n";
    expect(await rules(component, type)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('accepts its own fixtures and its own files', async () => {
    const code = [
      "import { ALL_QUESTIONS } from '../../fixtures/questions.ts';",
      "import type { FilterQuestion } from './filter-panel.tsx';",
      '',
      'export const x: FilterQuestion[] = ALL_QUESTIONS.map((q) => ({ name: q.name, options: [] }));',
      '',
    ].join('\n');
    const broken = await rules(component, code);
    expect(broken).not.toContain('import-x/no-relative-packages');
    expect(broken).not.toContain('import-x/no-restricted-paths');
    expect(broken).not.toContain('@typescript-eslint/no-restricted-imports');
  });
});

describe('no package reaches into another by a relative path', slow, () => {
  it('fails a relative import of a sibling package, even where the name would be allowed', async () => {
    const code =
      "import { uiMessages } from '../packages/ui/src/i18n';\n\nexport const x = uiMessages;\n";
    expect(await rules('.storybook/preview.tsx', code)).toContain('import-x/no-relative-packages');
  });

  it('accepts the same module through the package name', async () => {
    const code = "import { uiMessages } from '@app/ui/i18n';\n\nexport const x = uiMessages;\n";
    expect(await rules('.storybook/preview.tsx', code)).not.toContain(
      'import-x/no-relative-packages',
    );
  });
});
