import type { Product } from './product-card.ts';

/** The seeded packages as the contract serves them in French (stories only). */
export const threeMonths: Product = {
  id: 1,
  name: 'Forfait 3 mois',
  description:
    'Trois mois d’accès complet : recherche, messagerie, fleurs, appels vidéo et contenu de développement personnel.',
  price: 119.97,
  price_before_sale: null,
  sale_percentage: null,
  number_of_months: 3,
  number_of_extra_months: 0,
  is_renewable: true,
  featured: false,
  vip: false,
  price_hash: 'hash-1',
  apple_id: 'ca.rencontres.membership.3months',
  google_id: 'membership_3_months',
};

export const sixMonths: Product = {
  id: 2,
  name: 'Forfait 6 mois',
  description:
    'Six mois d’accès complet, et en prime un cours de développement personnel d’une valeur de 494 $.',
  price: 179.94,
  price_before_sale: 239.94,
  sale_percentage: 0.25,
  number_of_months: 6,
  number_of_extra_months: 0,
  is_renewable: true,
  featured: true,
  vip: false,
  price_hash: 'hash-2',
  apple_id: 'ca.rencontres.membership.6months',
  google_id: 'membership_6_months',
};

export const twelveMonthsVip: Product = {
  id: 3,
  name: 'Forfait VIP 12 mois',
  description: 'Un an d’accès complet et tout le contenu VIP.',
  price: 299.88,
  price_before_sale: null,
  sale_percentage: null,
  number_of_months: 12,
  number_of_extra_months: 0,
  is_renewable: false,
  featured: false,
  vip: true,
  price_hash: 'hash-3',
  apple_id: null,
  google_id: null,
};

export const products: Product[] = [sixMonths, threeMonths];

export const productsEnglish: Product[] = [
  {
    ...threeMonths,
    name: '3-month package',
    description:
      'Three months of full access: search, messages, flowers, video calls and personal-development content.',
  },
  {
    ...sixMonths,
    name: '6-month package',
    description: 'Six months of full access, plus a bonus personal-development course worth $494.',
  },
];
