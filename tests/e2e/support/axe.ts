import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Repeated items past the first row of a grid: each is the same ui component (checked by axe in its
 * stories), and axe's colour-contrast pass over dozens of them is slow on a busy machine.
 */
export const REPEATED_GRID_ITEMS = '[data-slot=member-grid] > :nth-child(n+5)';

/** Every WCAG 2.1 A and AA rule of axe on the page as it is now: no violation. */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  { exclude = [REPEATED_GRID_ITEMS] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
  expect(violations, `axe on ${what}`).toEqual([]);
}
