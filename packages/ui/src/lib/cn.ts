import type { CnFunction } from 'cn';
import { createCn } from 'cn/engine';
import tables from './cn-tables.generated.ts';

/**
 * Joins class names; later Tailwind classes win over earlier ones (`cn('p-2', 'p-4')` is `p-4`).
 *
 * The `cn` package's engine (by shadcn: clsx's arguments, tailwind-merge's answers) on tables compiled
 * at build time (scripts/cn-tables.mjs): its first call costs well under a millisecond, where
 * tailwind-merge built its class map on the first call, about 30 ms inside the first render of every
 * page. `cn.test.ts` holds it to tailwind-merge's output on every class list of this repository.
 */
export function cn(...inputs: Parameters<CnFunction>): string {
  // Built on the first call, inside the first render, rather than while the app's modules load.
  engine ??= createCn(tables);
  return engine(...inputs);
}

let engine: CnFunction | undefined;
