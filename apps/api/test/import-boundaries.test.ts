import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
/** The first lint builds the typed program of the whole repository: slow, and slower under load. */
const slow = { timeout: 180_000 };

/** The rules `code` breaks, linted as if it were `path` (an existing file, so the typed program knows it). */
async function rules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/api/${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('apps/api never loads the web client or a front end', slow, () => {
  it('fails a run-time import of @app/client', async () => {
    const code = "import { createApi } from '@app/client';\n\nexport const x = createApi;\n";
    expect(await rules('src/http/types.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('fails a run-time import of a module of @app/client', async () => {
    const code =
      "import { createEcho } from '@app/client/realtime';\n\nexport const x = createEcho;\n";
    expect(await rules('src/http/types.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('fails a relative import into packages/client', async () => {
    const code =
      "import { createApi } from '../../../../packages/client/src/index.ts';\n\nexport const x = createApi;\n";
    expect(await rules('src/http/types.ts', code)).toContain('import-x/no-relative-packages');
  });

  it('fails an import of the design system', async () => {
    const code = "import { Button } from '@app/ui/button';\n\nexport const x = Button;\n";
    expect(await rules('src/http/types.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('fails a type-only import of @app/client: the types come from @app/openapi', async () => {
    const code =
      "import type { components } from '@app/client';\n\nexport type X = components['schemas'];\n";
    expect(await rules('src/http/types.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('fails a type-only import of @app/client/schema', async () => {
    const code =
      "import type { paths } from '@app/client/schema';\n\nexport type X = keyof paths;\n";
    expect(await rules('src/http/types.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('lets the contract’s types and enum value arrays through', async () => {
    const code =
      "import type { components } from '@app/openapi/schema';\nimport { genderValues } from '@app/openapi/enums';\n\nexport type X = components['schemas'];\nexport const y = genderValues;\n";
    expect(await rules('src/http/types.ts', code)).toEqual([]);
  });
});
