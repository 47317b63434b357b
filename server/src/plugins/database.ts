import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database for queries. */
    db: Database;
    /** The open database: its kind and health check. Whoever opened it closes it. */
    database: DatabaseHandle;
  }
}

export default fp<{ database: DatabaseHandle }>(async (app, { database }) => {
  app.decorate<DatabaseHandle>('database', database);
  app.decorate<Database>('db', database.db);
});
