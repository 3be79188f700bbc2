export { ProductGrid, productGridClassName, type ProductGridProps } from './product-grid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './product-grid-skeleton';
