import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

/** Told of each password change (after it is stored): the user's id. */
export type PasswordChangeListener = (userId: string) => Promise<void>;

/**
 * Who wants to know that a user's password changed (the updates module deletes the expiring-password notice,
 * spec 4). Other modules subscribe through the app (`app.passwordChanges`) instead of identity calling them, so
 * identity depends on none of them.
 */
export interface PasswordChanges {
  subscribe(listener: PasswordChangeListener): void;
  /** Tells every listener; a failing listener is logged and never undoes the change. */
  notify(userId: string, log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordChanges: PasswordChanges;
  }
}

export function passwordChangesHub(): PasswordChanges {
  const listeners: PasswordChangeListener[] = [];
  return {
    subscribe(listener) {
      listeners.push(listener);
    },
    async notify(userId, log) {
      const outcomes = await Promise.allSettled(listeners.map((listener) => listener(userId)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          log.error({ err: outcome.reason, userId }, 'password change listener failed');
      }
    },
  };
}

/** Decorates the app with its `passwordChanges` (registered with the identity services, before any module). */
export default fp(
  async (app) => {
    app.decorate('passwordChanges', passwordChangesHub());
  },
  { name: 'password-changes' },
);
