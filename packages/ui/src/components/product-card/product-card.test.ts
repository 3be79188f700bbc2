import { describe, expect, it } from 'vitest';
import {
  BONUS_COURSE_VALUE,
  productDisplay,
  realMonths,
  sortProducts,
  type Product,
} from './product-card.ts';

const threeMonths: Product = {
  id: 1,
  name: 'Forfait 3 mois',
  price: 119.97,
  price_before_sale: null,
  sale_percentage: null,
  number_of_months: 3,
  number_of_extra_months: 0,
  featured: false,
  vip: false,
};

const sixMonths: Product = {
  id: 2,
  name: 'Forfait 6 mois',
  price: 179.94,
  price_before_sale: 239.94,
  sale_percentage: 0.25,
  number_of_months: 6,
  number_of_extra_months: 0,
  featured: true,
  vip: false,
};

describe('realMonths', () => {
  it('is the months granted minus the extra months', () => {
    expect(realMonths({ number_of_months: 3, number_of_extra_months: 0 })).toBe(3);
    expect(realMonths({ number_of_months: 4, number_of_extra_months: 1 })).toBe(3);
  });

  it('never reaches 0, so the monthly price stays finite', () => {
    expect(realMonths({ number_of_months: 1, number_of_extra_months: 1 })).toBe(1);
  });
});

describe('productDisplay', () => {
  it('divides the price by the real months for the monthly price', () => {
    expect(productDisplay(threeMonths).monthlyPrice).toBe(39.99);
    expect(productDisplay(sixMonths).monthlyPrice).toBe(29.99);
    const withExtra = productDisplay({
      ...threeMonths,
      number_of_months: 4,
      number_of_extra_months: 1,
    });
    expect(withExtra).toMatchObject({
      months: 4,
      realMonths: 3,
      extraMonths: 1,
      monthlyPrice: 39.99,
    });
  });

  it('rounds the monthly price to the cent', () => {
    expect(productDisplay({ ...threeMonths, price: 100 }).monthlyPrice).toBe(33.33);
  });

  it('shows the sale only when it is a fraction of 1 or less', () => {
    expect(productDisplay(sixMonths).salePercentage).toBe(0.25);
    expect(productDisplay({ ...sixMonths, sale_percentage: 1 }).salePercentage).toBe(1);
    expect(productDisplay({ ...sixMonths, sale_percentage: 25 }).salePercentage).toBeNull();
    expect(productDisplay({ ...sixMonths, sale_percentage: 1.01 }).salePercentage).toBeNull();
    expect(productDisplay({ ...sixMonths, sale_percentage: 0 }).salePercentage).toBeNull();
    expect(productDisplay(threeMonths).salePercentage).toBeNull();
  });

  it('strikes through the price before the sale only when it is above the price', () => {
    expect(productDisplay(sixMonths).priceBeforeSale).toBe(239.94);
    expect(productDisplay({ ...sixMonths, price_before_sale: 179.94 }).priceBeforeSale).toBeNull();
    expect(productDisplay(threeMonths).priceBeforeSale).toBeNull();
  });

  it('gives the 6-month package the bonus course worth 494 $', () => {
    expect(BONUS_COURSE_VALUE).toBe(494);
    expect(productDisplay(sixMonths).bonusCourseValue).toBe(494);
    expect(productDisplay(threeMonths).bonusCourseValue).toBeNull();
  });

  it('echoes the featured and VIP flags', () => {
    expect(productDisplay(sixMonths)).toMatchObject({ featured: true, vip: false });
    expect(productDisplay({ ...threeMonths, vip: true })).toMatchObject({
      featured: false,
      vip: true,
    });
  });
});

describe('sortProducts', () => {
  it('orders by number_of_months ascending, then by id, without touching the input', () => {
    const twelve = { ...threeMonths, id: 3, number_of_months: 12 };
    const otherSix = { ...sixMonths, id: 0 };
    const input = [twelve, sixMonths, threeMonths, otherSix];
    expect(sortProducts(input).map((p) => p.id)).toEqual([1, 0, 2, 3]);
    expect(input.map((p) => p.id)).toEqual([3, 2, 1, 0]);
  });
});
