import { describe, expect, it } from 'vitest';
import { unseenSummary } from './inbox-tabs.ts';

describe('unseenSummary', () => {
  it('is empty without entries', () => {
    expect(unseenSummary([])).toEqual({
      priority: { count: 0, flower: false },
      secondary: { count: 0, flower: false },
    });
  });

  it('counts only unseen conversations, per inbox', () => {
    expect(
      unseenSummary([
        { seen: false, priority: 'priority' },
        { seen: false, priority: 'priority' },
        { seen: true, priority: 'priority' },
        { seen: false, priority: 'secondary' },
      ]),
    ).toEqual({
      priority: { count: 2, flower: false },
      secondary: { count: 1, flower: false },
    });
  });

  it('flags an inbox whose unseen conversations include a flower', () => {
    expect(
      unseenSummary([
        { seen: false, priority: 'priority', unseen_flower: false },
        { seen: false, priority: 'secondary', unseen_flower: true },
      ]),
    ).toEqual({
      priority: { count: 1, flower: false },
      secondary: { count: 1, flower: true },
    });
  });

  it('ignores the flower of a seen conversation', () => {
    expect(unseenSummary([{ seen: true, priority: 'priority', unseen_flower: true }])).toEqual({
      priority: { count: 0, flower: false },
      secondary: { count: 0, flower: false },
    });
  });
});
