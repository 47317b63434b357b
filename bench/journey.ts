// Load: 200 signed-in users at once, each going round a portal journey (labels, permissions, sold-tos, dashboard
// content) for 60 s, against a server process of its own on PostgreSQL. Must end with 0 errors and 0 non-2xx.
// Usage: node bench/journey.ts [--seconds 60] [--users 200]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signInOverHttp } from '../scripts/http-session.ts';
import { freePort, withPostgres } from './authenticated-call.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, users: { type: 'string', default: '200' } },
});
const seconds = Number(values.seconds);
const users = Number(values.users);
/** Personas with portal access and sold-tos; each of the users is a session of one of them. */
const personas = ['buyer', 'multi', 'limited', 'klaus'];
const repoRoot = join(import.meta.dirname, '..');

interface User {
  token: string;
  customerId: string;
}

const result = await withPostgres(async (databaseUrl, label) => {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, [join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
      SIGN_IN_RATE_LIMIT_MAX: '100000',
      // Every simulated user connects from this machine's one address.
      CONNECTIONS_PER_ADDRESS_MAX: '0',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 600) throw new Error('the server did not become ready in 60 s');
      if (
        await fetch(`${baseUrl}/ready`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Each user signs in (a session and grant of their own), ten at a time, and picks their first sold-to.
    const signedIn: User[] = [];
    for (let start = 0; start < users; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, users - start) }, async (_, offset) => {
          const persona = personas[(start + offset) % personas.length] ?? 'buyer';
          const { accessToken } = await signInOverHttp(baseUrl, `${persona}@example.com`);
          const soldTos = (await (
            await fetch(`${baseUrl}/priv/api/v1/user/customers`, {
              headers: { authorization: `Bearer ${accessToken}` },
            })
          ).json()) as Array<{ customerId: string }>;
          const customerId = soldTos[0]?.customerId;
          if (!customerId) throw new Error(`${persona} has no sold-to`);
          return { token: accessToken, customerId };
        }),
      );
      signedIn.push(...batch);
    }

    let next = 0;
    const measured = await autocannon({
      url: baseUrl,
      connections: users,
      duration: seconds,
      // Each connection is one user going round the journey, one request at a time.
      setupClient: (client) => {
        const user = signedIn[next++ % signedIn.length] as User;
        const headers = { authorization: `Bearer ${user.token}` };
        client.setRequests([
          { method: 'GET', path: '/priv/api/v1/labels/en-US', headers },
          { method: 'GET', path: '/priv/api/admin/tools/permissions', headers },
          { method: 'GET', path: '/priv/api/v1/user/customers', headers },
          { method: 'GET', path: `/priv/api/v1/cms/contents-homepage/en?customerId=${user.customerId}`, headers },
        ]);
      },
    });
    return { measured, label };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
});

if ('skipped' in result) {
  console.log(`Journey load: skipped (${result.skipped})`);
} else {
  const { measured, label } = result;
  const failures = measured.errors + measured.timeouts + measured.non2xx;
  console.log(
    [
      `Journey load: ${users} signed-in users, ${seconds} s, PostgreSQL: ${label}`,
      `  ${measured.requests.total} requests, ${Math.round(measured.requests.average)} req/s`,
      `  latency p50 ${measured.latency.p50} ms, p99 ${measured.latency.p99} ms, max ${measured.latency.max} ms`,
      `  ${measured.non2xx} non-2xx, ${measured.errors} errors, ${measured.timeouts} timeouts`,
    ].join('\n'),
  );
  if (failures > 0) process.exitCode = 1;
}
