import { cva } from 'class-variance-authority';
import { Crown, Gift, Sparkles } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { productDisplay, type Product } from './product-card.ts';

export {
  BONUS_COURSE_MONTHS,
  BONUS_COURSE_VALUE,
  productDisplay,
  realMonths,
  sortProducts,
  type Product,
  type ProductDisplay,
} from './product-card.ts';

const messages = defineMessages<{
  featured: NoMessageValues;
  vip: NoMessageValues;
  perMonth: { price: string };
  total: { price: string; months: number };
  extraMonths: { extra: number };
  priceBeforeSale: NoMessageValues;
  sale: { percent: string };
  saleLabel: { percent: string };
  taxesIncluded: NoMessageValues;
  bonusCourse: { value: string };
  choose: NoMessageValues;
}>({
  featured: { id: 'ui.product-card.featured', defaultMessage: 'Le plus populaire' },
  vip: { id: 'ui.product-card.vip', defaultMessage: 'VIP' },
  perMonth: { id: 'ui.product-card.per_month', defaultMessage: '{price} / mois' },
  total: {
    id: 'ui.product-card.total',
    defaultMessage: '{price} pour {months, plural, one {# mois} other {# mois}}',
  },
  extraMonths: {
    id: 'ui.product-card.extra_months',
    defaultMessage: 'dont {extra, plural, one {# mois offert} other {# mois offerts}}',
  },
  priceBeforeSale: {
    id: 'ui.product-card.price_before_sale',
    defaultMessage: 'Prix avant le rabais :',
  },
  sale: { id: 'ui.product-card.sale', defaultMessage: '−{percent}' },
  saleLabel: { id: 'ui.product-card.sale_label', defaultMessage: 'Rabais de {percent}' },
  taxesIncluded: { id: 'ui.product-card.taxes_included', defaultMessage: 'Taxes incluses' },
  bonusCourse: {
    id: 'ui.product-card.bonus_course',
    defaultMessage: 'En prime : un cours de développement personnel d’une valeur de {value}',
  },
  choose: { id: 'ui.product-card.choose', defaultMessage: 'Choisir ce forfait' },
});

/** Separates a screen-reader prefix from the text that follows. */
const SPACE = ' ';

export const productCardVariants = cva(
  'relative flex min-w-0 flex-col gap-4 rounded-xl border bg-surface-raised p-6 text-text shadow-sm',
  {
    variants: {
      featured: {
        true: 'border-primary shadow-md ring-2 ring-primary',
        false: 'border-border',
      },
    },
    defaultVariants: { featured: false },
  },
);

/** Money in Canadian dollars, in the app's locale ('119,97 $' in French, '$119.97' in English). */
export function useFormatMoney(): (value: number, options?: { whole?: boolean }) => string {
  const intl = useIntl();
  return (value, options) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      ...(options?.whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
}

export type ProductCardProps = Omit<ComponentProps<'article'>, 'children' | 'onSelect'> & {
  product: Product;
  /** Called by the choose button. */
  onSelect?: ((product: Product) => void) | undefined;
  /** Replaces the choose button (e.g. the native in-app purchase button). */
  action?: ReactNode;
  /** Replaces 'Choisir ce forfait'. */
  chooseLabel?: ReactNode;
  /** Disables the choose button (a payment is under way). */
  disabled?: boolean | undefined;
  /** Level of the product name heading (3). */
  headingLevel?: 2 | 3 | 4 | undefined;
};

/**
 * A subscription package: its monthly price (price ÷ real months), total, sale, taxes included, the
 * 6-month bonus course, featured highlight and VIP badge, and a choose action.
 */
export function ProductCard({
  product,
  onSelect,
  action,
  chooseLabel,
  disabled = false,
  headingLevel = 3,
  className,
  ...props
}: ProductCardProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const titleId = useId();
  const display = productDisplay(product);
  const Heading = `h${headingLevel}` as const;
  const percent =
    display.salePercentage === null
      ? null
      : intl.formatNumber(display.salePercentage, { style: 'percent' });

  return (
    <article
      data-slot="product-card"
      data-product-id={product.id}
      data-months={display.months}
      data-featured={display.featured || undefined}
      data-vip={display.vip || undefined}
      data-on-sale={percent !== null || undefined}
      aria-labelledby={titleId}
      className={cn(productCardVariants({ featured: display.featured }), className)}
      {...props}
    >
      {display.featured || display.vip ? (
        <div data-slot="product-card-badges" className="flex flex-wrap gap-2">
          {display.featured ? (
            <Badge data-slot="product-card-featured" variant="primary">
              <Sparkles aria-hidden="true" />
              {intl.formatMessage(messages.featured)}
            </Badge>
          ) : null}
          {display.vip ? (
            <Badge data-slot="product-card-vip" variant="accent">
              <Crown aria-hidden="true" />
              {intl.formatMessage(messages.vip)}
            </Badge>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-1">
        <Heading
          id={titleId}
          data-slot="product-card-title"
          className="font-display text-xl leading-tight font-semibold text-balance"
        >
          {product.name}
        </Heading>
        {product.description ? (
          <p data-slot="product-card-description" className="text-sm text-pretty text-text-muted">
            {product.description}
          </p>
        ) : null}
      </div>

      <div data-slot="product-card-pricing" className="flex flex-col gap-1">
        <p
          data-slot="product-card-monthly-price"
          className="font-display text-3xl font-semibold text-primary tabular-nums"
        >
          {intl.formatMessage(messages.perMonth, { price: money(display.monthlyPrice) })}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-text-muted">
          {display.priceBeforeSale !== null ? (
            <span data-slot="product-card-price-before-sale">
              <span className="sr-only">
                {intl.formatMessage(messages.priceBeforeSale)}
                {SPACE}
              </span>
              <s className="tabular-nums">{money(display.priceBeforeSale)}</s>
            </span>
          ) : null}
          <span data-slot="product-card-total" className="font-semibold text-text tabular-nums">
            {intl.formatMessage(messages.total, {
              price: money(product.price),
              months: display.months,
            })}
          </span>
          {percent !== null ? (
            <Badge
              data-slot="product-card-sale"
              variant="success"
              size="sm"
              label={intl.formatMessage(messages.saleLabel, { percent })}
            >
              {intl.formatMessage(messages.sale, { percent })}
            </Badge>
          ) : null}
        </p>
        {display.extraMonths > 0 ? (
          <p data-slot="product-card-extra-months" className="text-sm font-semibold text-success">
            {intl.formatMessage(messages.extraMonths, { extra: display.extraMonths })}
          </p>
        ) : null}
        <p data-slot="product-card-taxes" className="text-xs text-text-muted">
          {intl.formatMessage(messages.taxesIncluded)}
        </p>
      </div>

      {display.bonusCourseValue !== null ? (
        <p
          data-slot="product-card-bonus"
          className="flex items-start gap-2 rounded-lg bg-accent-soft p-3 text-sm font-semibold text-accent-hover"
        >
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {intl.formatMessage(messages.bonusCourse, {
              value: money(display.bonusCourseValue, { whole: true }),
            })}
          </span>
        </p>
      ) : null}

      <div data-slot="product-card-action" className="mt-auto flex flex-col pt-2">
        {action ?? (
          <Button
            // Choosing a product never submits the form the grid sits in (the onboarding step's).
            type="button"
            data-slot="product-card-choose"
            variant={display.featured ? 'primary' : 'outline'}
            disabled={disabled}
            aria-describedby={titleId}
            onClick={() => {
              onSelect?.(product);
            }}
          >
            {chooseLabel ?? intl.formatMessage(messages.choose)}
          </Button>
        )}
      </div>
    </article>
  );
}
