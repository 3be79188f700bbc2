import { localStore, type KeyValueStore } from './storage';

const PENDING_KEY = 'referral_code';
const POSTED_KEY = 'referral_codes_posted';

/** The ambassador code of a `reference` or `ambassador` query, stored until it is posted. */
export function storeReferralQuery(search: string, local: KeyValueStore = localStore): void {
  const query = new URLSearchParams(search);
  const code = (query.get('reference') ?? query.get('ambassador') ?? '').trim();
  if (code !== '') local.set(PENDING_KEY, code);
}

function posted(local: KeyValueStore): string[] {
  try {
    const value = JSON.parse(local.get(POSTED_KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Posts the stored code once per code (`POST /referral` with the device reference). A code already
 * posted is not sent again; a failure leaves it pending for the next visit.
 */
export async function postPendingReferral(
  send: (code: string) => Promise<void>,
  local: KeyValueStore = localStore,
): Promise<boolean> {
  const code = local.get(PENDING_KEY);
  if (!code) return false;
  const done = posted(local);
  if (done.includes(code)) {
    local.remove(PENDING_KEY);
    return false;
  }
  await send(code);
  local.set(POSTED_KEY, JSON.stringify([...done, code]));
  local.remove(PENDING_KEY);
  return true;
}
