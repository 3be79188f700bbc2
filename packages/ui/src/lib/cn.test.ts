import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clsx } from 'cn/engine';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

// `cn` replaces tailwind-merge for its first-call cost (see cn.ts), with tailwind-merge's conflict
// rules compiled into its tables. This holds it to tailwind-merge's output on the class lists this
// repository writes: every string literal
// of the design system's and the app's components that reads as a list of Tailwind classes, alone
// and merged with every other one of the same file (a component's base, its variants and the
// `className` a page passes meet within one file's strings or the page's).

const repository = join(import.meta.dirname, '../../../..');
const folders = ['packages/ui/src', 'apps/web/src'].map((folder) => join(repository, folder));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const CLASS =
  /^(?:[a-z0-9-]+:)*!?-?[a-z][a-z0-9-]*(?:-(?:\[[^\s\]]+\]|\([^\s)]+\)|[a-z0-9./%]+))*(?:\/\d+)?$/;

/** The string literals of a file that read as class lists with at least one utility taking a value. */
function classLists(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const lists = new Set<string>();
  for (const match of text.matchAll(/'([^'\n\\]+)'|"([^"\n\\]+)"|`([^`$\\]+)`/g)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/\s+/g, ' ');
    const tokens = value.split(' ');
    if (tokens.every((token) => CLASS.test(token)) && tokens.some((token) => token.includes('-')))
      lists.add(value);
  }
  return [...lists];
}

const files = folders.flatMap(sourceFiles).map((file) => ({ file, lists: classLists(file) }));

describe('cn', () => {
  it('merges with the tables scripts/cn-tables.mjs compiles from the installed cn and tailwind-merge', () => {
    // Exits non-zero (and this throws) when an update of either changed the tables.
    execFileSync(process.execPath, ['scripts/cn-tables.mjs', '--check'], {
      cwd: join(repository, 'packages/ui'),
    });
  });

  it('merges as tailwind-merge does', () => {
    expect(cn('p-2', 'p-4')).toBe('p-4');
    expect(cn('px-2 py-1', false, { 'p-3': true }, ['text-sm', 'text-lg'])).toBe('p-3 text-lg');
    expect(cn('hover:bg-primary', 'hover:bg-accent', 'bg-card')).toBe('hover:bg-accent bg-card');
  });

  it('gives the same classes as tailwind-merge for every class list of the repository, and every pair in a file', () => {
    const lists = files.reduce((count, { lists }) => count + lists.length, 0);
    // The scan must find what it checks: the design system alone writes well over a thousand.
    expect(lists).toBeGreaterThan(1000);
    const differences: string[] = [];
    let pairs = 0;
    for (const { file, lists } of files) {
      for (const first of lists) {
        if (cn(first) !== twMerge(clsx(first))) differences.push(`${file}: ${first}`);
        for (const second of lists) {
          pairs += 1;
          const expected = twMerge(clsx(first, second));
          if (cn(first, second) !== expected) differences.push(`${file}: ${first} + ${second}`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect(differences).toEqual([]);
  });
});
