/** Random helpers of the seed: dice over a seeded generator. */

/* ---------------------------------------------------------------------------------------------- */
/* Random helpers                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

export interface Dice {
  random: () => number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** An option id, from `{ optionId: weight }`. */
  option(weights: Readonly<Record<number, number>>): number;
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: T[]): T[];
  normal(mean: number, deviation: number): number;
  uuid(): string;
  hex(length: number): string;
}

export function dice(random: () => number): Dice {
  const d: Dice = {
    random,
    between: (min, max) => min + random() * (max - min),
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    chance: (probability) => random() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = random() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('Cannot pick from an empty list');
      return last[0];
    },
    option: (weights) =>
      d.weighted(Object.entries(weights).map(([id, weight]) => [Number(id), weight] as const)),
    sample<T>(items: readonly T[], count: number): T[] {
      return d.shuffle([...items]).slice(0, count);
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
    normal(mean, deviation) {
      const u = Math.max(random(), 1e-9);
      const v = random();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    uuid() {
      const h = d.hex(32).split('');
      h[12] = '4';
      h[16] = '89ab'[Math.floor(random() * 4)] ?? '8';
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    hex(length) {
      let out = '';
      for (let i = 0; i < length; i++) out += Math.floor(random() * 16).toString(16);
      return out;
    },
  };
  return d;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
