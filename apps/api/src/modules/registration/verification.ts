import { absoluteApiUrl } from '../../config';
import type { users } from '../../db/schema';
import type { Services } from '../../http/context';
import { sha256 } from '../../http/crypto';
import { signUrl } from '../../http/signed-url';
import { translate, type Locale } from '../../i18n/messages';

/** Verification links last an hour (Laravel's default). */
export const VERIFICATION_LINK_MINUTES = 60;

export function verificationPath(user: { id: number; email: string }): string {
  return `/email/verify/${user.id}/${sha256(user.email.toLowerCase())}`;
}

export async function sendVerificationEmail(
  services: Services,
  user: typeof users.$inferSelect,
): Promise<void> {
  const locale: Locale = user.locale === 'en' ? 'en' : 'fr';
  const expiresAt = new Date(services.now().getTime() + VERIFICATION_LINK_MINUTES * 60_000);
  const url = signUrl(
    services.appKey,
    absoluteApiUrl(services.config),
    verificationPath(user),
    expiresAt,
  );
  await services.mail.send({
    to: user.email,
    subject: translate(locale, 'mail.verify.subject'),
    text: translate(locale, 'mail.verify.text', { name: user.firstName, url }),
    kind: 'verify-email',
    locale,
  });
}
