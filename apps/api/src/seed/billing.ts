/** The demo members' subscriptions, orders and cards. */
import type { ProvinceCode } from '../data/places';
import {
  type ProductDefinition,
  PRODUCTS,
  PROMO_CODES,
  type PromoCode,
  quote,
  REFERRAL_FRIEND_BONUS_MONTHS,
  trialEndDate,
  validatePromoCode,
} from '../modules/payments/pricing';
import { DAY_MS, daysBefore, type Dice, HOUR_MS } from './dice';
import type { Status } from './people';

/* ---------------------------------------------------------------------------------------------- */
/* Subscriptions                                                                                    */
/* ---------------------------------------------------------------------------------------------- */

export interface PlannedOrder {
  productId: number;
  channel: 'card' | 'in_app';
  totalCents: number;
  taxesCents: number;
  months: number;
  promoCode: string | null;
  chargeId: string | null;
  storeTransactionId: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface PlannedBilling {
  status: Status;
  createdAt: Date;
  trialStartedAt: Date | null;
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  orders: PlannedOrder[];
  subscription: { productId: number; autoRenew: boolean } | null;
  card: {
    brand: 'visa' | 'mastercard' | 'amex';
    last4: string;
    month: number;
    year: number;
  } | null;
}

export function product(id: number): ProductDefinition {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

export function planOrder(
  input: {
    productId: number;
    channel: 'card' | 'in_app';
    start: Date;
    province: ProvinceCode;
    referred: boolean;
    promo: boolean;
  },
  d: Dice,
): PlannedOrder {
  const definition = product(input.productId);
  let promo: PromoCode | null = null;
  if (input.promo && input.channel === 'card') {
    const valid = PROMO_CODES.map((code) =>
      validatePromoCode(code.code, definition.id, input.start),
    ).filter((code): code is PromoCode => code !== null);
    if (valid.length > 0) promo = d.pick(valid);
  }
  const q = quote({
    product: definition,
    promo,
    province: input.province,
    now: input.start,
    subscriptionStatus: 'inactive',
    referralBonusMonths: input.referred ? REFERRAL_FRIEND_BONUS_MONTHS : 0,
  });
  return {
    productId: definition.id,
    channel: input.channel,
    totalCents: q.totalCents,
    taxesCents: q.taxesCents,
    months: q.months,
    promoCode: promo?.code ?? null,
    chargeId: input.channel === 'card' && q.totalCents > 0 ? `ch_demo_${d.hex(24)}` : null,
    storeTransactionId: input.channel === 'in_app' ? `demo_${d.hex(24)}` : null,
    startsAt: q.startDate,
    endsAt: q.endDate,
  };
}

export function planBilling(
  status: Status,
  options: { province: ProvinceCode; referred: boolean; now: Date; productId?: number },
  d: Dice,
): PlannedBilling {
  const { now, province, referred } = options;
  const none: Omit<PlannedBilling, 'status' | 'createdAt'> = {
    trialStartedAt: null,
    trialEndDate: null,
    subscriptionEndDate: null,
    orders: [],
    subscription: null,
    card: null,
  };
  const card = (): PlannedBilling['card'] => {
    const brand = d.weighted<'visa' | 'mastercard' | 'amex'>([
      ['visa', 60],
      ['mastercard', 30],
      ['amex', 10],
    ]);
    const last4 = brand === 'visa' ? '4242' : brand === 'mastercard' ? '4444' : '0005';
    return { brand, last4, month: d.int(1, 12), year: now.getUTCFullYear() + d.int(1, 4) };
  };

  if (status === 'trial') {
    const createdAt = daysBefore(now, d.between(0.1, 4.5));
    const trialStartedAt = new Date(createdAt.getTime() + d.between(0.2, 1) * HOUR_MS);
    return {
      ...none,
      status,
      createdAt,
      trialStartedAt,
      trialEndDate: trialEndDate(trialStartedAt),
    };
  }

  const lapsedTrial = status === 'inactive' && d.chance(0.6);
  if (lapsedTrial) {
    const createdAt = daysBefore(now, d.between(12, 300));
    const trialStartedAt = new Date(createdAt.getTime() + d.between(0.2, 1) * HOUR_MS);
    return {
      ...none,
      status,
      createdAt,
      trialStartedAt,
      trialEndDate: trialEndDate(trialStartedAt),
    };
  }

  const productId = options.productId ?? (d.chance(0.55) ? 2 : 1);
  const channel = d.chance(0.8) ? 'card' : 'in_app';
  const months = product(productId).number_of_months;
  const planned: PlannedOrder[] = [];
  if (status === 'active' && d.chance(0.3)) {
    // A renewal: the first period ended a little while ago, the second one runs now.
    const first = planOrder(
      {
        productId,
        channel,
        start: daysBefore(now, months * 31 + d.between(2, 50)),
        province,
        referred,
        promo: d.chance(0.2),
      },
      d,
    );
    planned.push(first);
    planned.push(
      planOrder(
        { productId, channel, start: first.endsAt, province, referred: false, promo: false },
        d,
      ),
    );
  } else if (status === 'active') {
    planned.push(
      planOrder(
        {
          productId,
          channel,
          start: daysBefore(now, d.between(1, months * 28)),
          province,
          referred,
          promo: d.chance(0.2),
        },
        d,
      ),
    );
  } else {
    // Lapsed: a period that ended, not renewed.
    planned.push(
      planOrder(
        {
          productId,
          channel,
          start: daysBefore(now, months * 31 + d.between(5, 200)),
          province,
          referred,
          promo: d.chance(0.2),
        },
        d,
      ),
    );
  }
  const firstStart = planned[0]?.startsAt ?? now;
  const hadTrial = d.chance(0.4);
  const createdAt = new Date(
    firstStart.getTime() - d.between(hadTrial ? 1 : 0.05, hadTrial ? 5 : 12) * DAY_MS,
  );
  const trialStartedAt = hadTrial
    ? new Date(createdAt.getTime() + d.between(0.2, 1) * HOUR_MS)
    : null;
  const last = planned[planned.length - 1];
  return {
    status,
    createdAt,
    trialStartedAt,
    trialEndDate: trialStartedAt ? trialEndDate(trialStartedAt) : null,
    subscriptionEndDate: last?.endsAt ?? null,
    orders: planned,
    subscription: {
      productId,
      autoRenew: status === 'active' && channel === 'card' && d.chance(0.85),
    },
    card: channel === 'card' ? card() : null,
  };
}
