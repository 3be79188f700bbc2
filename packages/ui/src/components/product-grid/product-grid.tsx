import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ProductCard, sortProducts, type Product } from '../product-card';
import { SkeletonContainer } from '../skeleton';
import {
  ProductCardSkeleton,
  productGridClassName,
  productGridMessages as messages,
} from './product-grid-skeleton';

export { productGridClassName };

export type ProductGridProps = Omit<ComponentProps<'ul'>, 'children' | 'onSelect'> & {
  products: readonly Product[];
  /** Called by a card's choose button. */
  onSelect?: ((product: Product) => void) | undefined;
  /** Replaces a card's choose button (e.g. the native in-app purchase button). */
  renderAction?: ((product: Product) => ReactNode) | undefined;
  /** Disables every choose button (a payment is under way). */
  disabled?: boolean | undefined;
  /** Shows placeholders while the products load. */
  loading?: boolean | undefined;
  /** Number of placeholders (2: the 3- and 6-month packages). */
  placeholderCount?: number | undefined;
  /** Announced while loading; defaults to 'Chargement des forfaits…'. */
  loadingLabel?: ReactNode;
  /** Level of the product name headings (3). */
  headingLevel?: 2 | 3 | 4 | undefined;
};

/**
 * The subscription packages by number of months ascending, one per row on small screens, two, then
 * three per row on wide screens.
 */
export function ProductGrid({
  products,
  onSelect,
  renderAction,
  disabled,
  loading = false,
  placeholderCount = 2,
  loadingLabel,
  headingLevel,
  className,
  ...props
}: ProductGridProps) {
  const intl = useIntl();
  return (
    <SkeletonContainer
      loading={loading}
      loadingLabel={loadingLabel ?? intl.formatMessage(messages.loading)}
      className="w-full"
    >
      <ul
        data-slot="product-grid"
        data-count={loading ? undefined : products.length}
        className={cn(productGridClassName, className)}
        {...props}
      >
        {loading
          ? Array.from({ length: placeholderCount }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))
          : sortProducts(products).map((product) => (
              <li key={product.id} data-slot="product-grid-item" className="flex">
                <ProductCard
                  className="w-full"
                  product={product}
                  onSelect={onSelect}
                  action={renderAction?.(product)}
                  disabled={disabled}
                  headingLevel={headingLevel}
                />
              </li>
            ))}
      </ul>
    </SkeletonContainer>
  );
}
