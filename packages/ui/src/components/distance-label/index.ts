export { DistanceLabel, type DistanceLabelProps } from './distance-label.tsx';
export {
  DISTANCE_MAX_KM,
  DISTANCE_MIN_KM,
  distanceDisplay,
  type DistanceDisplay,
} from './distance-label.ts';
