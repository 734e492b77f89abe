import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server (or, without one, logged and kept). */
  send(mail: Mail): Promise<void>;
}

export type MailerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** smtp:// or smtps:// URL of a real server; without it mails only go to the log and the outbox. */
  smtpUrl?: string;
  from: string;
};

/**
 * Every mail is kept in `mail_outbox` (sentAt set once the SMTP server accepted it), so a mail can be
 * traced and, on a machine without SMTP_URL, its link read from the log or the table.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail not sent (no SMTP_URL): kept in mail_outbox');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (row) await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
