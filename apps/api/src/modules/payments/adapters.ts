import type { PaymentGateway } from '../../adapters/payments/gateway';
import { createTestGateway } from '../../adapters/payments/test-gateway';
import { createTestStore } from '../../adapters/payments/test-store';
import type { InAppStore } from '../../adapters/payments/test-store';
import type { Services } from '../../http/context';

export interface PaymentAdapters {
  gateway: PaymentGateway;
  store: InAppStore;
}

const byServices = new WeakMap<Services, PaymentAdapters>();

/**
 * The card gateway and the in-app store of a running API: one pair per `Services` (per process, and per
 * test server), created on first use. The embedded defaults are the test gateway (its clock is the
 * services' clock, so expiry checks follow `services.now`) and the test store. A production adapter is
 * installed with `setPaymentAdapters` at start-up.
 *
 * The test gateway keeps its tokens in memory: after a restart, a saved card's token is unknown and its
 * charge fails (`unknown_token`, "add the card again"), as a revoked token would with a real processor.
 */
export function paymentAdapters(services: Services): PaymentAdapters {
  let adapters = byServices.get(services);
  if (!adapters) {
    adapters = {
      gateway: createTestGateway({ now: () => services.now() }),
      store: createTestStore(),
    };
    byServices.set(services, adapters);
  }
  return adapters;
}

/** Replaces the gateway or the store of these services (a production adapter, or a test double). */
export function setPaymentAdapters(services: Services, adapters: Partial<PaymentAdapters>): void {
  byServices.set(services, { ...paymentAdapters(services), ...adapters });
}
