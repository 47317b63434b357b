import { isIP } from 'node:net';
import path from 'node:path';
import { apiPrefixes, legacyModuleIds, type MaintenanceWindow } from '@portal/contracts';
import { z } from 'zod';

/** The repository root, from this file's location so `npm start` in the root and in server/ agree. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `DATA_DIR` value that keeps the embedded database in memory (tests): nothing on disk, no lock. */
export const inMemoryDataDir = 'memory://';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;

function integer(min: number, max: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max));
}

/** An entry of Fastify's (proxy-addr's) trusted proxy list. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefixLength, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefixLength === undefined || (/^\d+$/.test(prefixLength) && Number(prefixLength) <= (version === 4 ? 32 : 128))
  );
}

/** An ISO 8601 date and time with its offset (`Z` or `+01:00`), so it names one instant wherever the server runs. */
const isoDateTime = z.string().datetime({ offset: true });

/** An absolute http(s) URL passing `check`. */
function httpUrl(check: (url: URL) => boolean) {
  return z.string().refine((value) => {
    const url = URL.parse(value);
    return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && check(url);
  });
}

/** Paths the server answers otherwise; content media mounted below them would be shadowed or need a token. */
const reservedPrefixes = [...apiPrefixes, '/remotes/'].map((prefix) => prefix.replace(/\/$/, ''));

/** A path of one or more segments, none of them `.` or `..`, without trailing slash, outside the API. */
function isMediaPath(value: string): boolean {
  return (
    /^(\/[A-Za-z0-9._~-]+)+$/.test(value) &&
    !value.split('/').some((segment) => /^\.+$/.test(segment)) &&
    !reservedPrefixes.some((prefix) => value === prefix || value.startsWith(`${prefix}/`))
  );
}

/** Where this server mounts content media: CONTENT_RESOURCE_PATH, or the path of its absolute URL. */
export function contentMountPath(resourcePath: string): string {
  return resourcePath.startsWith('/') ? resourcePath : new URL(resourcePath).pathname;
}

/** A JSON object naming a legacy module's absolute http(s) address, for some or all of the modules. */
const legacyUrls = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(
      z.enum(legacyModuleIds),
      httpUrl(() => true),
    ),
  );

/** The integration secret outside production when none is set (published in the README: never for real use). */
export const devIntegrationSecret = 'dev-integration-secret';

/** Relative paths are taken against the working directory, like any command-line path. */
const directory = z.string().transform((value) => path.resolve(value));

interface Variable {
  default: string | undefined;
  /** How the README states a default that depends on other variables (`default` is then unset). */
  derivedDefault?: string;
  meaning: string;
  /** Completes "<NAME> must be ..." in the boot error. */
  expected: string;
  /** Never echoed back in errors: the value may hold credentials. */
  secret?: boolean;
  schema: z.ZodType<unknown, string | undefined>;
}

const variables = {
  PORT: {
    default: '8080',
    meaning: 'TCP port the server listens on.',
    expected: 'an integer between 1 and 65535',
    schema: integer(1, 65535),
  },
  HOST: {
    default: '0.0.0.0',
    meaning: 'Interface the server binds to (127.0.0.1 accepts local connections only).',
    expected: 'a host name or IP address',
    schema: z.string().min(1),
  },
  LOG_LEVEL: {
    default: 'info',
    meaning: 'Minimum level of the JSON (pino) log written to stdout.',
    expected: `one of ${logLevels.join(', ')}`,
    schema: z.enum(logLevels),
  },
  NODE_ENV: {
    default: 'development',
    meaning:
      'Runtime environment. production turns off the demo data (SEED_DEMO), the outbox page and the Vite dev server origin; set it for every real deployment.',
    expected: `one of ${nodeEnvs.join(', ')}`,
    schema: z.enum(nodeEnvs),
  },
  DATABASE_URL: {
    default: undefined,
    meaning: 'PostgreSQL 15+ connection string. When unset, the embedded PGlite database in DATA_DIR is used.',
    expected: 'a postgres:// or postgresql:// URL',
    secret: true,
    schema: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value))
      .optional(),
  },
  ALLOW_EMBEDDED_DATABASE: {
    default: 'false',
    meaning:
      'true lets NODE_ENV=production run on the embedded PGlite database (no DATABASE_URL), accepting that PGlite never calls fsync: a crash of the machine or a power loss can lose or corrupt recently committed data.',
    expected: 'true or false',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
  },
  DATA_DIR: {
    default: path.join(repoRoot, 'data'),
    meaning: `Directory of the embedded database, created if missing and locked while in use; ${inMemoryDataDir} keeps it in memory. Ignored when DATABASE_URL is set.`,
    expected: 'a directory path',
    schema: z.union([z.literal(inMemoryDataDir), directory]),
  },
  STATIC_ROOT: {
    default: repoRoot,
    meaning: 'Folder holding the built front ends (apps/portal/dist, remotes/*/dist).',
    expected: 'a directory path',
    schema: directory,
  },
  SEED_DEMO: {
    default: undefined,
    derivedDefault: 'true (false when NODE_ENV=production)',
    meaning:
      'true seeds the demo data of server/demo (personas with a known password, sold-tos, content) at start. Refused with NODE_ENV=production, where the server also refuses to start while demo personas are in the database.',
    expected: 'true or false, and not true when NODE_ENV=production',
    schema: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  },
  SEED_EXTRA_PERSONAS_DIR: {
    default: undefined,
    meaning:
      'A directory holding a personas.json and a privileges.json in the format of server/demo: users seeded with the demo data in addition to its personas, with privileges on the demo sold-tos (the end-to-end suite gives its specs users of their own this way). Read only when SEED_DEMO is true.',
    expected: 'a directory path',
    schema: directory.optional(),
  },
  SHUTDOWN_TIMEOUT_MS: {
    default: '10000',
    meaning: 'On SIGTERM/SIGINT, time allowed for in-flight requests to finish before the process exits anyway.',
    expected: 'an integer between 1 and 600000',
    schema: integer(1, 600_000),
  },
  RATE_LIMIT_MAX: {
    default: '1000',
    meaning: 'API requests per minute accepted from one client IP (all routes together) before answers become 429.',
    expected: 'an integer between 1 and 1000000000',
    schema: integer(1, 1_000_000_000),
  },
  SIGN_IN_RATE_LIMIT_MAX: {
    default: '20',
    meaning:
      'Sign-in form submissions per minute accepted from one client IP (the sign-in throttle slows down each username per address).',
    expected: 'an integer between 1 and 1000000',
    schema: integer(1, 1_000_000),
  },
  CLIENT_ERROR_RATE_LIMIT_MAX: {
    default: '30',
    meaning:
      'Browser error reports and CSP violation reports per minute accepted from one client IP, for each of the two report endpoints.',
    expected: 'an integer between 1 and 1000000',
    schema: integer(1, 1_000_000),
  },
  MAINTENANCE_MODE: {
    default: 'false',
    meaning:
      'true puts the portal in maintenance: everyone but staff with the admin tool gets the maintenance page, and the API refuses their /priv calls with 503.',
    expected: 'true or false',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
  },
  MAINTENANCE_FROM: {
    default: undefined,
    meaning:
      'Start of a planned maintenance: signed-in users see a notice with its time before it starts, and from then on the portal is in maintenance as with MAINTENANCE_MODE (staff with the admin tool pass). Unset: none planned.',
    expected: 'an ISO 8601 date and time with its offset, such as 2026-12-05T22:00:00+01:00 or 2026-12-05T21:00:00Z',
    schema: isoDateTime.optional(),
  },
  MAINTENANCE_UNTIL: {
    default: undefined,
    meaning:
      'End of the planned maintenance of MAINTENANCE_FROM, after it; the notice names it too. Unset: the maintenance lasts until MAINTENANCE_FROM is removed.',
    expected: 'an ISO 8601 date and time with its offset, after MAINTENANCE_FROM (which it needs)',
    schema: isoDateTime.optional(),
  },
  TRUST_PROXY: {
    default: 'false',
    meaning:
      'Reverse proxies whose X-Forwarded-For gives the client address (for rate limits and logs): false, true (any), or comma-separated addresses/CIDRs such as 10.0.0.0/8 or loopback.',
    expected: 'true, false, or comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    schema: z.union([
      z.enum(['true', 'false']).transform((value) => value === 'true'),
      z.string().refine((value) => value.split(',').every((entry) => isProxyAddress(entry.trim()))),
    ]),
  },
  ALLOW_HTTPS_WITHOUT_TRUST_PROXY: {
    default: 'false',
    meaning:
      'true lets an https PUBLIC_URL run with TRUST_PROXY=false, for a TLS proxy that does not pass the client address: every user then shares the proxy’s address for rate limits and logs.',
    expected: 'true or false',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
  },
  CONNECTIONS_PER_ADDRESS_MAX: {
    default: undefined,
    derivedDefault: '128 (0 when TRUST_PROXY is set)',
    meaning:
      'Connections one client address may hold open at once; further ones are answered 429 and closed, and logged once a minute. 0: no cap. Behind a proxy every connection comes from the proxy, so the cap is off by default there and belongs in the proxy.',
    expected: 'an integer between 0 and 1000000',
    schema: integer(0, 1_000_000).optional(),
  },
  PUBLIC_URL: {
    default: undefined,
    derivedDefault: 'http://localhost:<PORT>',
    meaning:
      'Origin the browser uses to reach the portal (scheme, host and port, no path); the embedded identity provider is its /oidc path. A page asked for at another host (127.0.0.1 for localhost, say) is redirected here.',
    expected: 'an http:// or https:// origin without path, query or fragment',
    schema: httpUrl((url) => url.pathname === '/' && !url.search && !url.hash)
      .transform((value) => new URL(value).origin)
      .optional(),
  },
  OIDC_ISSUER: {
    default: undefined,
    meaning:
      'Issuer URL of an external OpenID provider (Okta, Entra ID, Keycloak, Glewlwyd; docs/identity.md). When unset, the embedded provider at PUBLIC_URL/oidc signs users in.',
    expected: 'an http:// or https:// URL without query or fragment',
    schema: httpUrl((url) => !url.search && !url.hash).optional(),
  },
  OIDC_CLIENT_ID: {
    default: 'portal-spa',
    meaning: 'Client id of the portal single-page app at the OpenID provider.',
    expected: 'a non-empty value without spaces',
    schema: z.string().regex(/^\S+$/),
  },
  OIDC_AUDIENCE: {
    default: 'portal-api',
    meaning: 'Audience (aud) that access tokens for the API must carry.',
    expected: 'a non-empty value without spaces',
    schema: z.string().regex(/^\S+$/),
  },
  OIDC_RESOURCE: {
    default: undefined,
    meaning:
      'With OIDC_ISSUER: the resource indicator (RFC 8707) the portal sends on the authorization and token requests, for providers that issue the API audience only for a requested resource (Glewlwyd, Entra ID). When unset, none is sent.',
    expected: 'an absolute URI or a value without spaces',
    schema: z.string().regex(/^\S+$/).optional(),
  },
  OIDC_SCOPES: {
    default: undefined,
    derivedDefault: 'openid profile email',
    meaning:
      'With OIDC_ISSUER: the scopes the portal asks for at sign-in, space-separated; must include openid (add offline_access where the provider issues refresh tokens only for it, as Okta and Entra ID do).',
    expected: 'space-separated scope names including openid',
    schema: z
      .string()
      .regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/)
      .refine((value) => value.split(' ').includes('openid'))
      .optional(),
  },
  OIDC_REQUIRE_AT_JWT: {
    default: 'true',
    meaning:
      'With OIDC_ISSUER: true accepts only access tokens typed at+jwt (RFC 9068, as Glewlwyd issues them); false also those typed JWT or untyped (Okta, Entra ID, Keycloak by default). Their aud must be OIDC_AUDIENCE either way, which therefore may not be OIDC_CLIENT_ID (an ID token’s aud).',
    expected: 'true or false',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
  },
  OIDC_USER_CLAIM: {
    default: 'email',
    meaning:
      'With OIDC_ISSUER: the token claim that names the portal user (matched case-insensitively against the username, an e-mail address), read from the access token or else from the issuer’s userinfo. The first sign-in stores the link from issuer and subject to the user, which later sign-ins follow.',
    expected: 'a claim name (letters, digits, _ : . -)',
    schema: z.string().regex(/^[A-Za-z0-9_:.-]+$/),
  },
  OIDC_ACCOUNT_URL: {
    default: undefined,
    meaning:
      'With OIDC_ISSUER: the provider’s own account page (password, sessions), which the portal links to instead of its own password form, forgotten-password page and session list. When unset, those are not offered.',
    expected: 'an http:// or https:// URL',
    schema: httpUrl(() => true).optional(),
  },
  SMTP_URL: {
    default: undefined,
    meaning:
      'SMTP server for outgoing mail, e.g. smtps://user:password@mail.example.com. When unset, mail goes to the outbox table, readable outside production (see DEV_OUTBOX_OPEN).',
    expected: 'an smtp:// or smtps:// URL',
    secret: true,
    schema: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value))
      .optional(),
  },
  DEV_OUTBOX_OPEN: {
    default: 'false',
    meaning:
      'true lets anyone read the outbox (the /dev/outbox page and /dev/outbox.json), whose mails hold live reset and invitation links: for end-to-end tests and a developer’s own machine. When false, only /dev/outbox.json answers, to a signed-in user with the admin tool. Refused with NODE_ENV=production, where there is no outbox to read.',
    expected: 'true or false, and not true when NODE_ENV=production',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
  },
  MAIL_FROM: {
    default: 'Customer Portal <no-reply@portal.local>',
    meaning: 'Sender of outgoing mail (password reset links).',
    expected: 'an e-mail address, optionally as "Name <address>"',
    schema: z.string().regex(/^(?:[^<>@]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/),
  },
  INTEGRATION_WEBHOOK_SECRET: {
    default: undefined,
    derivedDefault: 'dev-integration-secret (required when NODE_ENV=production)',
    meaning:
      'The secret the group’s systems and the portal share for server-to-server calls: the HMAC key of the inbound events webhook (X-Portal-Signature) and the X-Integration-Secret header with which the B2B shop redeems a cart hand-off. Outside production the default is dev-integration-secret; production refuses to start without one.',
    expected: 'at least 16 characters without spaces',
    secret: true,
    schema: z
      .string()
      .regex(/^\S{16,}$/)
      .optional(),
  },
  LEGACY_URLS: {
    default: undefined,
    meaning:
      'JSON object from legacy module id (B2B, ERETURN, ADMIN, ...) to the absolute URL of that application; modules not named link to PUBLIC_URL/legacy/ plus the module id in lower case.',
    expected: 'a JSON object mapping legacy module ids to absolute http(s) URLs',
    schema: legacyUrls.optional(),
  },
  LEGACY_B2B_EXTRA_QUERY: {
    default: 'origin=portal',
    meaning: 'Query parameters appended to the B2B shop link only (before brand and language).',
    expected: 'query parameters such as name=value&other=value, without a leading ?',
    schema: z.string().regex(/^[^?#\s]+$/),
  },
  CONTENT_RESOURCE_PATH: {
    default: '/content/media',
    meaning:
      'Where content media (images, videos, documents) is served: a path on this server, or the absolute URL of a CDN that pulls from this server at that URL’s path. The portal puts it in place of /caas/v1/media in content.',
    expected:
      'a path starting with / or an absolute http(s) URL, with at least one path segment, no query or fragment, and not under an API prefix',
    schema: z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .pipe(
        z.union([
          z.string().refine(isMediaPath),
          httpUrl((url) => !url.search && !url.hash && isMediaPath(url.pathname)),
        ]),
      ),
  },
  COOKIE_CONSENT_EXPIRY_MINUTES: {
    default: '518400',
    meaning:
      'How long a cookie-policy choice (accept or decline) counts before the portal asks again, in minutes (default 360 days).',
    expected: 'an integer between 1 and 5256000',
    schema: integer(1, 5_256_000),
  },
  PASSWORD_MAX_AGE_DAYS: {
    default: '90',
    meaning:
      'How many days a password stays valid after it was set; the portal warns of the expiry PASSWORD_EXPIRY_WARNING_DAYS before.',
    expected: 'an integer between 1 and 3650',
    schema: integer(1, 3650),
  },
  PASSWORD_EXPIRY_WARNING_DAYS: {
    default: '14',
    meaning:
      'How many days before a password expires the user gets the expiring-password notice among their updates; less than PASSWORD_MAX_AGE_DAYS.',
    expected: 'an integer between 1 and 365',
    schema: integer(1, 365),
  },
  ON_BEHALF_IDLE_MINUTES: {
    default: '30',
    meaning:
      'How many minutes without a call end a staff user’s on-behalf session; the server then refuses it and the portal leaves the mode.',
    expected: 'an integer between 1 and 480',
    schema: integer(1, 480),
  },
  VAT_VALIDATOR: {
    default: 'checksum',
    meaning:
      'How customer-creation requests check VAT ids: checksum (the format and check digits of the country, offline) or vies (the checksum, then the EU VIES service for EU countries; when VIES does not answer in VIES_TIMEOUT_MS the id is "could not be checked" and the request may still be submitted).',
    expected: 'checksum or vies',
    schema: z.enum(['checksum', 'vies']),
  },
  VIES_URL: {
    default: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
    meaning:
      'Base URL of the VIES REST interface (with VAT_VALIDATOR=vies); the server posts to its /check-vat-number.',
    expected: 'an http:// or https:// URL without query or fragment',
    schema: httpUrl((url) => !url.search && !url.hash).transform((value) => value.replace(/\/+$/, '')),
  },
  VIES_TIMEOUT_MS: {
    default: '5000',
    meaning: 'How long the server waits for VIES before a VAT id counts as "could not be checked".',
    expected: 'an integer between 100 and 60000',
    schema: integer(100, 60_000),
  },
  TAG_MANAGER_CONTAINER_ID: {
    default: undefined,
    meaning:
      'Container id of a Google Tag Manager-compatible tag manager (GTM-XXXXXXX), loaded by the portal only after the user accepts analytics cookies. When unset, no tag manager is loaded.',
    expected: 'a container id such as GTM-ABC1234 (GTM- and 4 to 12 capital letters or digits)',
    schema: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/)
      .optional(),
  },
  METRICS_TOKEN: {
    default: undefined,
    meaning:
      'Bearer token that Prometheus sends (Authorization: Bearer <token>) to read /metrics: requests and latency by route, database pool, event-loop lag. When unset, /metrics does not exist.',
    expected: 'at least 16 characters without spaces',
    secret: true,
    schema: z
      .string()
      .regex(/^\S{16,}$/)
      .optional(),
  },
} satisfies Record<string, Variable>;

type VariableName = keyof typeof variables;

const envSchema = z.object(
  Object.fromEntries(Object.entries(variables).map(([name, variable]) => [name, variable.schema])) as {
    [Name in VariableName]: (typeof variables)[Name]['schema'];
  },
);

export type Config = Omit<
  z.output<typeof envSchema>,
  'PUBLIC_URL' | 'SEED_DEMO' | 'CONNECTIONS_PER_ADDRESS_MAX' | 'INTEGRATION_WEBHOOK_SECRET'
> & {
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  CONNECTIONS_PER_ADDRESS_MAX: number;
  INTEGRATION_WEBHOOK_SECRET: string;
};

/** Every environment variable the server reads, for the README table. */
export const configVariables = Object.entries(variables).map(([name, variable]) => ({
  name,
  default: 'derivedDefault' in variable ? variable.derivedDefault : variable.default?.replace(repoRoot, '<repo root>'),
  meaning: variable.meaning,
}));

/** Reads the configuration; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const raw: Record<string, string | undefined> = {};
  for (const [name, variable] of Object.entries(variables)) {
    // An empty assignment (`DATABASE_URL=` in a shell or .env file) means "not set".
    raw[name] = env[name] || variable.default;
  }
  const result = envSchema.safeParse(raw);
  if (result.success) {
    const production = result.data.NODE_ENV === 'production';
    // Demo personas share a published password: never in production (DESIGN.md).
    if (production && result.data.SEED_DEMO) {
      throw new Error(
        'Invalid configuration: SEED_DEMO must not be true when NODE_ENV=production (the demo personas share a published password); unset SEED_DEMO or set it to false',
      );
    }
    // Outbox mails carry live reset and invitation links; production has no outbox, so asking to open it is a mistake.
    if (production && result.data.DEV_OUTBOX_OPEN) {
      throw new Error(
        'Invalid configuration: DEV_OUTBOX_OPEN must not be true when NODE_ENV=production (the outbox lists live reset and invitation links, and production sends mail instead); unset DEV_OUTBOX_OPEN or set it to false',
      );
    }
    // PGlite never calls fsync (README, ADR 002): fine for a demo or a laptop, not for data that matters.
    if (production && !result.data.DATABASE_URL && !result.data.ALLOW_EMBEDDED_DATABASE) {
      throw new Error(
        'Invalid configuration: NODE_ENV=production needs DATABASE_URL, because the embedded PGlite database never calls fsync and a crash of the machine or a power loss can lose or corrupt committed data; set DATABASE_URL to a PostgreSQL server, or ALLOW_EMBEDDED_DATABASE=true to accept that risk',
      );
    }
    if (result.data.PASSWORD_EXPIRY_WARNING_DAYS >= result.data.PASSWORD_MAX_AGE_DAYS) {
      throw new Error(
        'Invalid configuration: PASSWORD_EXPIRY_WARNING_DAYS must be less than PASSWORD_MAX_AGE_DAYS, or every password would be expiring from the day it is set',
      );
    }
    // An ID token's aud is the client: were it the API's audience too, an ID token would pass as an access token.
    if (result.data.OIDC_AUDIENCE === result.data.OIDC_CLIENT_ID) {
      throw new Error(
        'Invalid configuration: OIDC_AUDIENCE must differ from OIDC_CLIENT_ID, since ID tokens name the client as their audience and must never pass as access tokens to the API',
      );
    }
    // The development secret is published in the README: a deployment must choose its own.
    if (production && !result.data.INTEGRATION_WEBHOOK_SECRET) {
      throw new Error(
        'Invalid configuration: NODE_ENV=production needs INTEGRATION_WEBHOOK_SECRET, the secret the group’s systems sign their events with and the B2B shop sends to redeem cart hand-offs (the development default is published); set it to at least 16 characters without spaces',
      );
    }
    const { MAINTENANCE_FROM: from, MAINTENANCE_UNTIL: until } = result.data;
    if (until && (!from || Date.parse(until) <= Date.parse(from))) {
      throw new Error(
        'Invalid configuration: MAINTENANCE_UNTIL must come after MAINTENANCE_FROM, which it needs (the end of a planned maintenance without its start, or before it, plans nothing); set MAINTENANCE_FROM to its start or unset MAINTENANCE_UNTIL',
      );
    }
    const publicUrl = result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`;
    // This server speaks plain http: an https address means a TLS proxy in front, whose address every request
    // would otherwise carry (one rate-limit bucket for all users, no client addresses in the log).
    if (
      publicUrl.startsWith('https:') &&
      result.data.TRUST_PROXY === false &&
      !result.data.ALLOW_HTTPS_WITHOUT_TRUST_PROXY
    ) {
      throw new Error(
        "Invalid configuration: PUBLIC_URL is https but TRUST_PROXY=false; the server speaks plain http, so a TLS proxy is in front of it, and without trusting its X-Forwarded-For every user shares the proxy's address for the rate limits (one user can exhaust everyone's) and the logs; set TRUST_PROXY to the proxy's addresses (e.g. loopback or 10.0.0.0/8), or ALLOW_HTTPS_WITHOUT_TRUST_PROXY=true if the proxy does not send the client address",
      );
    }
    return {
      ...result.data,
      PUBLIC_URL: publicUrl,
      SEED_DEMO: result.data.SEED_DEMO ?? !production,
      INTEGRATION_WEBHOOK_SECRET: result.data.INTEGRATION_WEBHOOK_SECRET ?? devIntegrationSecret,
      CONNECTIONS_PER_ADDRESS_MAX:
        result.data.CONNECTIONS_PER_ADDRESS_MAX ?? (result.data.TRUST_PROXY === false ? 128 : 0),
    };
  }

  const badNames = new Set(result.error.issues.map((issue) => String(issue.path[0]) as VariableName));
  const problems = [...badNames].map((name) => {
    const variable: Variable = variables[name];
    const got = variable.secret ? '' : ` (got ${JSON.stringify(raw[name])})`;
    return `${name} must be ${variable.expected}${got}`;
  });
  throw new Error(`Invalid configuration: ${problems.join('; ')}`);
}

/** The planned maintenance of MAINTENANCE_FROM and MAINTENANCE_UNTIL, as the runtime configuration names it. */
export function plannedMaintenanceOf(
  config: Pick<Config, 'MAINTENANCE_FROM' | 'MAINTENANCE_UNTIL'>,
): MaintenanceWindow | null {
  return config.MAINTENANCE_FROM ? { from: config.MAINTENANCE_FROM, until: config.MAINTENANCE_UNTIL ?? null } : null;
}
