import type { Schemas } from '../../http/types';
import { translate, type Locale } from '../../i18n/messages';
import type { IdentityOutcome } from './service';

/** A check's answer: 200 when verified, else 400 with the refusal's code and message in `locale`. */
export function presentIdentityOutcome(
  outcome: IdentityOutcome,
  locale: Locale,
): { status: 200 | 400; body: Schemas['IdentityCheckResult'] } {
  if (outcome.success)
    return {
      status: 200,
      body: {
        success: true,
        tries: outcome.tries,
        authentication_flag: 'success',
        blocked: false,
      },
    };
  return {
    status: 400,
    body: {
      success: false,
      tries: outcome.tries,
      authentication_flag: outcome.flag,
      blocked: outcome.blocked,
      error: { code: outcome.code, message: translate(locale, outcome.key) },
      ...outcome.extra,
    },
  };
}
