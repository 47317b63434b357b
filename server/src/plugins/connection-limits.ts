import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * How long a client may hold a connection without finishing what it sends, and how many connections one address
 * may hold (ADR 037). Without these, a client that opens connections and sends a body one byte every few seconds
 * holds a file descriptor each for ever, and a thousand of them stop the process from accepting anyone.
 *
 * - Headers must arrive within `headersTimeoutMs` (20 s): a browser sends them in one packet.
 * - A connection with nothing sent either way for `idleTimeoutMs` (90 s) is closed. The updates stream writes a
 *   comment every 25 s and idle keep-alive connections are closed after 72 s, so only dead connections reach it.
 * - A request body must arrive at an average of at least `minBodyBytesPerSecond` (16 KiB/s, about 130 kbit/s,
 *   a poor mobile uplink) after `bodyGraceMs` (30 s) of slack: the deadline is grace + declared length / rate.
 *   A 10 MB attachment on a 256 kbit/s link takes 5.5 minutes and gets 11; a 100 kB body sent one byte every
 *   10 s is cut after 36 s. A body without a declared length (chunked) gets the deadline of 1 MiB, the largest
 *   body a JSON route accepts (browsers declare the length of every upload).
 * - Node's own `requestTimeout` backs this up for the largest upload the portal accepts (five 10 MB files).
 * - Node checks the header and request deadlines every `checkIntervalMs` (5 s; its default of 30 s would let a
 *   20 s deadline stretch to 50 s). A connection cut by them is answered 408 by Fastify and logged here.
 */
export interface ConnectionLimits {
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  bodyGraceMs: number;
  minBodyBytesPerSecond: number;
  /** Connections one address may hold at once; 0: no cap. */
  perAddress: number;
  checkIntervalMs: number;
}

const mebibyte = 1024 * 1024;
/** The largest request body the portal accepts: five attachments of 10 MB and the multipart framing. */
const largestBodyBytes = 5 * 10 * mebibyte + mebibyte;
/** A body without Content-Length is allowed the time of this many bytes. */
const undeclaredBodyBytes = mebibyte;

export const defaultConnectionLimits: Omit<ConnectionLimits, 'perAddress'> = {
  headersTimeoutMs: 20_000,
  idleTimeoutMs: 90_000,
  bodyGraceMs: 30_000,
  minBodyBytesPerSecond: 16 * 1024,
  checkIntervalMs: 5_000,
};

/** The time a body of `bytes` may take to arrive. */
export function bodyDeadlineMs(limits: Pick<ConnectionLimits, 'bodyGraceMs' | 'minBodyBytesPerSecond'>, bytes: number) {
  return limits.bodyGraceMs + Math.ceil((Math.min(bytes, largestBodyBytes) / limits.minBodyBytesPerSecond) * 1000);
}

/** Node's server-wide `requestTimeout` (whole request received): the deadline of the largest body. */
export function requestTimeoutMs(limits: Pick<ConnectionLimits, 'bodyGraceMs' | 'minBodyBytesPerSecond'>) {
  return bodyDeadlineMs(limits, largestBodyBytes) + 10_000;
}

/** Refusals are logged at most once a minute per address, with how many there were, so an attack cannot flood the log. */
const logEveryMs = 60_000;

const tooManyConnections =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 10\r\nContent-Type: application/json\r\n' +
  'Content-Length: 87\r\n\r\n{"error":"Too Many Requests","message":"Too many open connections from this address."}';

export default fp<{ limits: ConnectionLimits }>(async (app, { limits }) => {
  const server = app.server;
  server.headersTimeout = limits.headersTimeoutMs;

  const open = new Map<string, number>();
  const refused = new Map<string, { count: number; loggedAt: number }>();

  // Node's header and request deadlines: Fastify answers 408 and closes; say so, at most once a minute per address.
  const timedOut = new Map<string, number>();
  server.prependListener('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') return;
    const address = socket.remoteAddress ?? 'unknown';
    const now = Date.now();
    if (now - (timedOut.get(address) ?? 0) < logEveryMs) return;
    if (timedOut.size > 10_000) timedOut.clear();
    timedOut.set(address, now);
    app.log.warn(
      { clientAddress: address, headersTimeoutMs: limits.headersTimeoutMs },
      'request headers too slow: answered 408 and closed the connection',
    );
  });
  if (limits.perAddress > 0) {
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.perAddress) {
        const entry = refused.get(address) ?? { count: 0, loggedAt: 0 };
        entry.count += 1;
        const now = Date.now();
        if (now - entry.loggedAt >= logEveryMs) {
          app.log.warn(
            { clientAddress: address, open: count - 1, refused: entry.count, limit: limits.perAddress },
            'connection refused: too many open connections from one address',
          );
          entry.loggedAt = now;
          entry.count = 0;
        }
        refused.set(address, entry);
        socket.end(tooManyConnections);
        socket.destroySoon();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else {
          open.delete(address);
          refused.delete(address);
        }
      });
    });
  }

  // The body deadline, counted from the moment the headers were read.
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete) return;
    const declared = Number(raw.headers['content-length']);
    const bytes = Number.isFinite(declared) && declared >= 0 ? declared : undeclaredBodyBytes;
    const deadline = bodyDeadlineMs(limits, bytes);
    const timer = setTimeout(() => {
      if (raw.complete || raw.destroyed) return;
      request.log.warn(
        { deadlineMs: deadline, declaredBytes: Number.isFinite(declared) ? declared : null },
        'request body too slow: answered 408 and closed the connection',
      );
      const socket = raw.socket;
      if (!reply.raw.headersSent) {
        const body = JSON.stringify({ error: 'Request Timeout', message: 'The request body did not arrive in time.' });
        reply.raw.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
          'x-request-id': request.id,
        });
        reply.raw.end(body, () => socket.destroy());
      } else socket.destroy();
    }, deadline);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('close', clear);
  });
});
