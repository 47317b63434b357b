import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './lib/request-log.ts';
import accountSettings from './modules/account-settings/index.ts';
import accounts, { accountsAccess, requirePermission } from './modules/accounts/index.ts';
import clientErrors from './modules/client-errors/index.ts';
import customerCreation from './modules/customer-creation/index.ts';
import content, { emptyDocumentLibrary, type DocumentLibrary } from './modules/content/index.ts';
import billingDocuments, { type DocumentSource } from './modules/documents/index.ts';
import health from './modules/health/index.ts';
import identity, { identityServices } from './modules/identity/index.ts';
import labels from './modules/labels/index.ts';
import legacyDemo from './modules/legacy-demo/index.ts';
import notices, { type NoticesOptions } from './modules/notices/index.ts';
import onBehalf, { onBehalfSessions } from './modules/on-behalf/index.ts';
import orders, { type OrderSource } from './modules/orders/index.ts';
import reports from './modules/reports/index.ts';
import runtimeConfig, { runtimeConfigOf } from './modules/runtime-config/index.ts';
import search from './modules/search/index.ts';
import terms from './modules/terms/index.ts';
import updates, { writePortalNotices, type UpdatesOptions } from './modules/updates/index.ts';
import tickets, { type StoreFile, type TicketSource } from './modules/tickets/index.ts';
import vas from './modules/vas/index.ts';
import compress from './plugins/compress.ts';
import connectionLimits, {
  defaultConnectionLimits,
  requestTimeoutMs,
  type ConnectionLimits,
} from './plugins/connection-limits.ts';
import authenticate from './plugins/authenticate.ts';
import cacheNotices from './plugins/cache-notices.ts';
import databasePlugin from './plugins/database.ts';
import drain from './plugins/drain.ts';
import errorHandler from './plugins/error-handler.ts';
import { frameworkErrors } from './plugins/framework-errors.ts';
import helmet from './plugins/helmet.ts';
import metrics from './plugins/metrics.ts';
import notFound from './plugins/not-found.ts';
import rateLimit from './plugins/rate-limit.ts';
import rejectNul from './plugins/reject-nul.ts';
import requestId from './plugins/request-id.ts';
import staticFiles from './plugins/static.ts';
import swagger from './plugins/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Opened (and later closed) by the caller. */
  database: DatabaseHandle;
  /** The documents the content media routes render as PDF; the demo's are loaded by the caller. */
  documents?: DocumentLibrary;
  /** Where orders are read from; default the portal's own tables (modules/orders/order-source.ts). */
  orderSource?: OrderSource;
  /** Where billing documents are read from; default the portal's own table (modules/documents/document-source.ts). */
  documentSource?: DocumentSource;
  /** The updates module's options (the unread stream's timing). */
  updates?: UpdatesOptions;
  /** Where tickets are kept; default the portal's own tables (modules/tickets/ticket-source.ts). */
  ticketSource?: TicketSource;
  /** Files the ticket attachment store must hold (the demo tickets' attachments, loaded by the caller). */
  ticketStoreFiles?: readonly StoreFile[];
  /** Timeouts and the per-address connection cap (tests shorten them); default plugins/connection-limits.ts. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** The notification queue's timing and clock (tests fix them and run the queue themselves). */
  notifications?: Omit<NoticesOptions, 'portal'>;
}

export function buildApp({
  config,
  database,
  documents = emptyDocumentLibrary,
  orderSource,
  documentSource,
  updates: updatesOptions = {},
  ticketSource,
  ticketStoreFiles,
  connectionLimits: limitOptions = {},
  notifications: notificationOptions = {},
}: BuildAppOptions): FastifyInstance {
  const limits: ConnectionLimits = {
    ...defaultConnectionLimits,
    perAddress: config.CONNECTIONS_PER_ADDRESS_MAX,
    ...limitOptions,
  };
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    // Unique across restarts and instances, so a logged id points at one request.
    genReqId: () => randomUUID(),
    // Never take an id from the client's x-request-id header: it would let a caller forge another request's log trail.
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
    // A connection with no traffic either way for this long is closed, and a request must be received in full
    // within the time of the largest upload; the body deadline of each request is plugins/connection-limits.ts'.
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: requestTimeoutMs(limits),
    http: { connectionsCheckingInterval: limits.checkIntervalMs },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // Registration order matters: rate limiting and security headers must see every route registered after them,
  // and the request id header comes first so that every answer, refusals included, carries it.
  app.register(requestId);
  // Header and body deadlines, and the cap of connections per address (ADR 037).
  app.register(connectionLimits, { limits });
  // Before every route, so that each one is counted and timed (only with METRICS_TOKEN).
  app.register(metrics);
  app.register(helmet);
  app.register(rateLimit);
  // Before anything reads a URL or a body further: NUL characters get a 400, never a database error.
  app.register(rejectNul);
  app.register(compress);
  app.register(swagger);

  app.register(drain);
  app.register(databasePlugin, { database });
  // Before anything that caches what the database may change under it (grants, callers).
  app.register(cacheNotices);
  app.register(errorHandler);
  app.register(notFound);
  // The embedded identity provider (unless an external issuer signs users in) before the token check that uses it.
  app.register(identityServices);
  app.register(authenticate);
  // The caller of each request and the gates every route passes (portal access, section rules).
  app.register(onBehalfSessions);
  app.register(accountsAccess);

  // The modules (server/src/modules/<area>/index.ts), each a plugin with its routes.
  app.register(health);
  app.register(runtimeConfig);
  app.register(labels);
  app.register(accounts);
  app.register(onBehalf);
  app.register(terms);
  app.register(content, { documents });
  app.register(vas);
  app.register(orders, { source: orderSource });
  app.register(billingDocuments, { source: documentSource });
  app.register(reports);
  app.register(updates, updatesOptions);
  app.register(tickets, { source: ticketSource, storeFiles: ticketStoreFiles });
  app.register(search);
  app.register(accountSettings);
  app.register(customerCreation);
  // The notices the portal shows become users' updates (ADR 074).
  app.register(notices, { ...notificationOptions, portal: writePortalNotices });
  // The stand-in for the legacy applications belongs to the demo, like the personas that open it.
  if (config.SEED_DEMO) app.register(legacyDemo);
  app.register(clientErrors);
  // The outbox's readers are staff with the admin tool, which accounts judges (identity cannot import accounts).
  app.register(identity, { requireStaffReader: requirePermission({ allOf: ['adminTool'] }, 'staff') });

  app.register(staticFiles, { runtimeConfig: runtimeConfigOf(config) });
  return app;
}
