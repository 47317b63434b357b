// `npm run test:durability`: starts the server, sends concurrent writes (terms acceptances, language preferences,
// content drafts, client error reports), kills the process with SIGKILL in the middle of the burst, starts it again
// on the same database and checks that every write the server acknowledged is there.
// On the embedded PGlite database in a temporary DATA_DIR, or on PostgreSQL when DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInOverHttp } from './http-session.ts';

const repoRoot = join(import.meta.dirname, '..');
const workers = 16;
/** The newest 200 are what the admin list shows; stay below so every acknowledged report can be found. */
const maxClientErrors = 150;
const languages = ['de', 'fr', 'it', 'es', 'en'] as const;
const run = Date.now().toString(36);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'portal-durability-'));
const databaseLabel = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

function startServer(): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(process.execPath, [join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      RATE_LIMIT_MAX: '1000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      CLIENT_ERROR_RATE_LIMIT_MAX: '1000000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function waitReady(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready in 60 s');
}

type Bearer = { authorization: string };
const bearer = (token: string): Bearer => ({ authorization: `Bearer ${token}` });

async function api<T>(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

interface SoldTo {
  customerId: string;
  termsAndConditionsAcceptedBy: string | null;
}

/** What the burst sent and what the server acknowledged (a 2xx answer). */
const acknowledged = {
  clientErrors: [] as string[],
  drafts: [] as string[],
  terms: [] as Array<{ persona: string; customerId: string }>,
  /** Per persona: the last acknowledged language and the ones sent after it (in flight when the process died). */
  preferences: new Map<string, { acked: string | undefined; after: string[] }>(),
  preferenceWrites: 0,
};
let sent = 0;
let failedInFlight = 0;

const preferencePersonas = ['buyer', 'multi', 'limited', 'approver'];
const termsPersonas = ['newterms', 'multi', 'buyer'];

async function burst(signal: AbortSignal, tokens: Record<string, string>, termsTargets: Array<[string, string]>) {
  let next = 0;
  const write = async (worker: number): Promise<void> => {
    while (!signal.aborted) {
      const n = next++;
      const kind = n % 4;
      sent++;
      try {
        if (kind === 0 && acknowledged.clientErrors.length + workers < maxClientErrors) {
          const description = `durability ${run} report ${n}`;
          await api('/pub/api/v1/client-errors', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              id: 'error',
              asset: 'BE',
              description,
              techInfo: 'durability',
              page: '/durability',
            }),
            signal,
          });
          acknowledged.clientErrors.push(description);
        } else if (kind === 1) {
          const key = `durability-${run}-${n}`;
          await api(`/api/admin/content/pages/${key}/en/customer`, {
            method: 'PUT',
            headers: { ...bearer(tokens['staff'] ?? ''), 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Durability ${n}`, title: `Draft ${n}`, rows: [] }),
            signal,
          });
          acknowledged.drafts.push(key);
        } else if (kind === 2 && termsTargets.length > 0) {
          const [persona, customerId] = termsTargets[n % termsTargets.length] as [string, string];
          await api(`/priv/api/v1/customer/terms_and_conditions?customer=${customerId}`, {
            method: 'POST',
            headers: bearer(tokens[persona] ?? ''),
            signal,
          });
          acknowledged.terms.push({ persona, customerId });
        } else {
          // One writer per persona at a time, so "the last acknowledged" has a meaning.
          const persona = preferencePersonas[worker % preferencePersonas.length] as string;
          if (worker >= preferencePersonas.length) continue;
          const language = languages[n % languages.length] as string;
          const state = acknowledged.preferences.get(persona) ?? { acked: undefined, after: [] };
          acknowledged.preferences.set(persona, state);
          state.after.push(language);
          await api('/priv/api/admin/tools/user/preference', {
            method: 'PUT',
            headers: { ...bearer(tokens[persona] ?? ''), 'content-type': 'application/json' },
            body: JSON.stringify({ username: `${persona}@example.com`, language }),
            signal,
          });
          state.acked = language;
          state.after = [];
          acknowledged.preferenceWrites++;
        }
      } catch (error) {
        // The process was killed under this request: neither acknowledged nor refused.
        failedInFlight++;
        if (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
        if (!signal.aborted && !(error instanceof TypeError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => write(worker)));
}

async function signInAll(personas: string[]): Promise<Record<string, string>> {
  const sessions = await Promise.all(
    personas.map(async (persona) => [persona, (await signInOverHttp(baseUrl, `${persona}@example.com`)).accessToken]),
  );
  return Object.fromEntries(sessions) as Record<string, string>;
}

const allPersonas = [...new Set(['staff', ...preferencePersonas, ...termsPersonas])];
const started = performance.now();
let server = startServer();
try {
  await waitReady(server.child);
  const tokens = await signInAll(allPersonas);
  // Sold-tos whose terms are still open, for the personas that may accept them.
  const termsTargets: Array<[string, string]> = [];
  for (const persona of termsPersonas) {
    const soldTos = await api<SoldTo[]>('/priv/api/v1/user/customers', { headers: bearer(tokens[persona] ?? '') });
    for (const soldTo of soldTos) {
      if (!soldTo.termsAndConditionsAcceptedBy) termsTargets.push([persona, soldTo.customerId]);
    }
  }

  // Kill somewhere between 1.5 s and 3 s into the burst, with requests in flight.
  const controller = new AbortController();
  const running = burst(controller.signal, tokens, termsTargets);
  const killAfterMs = 1500 + Math.floor(Math.random() * 1500);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server.child.kill('SIGKILL');
  await server.exited;
  controller.abort();
  await running;
  console.log(
    `${databaseLabel}: killed with SIGKILL ${killAfterMs} ms into the burst; ${sent} writes sent, ` +
      `${acknowledged.clientErrors.length} client errors, ${acknowledged.drafts.length} drafts, ` +
      `${acknowledged.terms.length} terms acceptances (${termsTargets.length} sold-tos) and ` +
      `${acknowledged.preferenceWrites} language preferences acknowledged; ${failedInFlight} cut off in flight`,
  );
  if (acknowledged.drafts.length === 0 || acknowledged.clientErrors.length === 0) {
    throw new Error('the burst had no acknowledged writes before the kill: nothing was tested');
  }

  server = startServer();
  await waitReady(server.child);
  const after = await signInAll(allPersonas);
  const missing: string[] = [];

  const { items: reports } = await api<{ items: Array<{ description: string }> }>(
    '/api/admin/client-errors?limit=200',
    { headers: bearer(after['staff'] ?? '') },
  );
  const stored = new Set(reports.map((report) => report.description));
  for (const description of acknowledged.clientErrors) {
    if (!stored.has(description)) missing.push(`client error "${description}"`);
  }

  for (const key of acknowledged.drafts) {
    const { items } = await api<{ items: Array<{ key: string; status: string }> }>(
      `/api/admin/content/pages?key=${key}&status=draft`,
      { headers: bearer(after['staff'] ?? '') },
    );
    if (!items.some((item) => item.key === key)) missing.push(`content draft ${key}`);
  }

  for (const { persona, customerId } of acknowledged.terms) {
    const soldTos = await api<SoldTo[]>('/priv/api/v1/user/customers', { headers: bearer(after[persona] ?? '') });
    const soldTo = soldTos.find((entry) => entry.customerId === customerId);
    if (!soldTo?.termsAndConditionsAcceptedBy) missing.push(`terms acceptance of ${customerId} by ${persona}`);
  }

  for (const [persona, { acked, after: inFlight }] of acknowledged.preferences) {
    if (!acked) continue;
    const token = after[persona] ?? '';
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    const { language } = await api<{ language: string }>(`/api/v1/user/${sub}`, { headers: bearer(token) });
    // The last acknowledged value, or one sent after it that the server may have committed before dying.
    if (language !== acked && !inFlight.includes(language)) {
      missing.push(`language of ${persona}: ${language}, acknowledged ${acked}`);
    }
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (missing.length > 0) {
    console.error(`LOST after SIGKILL (${databaseLabel}):\n  ${missing.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`${databaseLabel}: every acknowledged write is there after the restart (${seconds} s)`);
  }
} finally {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
