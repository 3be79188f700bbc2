import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_FIELDS, SEARCH_LIMITS } from '../lib/search';
import { bundleContract } from '../scripts/build';

interface Property {
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

let filters: { description: string; properties: Record<string, Property> };
beforeAll(async () => {
  const contract = await bundleContract();
  filters = contract.components.schemas?.SearchFilters as typeof filters;
});

function accepts(field: string, value: string): boolean {
  const pattern = filters.properties[field]?.pattern;
  if (!pattern) throw new Error(`SearchFilters.${field} has no pattern`);
  return new RegExp(pattern, 'u').test(value);
}

describe("the search limits are the contract's SearchFilters", () => {
  it('bound the distance with its minimum and maximum', () => {
    const { minimum, maximum } = filters.properties.distance ?? {};
    expect({ min: minimum, max: maximum }).toEqual(SEARCH_LIMITS.distance);
  });

  it.each(['age', 'height'] as const)('bound the %s range as its pattern does', (name) => {
    const field = name === 'age' ? 'age' : 'question__height';
    const { min, max } = SEARCH_LIMITS[name];
    expect(accepts(field, `${min},${max}`)).toBe(true);
    expect(accepts(field, `${min - 1},${max}`)).toBe(false);
    expect(accepts(field, `${min},${max + 1}`)).toBe(false);
  });

  it('count the keywords as the pattern does', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(',');
    expect(accepts('keywords', words(SEARCH_LIMITS.keywords))).toBe(true);
    expect(accepts('keywords', words(SEARCH_LIMITS.keywords + 1))).toBe(false);
  });

  it('say the number of active filters and keywords of the description', () => {
    expect(filters.description).toContain(`at most **${SEARCH_LIMITS.filters} active filters**`);
    expect(filters.description).toContain(`at most **${SEARCH_LIMITS.keywords} keywords**`);
  });

  it('name location fields the schema has, and the description lists', () => {
    for (const field of LOCATION_FIELDS) {
      expect(filters.properties).toHaveProperty(field);
      expect(filters.description).toContain(`\`${field}\``);
    }
  });
});
