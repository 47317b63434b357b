import nodemailer from 'nodemailer';
import type { Database } from '../../../db/client.ts';
import { keepInOutbox } from './store.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Keeps mail in the outbox table, for development and demos without an SMTP server. */
export function outboxMailer(db: Database): Mailer {
  return {
    send: async (mail) => {
      await keepInOutbox(db, mail);
    },
    close: () => {},
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
