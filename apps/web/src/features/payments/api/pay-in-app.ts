import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { deviceReference } from '../../../lib/device-reference';
import type { PlatformName } from '../../../lib/platform';

/** `POST pay/in-app`: the purchase the store verified. */
export async function payInApp(
  purchase: { id: string; transaction?: Record<string, unknown> },
  platformName: Exclude<PlatformName, 'web'>,
): Promise<void> {
  await unwrap(
    api().POST('/pay/in-app', {
      body: { product: purchase, platform: platformName, device_ref: deviceReference() },
    }),
  );
}
