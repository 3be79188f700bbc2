import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every API module is shaped like `conversations/` (issue 16): its routes files only route — they read
 * the input, call the module's service and answer through its presenter — so they stay short and hold
 * no database query.
 */
const modulesDir = fileURLToPath(new URL('../src/modules', import.meta.url));

/** The longest a routes file may be. */
const MAX_LINES = 150;

/** What a database query looks like in the source. */
const QUERY_TOKENS = ['db.', '.select(', '.insert(', '.update(', '.delete(', 'sql`'] as const;

/** Every `routes*.ts` file under the modules folder, as [module, path]. */
function routesFiles(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^routes.*\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        const module = relative(modulesDir, path).split(/[\\/]/)[0] ?? '';
        found.push([module, path]);
      }
    }
  };
  walk(modulesDir);
  return found.sort((a, b) => a[1].localeCompare(b[1]));
}

const files = routesFiles();

describe('API routes files only route (issue 16)', () => {
  it('finds the routes file of every module', () => {
    expect(new Set(files.map(([module]) => module)).size).toBeGreaterThanOrEqual(19);
  });

  it.each(files.map(([, path]) => [relative(modulesDir, path), path]))(
    '%s is at most 150 lines and runs no query',
    (_name, path) => {
      const source = readFileSync(path, 'utf8');
      const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
      expect(lines).toBeLessThanOrEqual(MAX_LINES);
      const found = source
        .split('\n')
        .flatMap((line, index) =>
          QUERY_TOKENS.filter((token) => line.includes(token)).map(
            (token) => `${index + 1}: ${token} in ${line.trim()}`,
          ),
        );
      expect(found).toEqual([]);
    },
  );
});
