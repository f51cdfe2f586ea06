import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

/**
 * Outgoing e-mail (DESIGN.md "Background work and outside systems"), one module the families use:
 * over SMTP when SMTP_URL is set; without it (the demo, a laptop) each message is written as an
 * .eml file under DATA_DIR/mail, and the log says which file, so a link in it can still be followed.
 */

export interface MailMessage {
  /** One address, or several (each gets the same message, every address in its To). */
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a message (a report's CSV). */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

/** Where a message went: the SMTP server's message id, or the file it was written to. */
export type Delivery = { via: 'smtp'; messageId: string } | { via: 'file'; file: string };

export interface Mailer {
  send(message: MailMessage): Promise<Delivery>;
}

/** What the mailer logs with: the app's logger (pino) or any with the same method. */
export interface MailLog {
  info(fields: object, message: string): void;
}

export function createMailer(config: MailConfig, log: MailLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const sent = await transport.sendMail({ from: config.from, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: sent.messageId }, 'e-mail sent');
        return { via: 'smtp', messageId: sent.messageId };
      },
    };
  }
  // The same composer as SMTP, writing the raw message instead of sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const composed = await composer.sendMail({ from: config.from, ...message });
      await mkdir(config.dir, { recursive: true });
      const file = path.join(
        config.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, composed.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to a file (no SMTP_URL)');
      return { via: 'file', file };
    },
  };
}
