export {
  Skeleton,
  SkeletonCard,
  SkeletonContainer,
  SkeletonText,
  skeletonVariants,
  type SkeletonContainerProps,
  type SkeletonProps,
  type SkeletonTextProps,
} from './skeleton';
