import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `PATCH account/phone`: the manual verification's phone and availability. */
export async function updatePhone(phone: string, phoneAvailability: string): Promise<void> {
  await unwrap(
    api().PATCH('/account/phone', { body: { phone, phone_availability: phoneAvailability } }),
  );
}
