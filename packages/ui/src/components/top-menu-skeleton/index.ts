export { TopMenuSkeleton, type TopMenuSkeletonProps } from './top-menu-skeleton';
