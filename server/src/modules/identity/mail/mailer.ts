import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Database } from '../../../db/client.ts';
import { keepInOutbox } from './store.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached to the mail (e.g. document PDFs). */
  attachments?: readonly MailAttachment[];
  /** Headers beyond the usual ones, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Keeps mail in the outbox table, for development and demos without an SMTP server. */
export function outboxMailer(db: Database): Mailer {
  return {
    send: async ({ attachments = [], headers = {}, ...mail }) => {
      // The outbox keeps what was attached, not the files: enough to see and check what would have been sent.
      await keepInOutbox(db, {
        ...mail,
        headers: { ...headers },
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
        })),
      });
    },
    close: () => {},
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async ({ attachments, headers, ...mail }) => {
      await transport.sendMail({
        from,
        ...mail,
        ...(attachments ? { attachments: [...attachments] } : {}),
        ...(headers ? { headers: { ...headers } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
