/**
 * The inbox tabs (spec, sections 2 "Messages", 3 "Unseen conversation entry" and 4 "Seen/unseen"): priority and
 * secondary tabs, each with its count of unseen conversations and a flower icon when those include a flower.
 */

export type InboxName = 'priority' | 'secondary';

/** An entry of `GET conversations/unseen`. */
export interface UnseenConversationEntry {
  seen: boolean;
  priority: InboxName;
  unseen_flower?: boolean | null | undefined;
}

export interface InboxUnseen {
  /** Unseen conversations in the inbox. */
  count: number;
  /** Some of them carry an unseen flower. */
  flower: boolean;
}

export type InboxUnseenSummary = Record<InboxName, InboxUnseen>;

/** Counts the unseen conversations of each inbox, and whether they include a flower. */
export function unseenSummary(entries: readonly UnseenConversationEntry[]): InboxUnseenSummary {
  const summary: InboxUnseenSummary = {
    priority: { count: 0, flower: false },
    secondary: { count: 0, flower: false },
  };
  for (const entry of entries) {
    if (entry.seen) continue;
    const inbox = summary[entry.priority];
    inbox.count += 1;
    if (entry.unseen_flower) inbox.flower = true;
  }
  return summary;
}
