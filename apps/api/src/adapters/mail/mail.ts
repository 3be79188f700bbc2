import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (`verify-email`, `reset-password`, ...), for the outbox and tests. */
  kind: string;
}

/** Sends mail. Production: an SMTP adapter (or a provider's API) fills this interface. */
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
      await db.insert(mailOutbox).values(message);
      if (options.print) {
        console.log(`\n✉ To ${message.to}: ${message.subject}\n${message.text}\n`);
      }
    },
  };
}
