import { conversationPriorityValues } from '@app/openapi/enums';
import type { ConversationPriority } from './types';

/**
 * The inbox's memory for this tab of the browser: the tab last shown and, per inbox, the conversation
 * last opened (a desktop without a selection opens it again).
 */
const TAB_KEY = 'messages.inbox';
const lastKey = (inbox: ConversationPriority) => `messages.last.${inbox}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberedInbox(): ConversationPriority {
  return storage()?.getItem(TAB_KEY) === 'secondary' ? 'secondary' : 'priority';
}

export function rememberInbox(inbox: ConversationPriority): void {
  storage()?.setItem(TAB_KEY, inbox);
}

export function rememberedConversation(inbox: ConversationPriority): number | undefined {
  const value = Number(storage()?.getItem(lastKey(inbox)));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function rememberConversation(inbox: ConversationPriority, id: number): void {
  storage()?.setItem(lastKey(inbox), String(id));
}

export function forgetConversation(id: number): void {
  for (const inbox of conversationPriorityValues) {
    if (rememberedConversation(inbox) === id) storage()?.removeItem(lastKey(inbox));
  }
}
