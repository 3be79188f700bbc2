export { ProductGrid, productGridClassName, type ProductGridProps } from './product-grid';
