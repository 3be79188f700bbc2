import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';
import { refreshUser } from '../../../lib/session';

export type AddressInput = components['schemas']['UpdateAccountAddressRequest'];

/**
 * `PATCH account/address`: the server geocodes the new address (the member's distances move with it),
 * so the user and every cached search are reloaded.
 */
export async function updateAddress(address: AddressInput): Promise<void> {
  await unwrap(api().PATCH('/account/address', { body: address }));
  await Promise.all([refreshUser(), revalidate('/members')]);
}
