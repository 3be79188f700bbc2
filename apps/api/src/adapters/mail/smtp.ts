import { createTransport } from 'nodemailer';
import { htmlFromText } from './html';
import type { MailAdapter } from './mail';

/**
 * Mail over SMTP (MAIL_DRIVER=smtp, SMTP_URL): every message goes out as text plus HTML in the
 * member's language (French unless the message says otherwise), with `Content-Language` set.
 * SMTP_URL carries the host, port, credentials and TLS (`smtps://` or STARTTLS on `smtp://`), as
 * nodemailer reads it; MAIL_FROM is the sender.
 */
export function createSmtpMailer(options: { url: string; from: string }): MailAdapter & {
  close(): void;
} {
  const transport = createTransport(options.url);
  return {
    async send(message) {
      const locale = message.locale ?? 'fr';
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? htmlFromText(message.text, { subject: message.subject, locale }),
        headers: { 'Content-Language': locale, 'X-App-Mail-Kind': message.kind },
      });
    },
    close() {
      transport.close();
    },
  };
}
