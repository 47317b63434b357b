import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends through SMTP_URL, or into the outbox table when it is unset. */
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM } = app.config;
    const mailer = SMTP_URL ? smtpMailer(SMTP_URL, MAIL_FROM) : outboxMailer(app.db);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
