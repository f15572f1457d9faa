import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '#common/locales.ts';
import { renderMail, type MailKind } from './templates.ts';

export type OutboxMail = {
  id: number;
  to: string;
  kind: MailKind;
  locale: Locale;
  subject: string;
  text: string;
  link: string;
  sentAt: string;
};

export type Mailer = {
  send(input: { to: string; kind: MailKind; locale: Locale; link: string }): Promise<void>;
  /** The dev outbox, newest first; undefined when mail goes to a real SMTP server. */
  outbox: OutboxMail[] | undefined;
};

const OUTBOX_SIZE = 200;

/**
 * Sends mail through `SMTP_URL`; without it, keeps each mail in an in-memory dev outbox
 * (listed at /dev/mail, never in production) and, outside production, logs its link.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: undefined,
      async send({ to, kind, locale, link }) {
        const mail = renderMail(kind, locale, link);
        await transport.sendMail({ from: options.from, to, ...mail });
        options.log.info({ to, kind }, 'mail sent');
      },
    };
  }
  const outbox: OutboxMail[] = [];
  let nextId = 1;
  return {
    outbox,
    async send({ to, kind, locale, link }) {
      const mail = renderMail(kind, locale, link);
      outbox.unshift({
        id: nextId++,
        to,
        kind,
        locale,
        subject: mail.subject,
        text: mail.text,
        link,
        sentAt: new Date().toISOString(),
      });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      // A link signs a member in: in production it is never written to the log.
      if (options.production) options.log.error({ kind }, 'mail not sent: SMTP_URL is not set');
      else options.log.info({ to, kind, link }, 'dev outbox: mail kept instead of sent (set SMTP_URL to send)');
    },
  };
}
