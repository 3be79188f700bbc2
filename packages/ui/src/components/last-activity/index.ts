export {
  LastActivity,
  lastActivityVariants,
  type LastActivityLabels,
  type LastActivityProps,
} from './last-activity.tsx';
export {
  LAST_ACTIVITY_REFRESH_MS,
  lastActivityLabel,
  type DateInput,
  type LastActivityLabel,
  type LastActivityUnit,
  type LastActivityVariant,
} from './last-activity.ts';
