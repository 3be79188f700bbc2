import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { deviceReference } from '../../../lib/device-reference';
import { withIdempotencyKey } from '../../../lib/idempotency';
import type { PlatformName } from '../../../lib/platform';

/** `POST pay/in-app`: the purchase the store verified, sent again under its key if it got no answer. */
export async function payInApp(
  purchase: { id: string; transaction?: Record<string, unknown> },
  platformName: Exclude<PlatformName, 'web'>,
): Promise<void> {
  await withIdempotencyKey((key) =>
    unwrap(
      api().POST('/pay/in-app', {
        params: { header: { 'Idempotency-Key': key } },
        body: { product: purchase, platform: platformName, device_ref: deviceReference() },
      }),
    ),
  );
}
