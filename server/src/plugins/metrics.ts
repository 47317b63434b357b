import { timingSafeEqual } from 'node:crypto';
import type { ApiError } from '@portal/contracts';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where Prometheus scrapes; registered only when METRICS_TOKEN is set. */
export const metricsPath = '/metrics';

/** Whether `presented` equals `expected`, in time that does not depend on where they differ. */
function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at `/metrics`, behind `Authorization: Bearer <METRICS_TOKEN>`: requests and their latency by
 * method, route pattern (never the raw URL, so ids do not multiply the series) and status, the database pool
 * (PostgreSQL: open, idle and waiting clients), event-loop lag and the other Node.js process metrics. Without
 * METRICS_TOKEN nothing is measured and the path is unknown. Each app has a registry of its own.
 */
export default fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from arrival to the last byte of the answer, by method, route pattern and status code.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    new Gauge({
      name: 'db_pool_clients',
      help: 'Database clients by state: total (open), idle, waiting (requests queued for a client). The embedded database is one client.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        // Read at scrape time: the database plugin registers after this one.
        const database = app.database;
        if (database.kind === 'postgres') {
          // drizzle keeps the pool it was given as $client (its type here does not say so).
          const pool = (database.db as unknown as { $client: pg.Pool }).$client;
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched paths (404s, scans) share one series.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
      const presented = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!presented || !sameSecret(presented, token)) {
        const body: ApiError = { error: 'Unauthorized', message: 'The metrics need their bearer token.' };
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(body);
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['request-id'] },
);
