import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Locale } from '../../i18n/messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (`verify-email`, `reset-password`, ...), for the outbox and tests. */
  kind: string;
  /** The recipient's language (the HTML part's `lang`, `Content-Language`); French when unset. */
  locale?: Locale;
}

/** Sends mail: the outbox below (the embedded default), or SMTP (./smtp.ts, MAIL_DRIVER=smtp). */
export interface MailAdapter {
  send(message: MailMessage): Promise<void>;
}

/**
 * The embedded default: the outbox is a table, and in development each message is printed with its
 * links so they can be opened.
 */
export function createOutboxMailer(db: Database, options: { print: boolean }): MailAdapter {
  return {
    async send(message) {
      const { locale: _locale, ...row } = message;
      await db.insert(mailOutbox).values(row);
      if (options.print) {
        console.log(`\n✉ To ${message.to}: ${message.subject}\n${message.text}\n`);
      }
    },
  };
}
