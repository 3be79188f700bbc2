export {
  AMBASSADOR_STAT_KEYS,
  AmbassadorStats,
  ambassadorStatsVariants,
  type AmbassadorStatKey,
  type AmbassadorStatsData,
  type AmbassadorStatsProps,
} from './ambassador-stats.tsx';
