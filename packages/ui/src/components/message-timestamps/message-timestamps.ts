/**
 * Message timestamps (spec, section 9): a timestamp shows above a message when there is no previous message or
 * the gap is 1 hour or more. It reads the time for today, the weekday and time within 7 days, else the date
 * (yyyy-MM-dd) and time. Messages sit closer together when the gap is under 90 s and the sender is unchanged.
 */
import { differenceInCalendarDays } from 'date-fns';

export type DateInput = Date | string | number;

/** A timestamp shows when the gap with the previous message reaches this (1 hour). */
export const TIMESTAMP_GAP_MS = 60 * 60 * 1000;

/** Messages of the same sender closer than this (90 s) are grouped with tighter spacing. */
export const TIGHT_SPACING_GAP_MS = 90 * 1000;

/** Within this many calendar days the weekday is shown instead of the date. */
export const WEEKDAY_WITHIN_DAYS = 7;

/** The loading placeholder of a conversation has this many rows. */
export const CONVERSATION_SKELETON_ROWS = 20;

/** `time`: today; `weekday`: weekday and time, within 7 days; `date`: yyyy-MM-dd and time. */
export type TimestampFormat = 'time' | 'weekday' | 'date';

export type MessageSpacing = 'tight' | 'normal';

export interface TimestampPlanEntry {
  /** A timestamp shows above this message. */
  showTimestamp: boolean;
  /** How the timestamp reads (computed for every message, used when shown). */
  format: TimestampFormat;
  /** Space above the message: tight within 90 s of the same sender's previous message. */
  spacing: MessageSpacing;
}

/** The fields the plan reads: when a message was sent and whether it is mine (the sender). */
export interface TimedMessage {
  created_at: DateInput;
  is_me: boolean;
}

function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/** How a timestamp for `date` reads at `now`, in local calendar days. */
export function timestampFormat(date: DateInput, now: DateInput): TimestampFormat {
  const days = differenceInCalendarDays(toDate(now), toDate(date));
  if (days <= 0) return 'time';
  if (days < WEEKDAY_WITHIN_DAYS) return 'weekday';
  return 'date';
}

/** For each message, in order: whether a timestamp shows above it, how it reads, and the spacing. */
export function timestampPlan(
  messages: readonly TimedMessage[],
  now: DateInput,
): TimestampPlanEntry[] {
  return messages.map((message, index) => {
    const format = timestampFormat(message.created_at, now);
    const previous = index > 0 ? messages[index - 1] : undefined;
    if (!previous) return { showTimestamp: true, format, spacing: 'normal' };
    const gap = toDate(message.created_at).getTime() - toDate(previous.created_at).getTime();
    // An unknown date shows its timestamp rather than hiding it.
    const showTimestamp = Number.isNaN(gap) || gap >= TIMESTAMP_GAP_MS;
    const tight = !showTimestamp && gap < TIGHT_SPACING_GAP_MS && previous.is_me === message.is_me;
    return { showTimestamp, format, spacing: tight ? 'tight' : 'normal' };
  });
}

/** A date as yyyy-MM-dd, from its parts in the reader's calendar. */
export function isoDay(parts: { year: string; month: string; day: string }): string {
  return `${parts.year}-${parts.month}-${parts.day}`;
}
