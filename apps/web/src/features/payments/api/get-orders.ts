import { revalidate, useQuery } from '../../../lib/data';

/** The member's past payments with their invoices (`GET account/orders`). */
export function useOrders() {
  return useQuery('/account/orders', {});
}

/** Reads the past payments again (after a payment). */
export function refreshOrders(): Promise<void> {
  return revalidate('/account/orders');
}
