/**
 * A Glewlwyd 2.7 (Debian's package) set up as the portal's external OpenID Connect issuer, for end-to-end
 * tests and for trying the portal against a real third-party provider by hand.
 *
 * Every setting below is made the way an operator would make it: the database is Glewlwyd's own install
 * script, and everything else goes through Glewlwyd's admin API. The comments say why each setting is
 * there, so this file doubles as the recipe for setting Glewlwyd up for the portal.
 *
 * As a CLI (stays in the foreground until Ctrl+C):
 *   node e2e/external-issuer/glewlwyd.ts --port 4593 --portal http://localhost:8190 [--check]
 *
 * What the portal should know about this provider (all checked by glewlwyd-check.ts and glewlwyd-pages.ts):
 * - its authorize endpoint always shows Glewlwyd's login page first, even to a user already signed in to
 *   Glewlwyd: the user clicks Continue there (glewlwyd-pages.ts drives it);
 * - the audience/resource must be a URL (https://..., or http://localhost...), see `audience`;
 * - `nonce` and PKCE S256 are required; a refresh returns no ID token, and no new refresh token (no
 *   rotation, as set here);
 * - a public client cannot revoke its tokens (/revoke answers 401); end_session (with id_token_hint,
 *   post_logout_redirect_uri and state) asks the user to confirm, ends the session, revokes its refresh
 *   tokens and goes to post_logout_redirect_uri?state=...; without id_token_hint it does nothing (200).
 *
 * Paths can be overridden for a Glewlwyd installed elsewhere: GLEWLWYD_PATH (the binary),
 * GLEWLWYD_WEBAPP_DIR, GLEWLWYD_MODULES_DIR, GLEWLWYD_SQLITE_SCRIPT (the SQLite install script).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { checkGlewlwyd, CookieJar, formatCheckReport } from './glewlwyd-check.ts';

export { checkGlewlwyd, formatCheckReport };
export type { CheckReport } from './glewlwyd-check.ts';

export interface GlewlwydUser {
  /** Glewlwyd's login name; an e-mail address works. */
  username: string;
  /** The `email` claim, which the portal matches against its user's username/e-mail (OIDC_USER_CLAIM). */
  email: string;
  password: string;
  name?: string;
}

export interface StartGlewlwydOptions {
  /** 4593 unless given. */
  port?: number;
  /** The portal's origin, e.g. http://localhost:8190: the client's redirect URIs are made from it. */
  portalOrigin: string;
  /**
   * The `aud` the portal's API requires (OIDC_AUDIENCE), which is also the RFC 8707 resource the SPA asks
   * for (OIDC_RESOURCE): Glewlwyd puts a requested resource in `aud`, and nothing else. Glewlwyd only
   * accepts a resource that is an https:// URL or an http://localhost URL (no fragment): a bare name
   * such as "portal-api" is refused with invalid_target. https://portal-api unless given.
   */
  audience?: string;
  /** OIDC_CLIENT_ID. */
  clientId?: string;
  users?: GlewlwydUser[];
  /**
   * Grant the client the users' scopes ahead of time (what a user does once on Glewlwyd's consent screen),
   * so that a sign-in is the password form, then Glewlwyd's Continue button, with no consent screen in
   * between. True unless given.
   */
  preGrant?: boolean;
  /** Access token lifetime in seconds, 600 unless given. */
  accessTokenDuration?: number;
  /** Glewlwyd's log level (NONE, ERROR, WARNING, INFO, DEBUG), INFO unless given. */
  logLevel?: string;
  /** Keep the temp dir (database, config, log) after stop(): for looking into a failure. */
  keepDir?: boolean;
}

export interface GlewlwydInstance {
  /** OIDC_ISSUER: exactly the `iss` of the tokens and the discovery document's `issuer`. */
  issuer: string;
  /** Glewlwyd's root, e.g. http://localhost:4593 (no trailing slash). */
  baseUrl: string;
  port: number;
  clientId: string;
  audience: string;
  /** OIDC_ACCOUNT_URL: Glewlwyd's own profile page for the signed-in user. */
  accountUrl: string;
  /** The environment to start the portal with against this issuer. */
  portalEnv: Record<string, string>;
  /** The temp dir holding the database, the config file, the webapp copy and the log. */
  dir: string;
  logFile: string;
  /** Calls the admin API as `admin` (signs in again when the admin session has expired). */
  admin: (method: string, path: string, body?: unknown) => Promise<Response>;
  stop: () => Promise<void>;
}

const env = process.env;
const glewlwydBinary = env.GLEWLWYD_PATH ?? '/usr/bin/glewlwyd';
const webappSource = env.GLEWLWYD_WEBAPP_DIR ?? '/usr/share/glewlwyd/webapp';
const modulesDir = env.GLEWLWYD_MODULES_DIR ?? '/usr/lib/glewlwyd';
const sqliteScript = env.GLEWLWYD_SQLITE_SCRIPT ?? '/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3';
/** Debian ships the webapp's config.json as a template too; used when the webapp's own is not a file. */
const webappConfigTemplate = '/usr/share/glewlwyd/templates/config.json';

/** The API's audience and resource indicator. A URL, because Glewlwyd takes no other kind of resource. */
export const defaultAudience = 'https://portal-api';

/** What Glewlwyd 2.7 accepts as a `resource` (found by trying: its docs do not say). */
export function isGlewlwydResource(resource: string): boolean {
  if (!URL.canParse(resource) || resource.includes('#')) return false;
  const url = new URL(resource);
  return (
    resource.startsWith('https://') ||
    (resource.startsWith('http://') && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  );
}

/** The plugin instance's name: it is the path segment of every OIDC endpoint, /api/<name>/... */
const pluginName = 'oidc';
/** Glewlwyd's default administrator, created by the install script. */
const adminCredentials = { username: 'admin', password: 'password' };
/** The scopes the portal asks for (the SPA's `scope`), made available to every user given. */
const portalScopes = ['openid', 'profile', 'email'];

export async function startGlewlwyd(options: StartGlewlwydOptions): Promise<GlewlwydInstance> {
  const port = options.port ?? 4593;
  const portalOrigin = options.portalOrigin.replace(/\/+$/, '');
  const audience = options.audience ?? defaultAudience;
  if (!isGlewlwydResource(audience)) {
    throw new Error(
      `Glewlwyd refuses the resource "${audience}" (invalid_target): the audience must be an https:// URL ` +
        'or an http://localhost URL without a fragment, e.g. https://portal-api.',
    );
  }
  const clientId = options.clientId ?? 'portal-spa';
  const users = options.users ?? [];
  const baseUrl = `http://localhost:${port}`;
  const issuer = `${baseUrl}/api/${pluginName}`;

  if (!existsSync(glewlwydBinary)) {
    throw new Error(`No Glewlwyd at ${glewlwydBinary}: install Debian's glewlwyd package or set GLEWLWYD_PATH.`);
  }
  // Something already answering on the port would pass for this Glewlwyd (and this one could not bind).
  if (await answers(baseUrl)) throw new Error(`Port ${port} is already in use: is another Glewlwyd running?`);
  const dir = mkdtempSync(join(tmpdir(), 'glewlwyd-'));
  const logFile = join(dir, 'glewlwyd.log');
  const configFile = join(dir, 'glewlwyd.conf');
  const dbFile = join(dir, 'glewlwyd.db');
  const webappDir = join(dir, 'webapp');

  // The database: Debian's install script as it is (tables, the scopes g_admin, g_profile and openid, the
  // database user and client backends, and the user admin/password). node:sqlite, so no sqlite3 CLI needed.
  const db = new DatabaseSync(dbFile);
  db.exec(readFileSync(sqliteScript, 'utf8'));
  db.close();

  // The webapp (login, profile and admin pages), served by Glewlwyd itself. It reads config.json beside
  // it; Debian's is a symlink into /etc which dpkg may leave as a directory, so the webapp is copied
  // and given a config.json of its own. The template's GlewlwydUrl is "./": the same origin, any port.
  cpSync(webappSource, webappDir, {
    recursive: true,
    dereference: true,
    filter: (source) => source !== join(webappSource, 'config.json'),
  });
  writeFileSync(join(webappDir, 'config.json'), readWebappConfig());

  writeFileSync(configFile, glewlwydConfig({ port, baseUrl, dbFile, webappDir, logFile, logLevel: options.logLevel }));

  const child = spawn(glewlwydBinary, ['--config-file', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave a Glewlwyd behind when this process ends without calling stop() (a crash, process.exit).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keepDir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(child, baseUrl, () => output + readLog(logFile));
    const admin = await adminClient(baseUrl);
    await configure(admin, {
      issuer,
      portalOrigin,
      audience,
      clientId,
      users,
      accessTokenDuration: options.accessTokenDuration ?? 600,
    });
    if (options.preGrant ?? true) {
      for (const user of users) await grantScopes(baseUrl, user, clientId);
    }
    const accountUrl = `${baseUrl}/profile.html`;
    return {
      issuer,
      baseUrl,
      port,
      clientId,
      audience,
      accountUrl,
      portalEnv: {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: clientId,
        OIDC_AUDIENCE: audience,
        OIDC_RESOURCE: audience,
        OIDC_USER_CLAIM: 'email',
        OIDC_ACCOUNT_URL: accountUrl,
      },
      dir,
      logFile,
      admin: admin.request,
      stop,
    };
  } catch (error) {
    const log = (output + readLog(logFile)).split('\n').slice(-60).join('\n');
    await stop();
    throw new Error(`Glewlwyd set-up failed: ${(error as Error).message}\n--- Glewlwyd's output (end) ---\n${log}`, {
      cause: error,
    });
  }
}

interface ConfigureOptions {
  issuer: string;
  portalOrigin: string;
  audience: string;
  clientId: string;
  users: GlewlwydUser[];
  accessTokenDuration: number;
}

async function configure(admin: AdminClient, options: ConfigureOptions): Promise<void> {
  const { issuer, portalOrigin, audience, clientId, users } = options;

  // Scopes. Debian's script makes `openid` without any authentication requirement; the portal's three
  // scopes all require the user's password (and nothing else: no second factor, no scheme groups), and
  // a password session without a maximum age (0), so one sign-in lasts as long as Glewlwyd's session.
  for (const [name, displayName, description] of [
    ['openid', 'Open ID', 'Open ID Connect scope'],
    ['profile', 'Profile', 'Your name'],
    ['email', 'E-mail', 'Your e-mail address'],
  ] as const) {
    const scope = {
      name,
      display_name: displayName,
      description,
      password_required: true,
      password_max_age: 0,
      scheme: {},
    };
    const existing = await admin.request('GET', `/api/scope/${name}`);
    await admin.expectOk(
      existing.ok ? admin.request('PUT', `/api/scope/${name}`, scope) : admin.request('POST', '/api/scope/', scope),
      `scope ${name}`,
    );
  }

  // The client backend (Debian's "database" instance) keeps only the client properties its data format
  // lists. Its list has `post_logout_redirect_uri`, but the OIDC plugin's end_session looks for
  // `post_logout_redirect_uris` (as in client registration metadata): add that one, multi-valued.
  const clientBackend = (await (await admin.request('GET', '/api/mod/client/database')).json()) as {
    parameters: { 'data-format': Record<string, unknown> };
  };
  clientBackend.parameters['data-format'].post_logout_redirect_uris = { multiple: true, read: true, write: true };
  await admin.expectOk(admin.request('PUT', '/api/mod/client/database', clientBackend), 'client backend data format');
  // A module instance keeps the parameters it was started with until it is reset.
  await admin.expectOk(admin.request('PUT', '/api/mod/client/database/reset'), 'client backend reset');

  // The token signing key: made now, never stored anywhere but this run's database. RS256, which the
  // portal's API accepts (it takes RS256, PS256 and ES256 only).
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(jwk.n ?? randomBytes(16))
    .digest('base64url')
    .slice(0, 16);
  const jwks = { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };

  const parameters = {
    // The issuer: exactly what the tokens carry and discovery announces; the portal compares it as is.
    iss: issuer,
    // Signing: a JWKS with the private key (the public half is served at /jwks, `jwks-show`). Glewlwyd
    // gives its access tokens the header typ "at+jwt" (RFC 9068) by itself, and ID tokens typ "JWT".
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    'jwks-private': JSON.stringify(jwks),
    'default-kid': kid,
    'jwks-show': true,
    'jwks-x5c': [],
    // `sub`: one value for the user whatever the client ("public"), not a different one per client.
    'secret-type': 'public',
    // Lifetimes: short access tokens so the SPA's refresh is exercised; refresh tokens 14 days, rolling.
    'access-token-duration': options.accessTokenDuration,
    'refresh-token-duration': 1209600,
    'code-duration': 600,
    'refresh-token-rolling': true,
    'refresh-token-one-use': 'never',
    'client-refresh-token-one-use-parameter': 'refresh-token-one-use',
    // Grant types: the code flow and refresh tokens only; no implicit, password, client credentials or
    // device flows. (`auth-type-id-token-enabled` cannot be turned off in Glewlwyd.) No setting is
    // needed for `nonce`: Glewlwyd refuses any OIDC authorize request without one, even for
    // response_type=code (error=invalid_request, error_description "nonce required").
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    // A code used twice revokes the tokens already issued for it.
    'auth-type-code-revoke-replayed': true,
    'auth-type-token-enabled': false,
    'auth-type-id-token-enabled': true,
    'auth-type-none-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': false,
    'auth-type-device-enabled': false,
    'auth-type-refresh-enabled': true,
    // The scopes announced in discovery's scopes_supported.
    'allowed-scope': portalScopes,
    // Claims in the ID token and /userinfo: `email` with the email scope and `name` with the profile scope.
    'name-claim': 'on-demand',
    'name-claim-scope': ['profile'],
    'email-claim': 'on-demand',
    'email-claim-scope': ['email'],
    'scope-claim': 'no',
    'scope-claim-scope': [],
    'address-claim': { type: 'no', mandatory: false },
    claims: [],
    // Claims added to the access token from the user's properties: `email`, the claim the portal links a
    // token to its user with (OIDC_USER_CLAIM), so the API need not call /userinfo. (Only user properties
    // can be added: the access token gets no `sid` nor `auth_time`; the ID token has `sid`, and an
    // `auth_time` that Glewlwyd 2.7.5 always sets to 0.)
    'additional-parameters': [{ 'user-parameter': 'email', 'token-parameter': 'email', 'token-changed': false }],
    // PKCE (RFC 7636): S256 only, and required from public clients such as the SPA.
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'pkce-required': false,
    'pkce-required-public-client': true,
    'pkce-scopes': [],
    // Revocation and introspection (RFC 7009/7662). Glewlwyd serves /revoke only to a client that
    // authenticates (a confidential one) or to a bearer of an access token holding one of
    // `introspection-revocation-auth-scope`: a public client sending only its client_id, as the SPA's
    // oidc-client-ts does, is answered 401. No auth scope is set: one (say openid) would let every
    // access token with it call /revoke and /introspect. The SPA's refresh token dies with end_session.
    'introspection-revocation-allowed': true,
    'introspection-revocation-auth-scope': [],
    'introspection-revocation-allow-target-client': true,
    // Session management: `sid` in the ID tokens and the end_session endpoint (RP-initiated logout): it
    // sends the browser to Glewlwyd's login page, which asks "End session?" and, on Logout, ends the
    // session (revoking the refresh tokens issued in it) and goes to the client's post_logout_redirect_uri.
    'session-management-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 2419200,
    // Front-channel logout must be on even though the portal registers no frontchannel_logout_uri: the
    // login page's end-session screen lists the session's clients through GET /session/:sid/:client_id,
    // which answers 400 when it is off, and its Logout button then does nothing.
    'front-channel-logout-allowed': true,
    'back-channel-logout-allowed': false,
    // Resource indicators (RFC 8707): `resource=<audience>` on the authorize request makes the access
    // token's `aud` that resource, for the code and every refresh (without it, `aud` is the scope list as
    // one string, "openid profile email"). The token request may repeat it, but a resource only on the
    // token request is refused (invalid_target). A resource must be allowed both by one of the scopes
    // asked for and by the client's own `resource` property.
    'resource-allowed': true,
    'resource-scope': Object.fromEntries(portalScopes.map((scope) => [scope, [audience]])),
    'resource-client-property': 'resource',
    'resource-scope-and-client-property': true,
    // RFC 9207: the authorization response carries `iss` beside `code` and `state`.
    'oauth-as-iss-id': true,
    // Everything else stays off: no dynamic registration, no request objects, no token encryption, no
    // DPoP, RAR, PAR or CIBA.
    'register-client-allowed': false,
    'request-parameter-allow': false,
    'encrypt-out-token-allow': false,
    'oauth-dpop-allowed': false,
    'oauth-rar-allowed': false,
    'oauth-par-allowed': false,
    'oauth-ciba-allowed': false,
    'service-documentation': '',
    'op-policy-uri': '',
    'op-tos-uri': '',
    scope: [],
  };
  await admin.expectOk(
    admin.request('POST', '/api/mod/plugin/', {
      module: 'oidc',
      name: pluginName,
      display_name: 'OpenID Connect',
      order_rank: 0,
      readonly: false,
      parameters,
    }),
    'OIDC plugin instance',
  );

  // The portal's SPA: a public client (no secret; token_endpoint_auth_method none), code flow with
  // refresh tokens. Its redirect URIs are the portal's /login/callback, and /login after sign-out.
  await admin.expectOk(
    admin.request('POST', '/api/client/', {
      client_id: clientId,
      name: 'Customer portal',
      description: 'The customer portal (single-page application)',
      enabled: true,
      confidential: false,
      // Only used for client_credentials in Glewlwyd; kept to the portal's scopes for readability.
      scope: portalScopes,
      redirect_uri: [`${portalOrigin}/login/callback`],
      // The plugin's end_session reads the plural `post_logout_redirect_uris` (the client's own
      // registration metadata name), not the singular property Debian's client backend lists.
      post_logout_redirect_uris: [`${portalOrigin}/login`],
      authorization_type: ['code', 'refresh_token'],
      token_endpoint_auth_method: ['none'],
      // The resources this client may ask tokens for (the plugin's resource-client-property).
      resource: [audience],
    }),
    `client ${clientId}`,
  );

  for (const user of users) {
    await admin.expectOk(
      admin.request('POST', '/api/user/', {
        username: user.username,
        name: user.name ?? user.username,
        email: user.email,
        password: user.password,
        enabled: true,
        // g_profile (Glewlwyd's own) lets the user open the account page, profile.html (OIDC_ACCOUNT_URL).
        scope: [...portalScopes, 'g_profile'],
      }),
      `user ${user.username}`,
    );
  }
}

/** Signs the user in and grants the client the portal's scopes, as the consent screen would. */
async function grantScopes(baseUrl: string, user: GlewlwydUser, clientId: string): Promise<void> {
  const jar = new CookieJar();
  const signIn = await jar.fetch(`${baseUrl}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  if (!signIn.ok) throw new Error(`${user.username} could not sign in to Glewlwyd: ${signIn.status}`);
  const grant = await jar.fetch(`${baseUrl}/api/auth/grant/${encodeURIComponent(clientId)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    // Space-separated, as the login page sends it. (API.md says comma-separated, which is answered 401.)
    body: JSON.stringify({ scope: portalScopes.join(' ') }),
  });
  if (!grant.ok)
    throw new Error(`Granting ${clientId} for ${user.username} failed: ${grant.status} ${await grant.text()}`);
}

export interface AdminClient {
  request: (method: string, path: string, body?: unknown) => Promise<Response>;
  expectOk: (response: Promise<Response>, what: string) => Promise<void>;
}

/**
 * The admin API takes a cookie session of a user with the g_admin scope. Debian's g_admin scope asks for
 * the password again after 600 s, so a 401 signs in again once.
 */
export async function adminClient(baseUrl: string): Promise<AdminClient> {
  const jar = new CookieJar();
  const signIn = async () => {
    const response = await jar.fetch(`${baseUrl}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials),
    });
    if (!response.ok) throw new Error(`The admin sign-in failed: ${response.status}`);
  };
  await signIn();
  const send = (method: string, path: string, body?: unknown) =>
    jar.fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await send(method, path, body);
    if (response.status !== 401) return response;
    await signIn();
    return send(method, path, body);
  };
  return {
    request,
    expectOk: async (pending, what) => {
      const response = await pending;
      if (!response.ok) throw new Error(`Creating ${what} failed: ${response.status} ${await response.text()}`);
    },
  };
}

async function waitUntilUp(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('Glewlwyd exited during start-up');
    if (await answers(baseUrl)) return;
    if (Date.now() > deadline) throw new Error(`Glewlwyd did not answer within 30 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether Glewlwyd answers its configuration endpoint (public, the first call its own pages make). */
async function answers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/config/`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

function readWebappConfig(): string {
  const own = join(webappSource, 'config.json');
  for (const candidate of [own, join(own, 'config.json'), webappConfigTemplate]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return readFileSync(candidate, 'utf8');
  }
  // The pages need only these to find the API; the rest of the template describes the admin forms.
  return JSON.stringify({
    GlewlwydUrl: './',
    ProfileUrl: 'profile.html',
    AdminUrl: 'index.html',
    LoginUrl: 'login.html',
    CallbackPage: 'callback.html',
    lang: ['en'],
  });
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Glewlwyd's configuration file (libconfig syntax): the values Debian's /etc/glewlwyd/glewlwyd.conf has, except where said. */
function glewlwydConfig(values: {
  port: number;
  baseUrl: string;
  dbFile: string;
  webappDir: string;
  logFile: string;
  logLevel: string | undefined;
}): string {
  const mimeTypes = [
    ['.html', 'text/html'],
    ['.css', 'text/css'],
    ['.js', 'application/javascript'],
    ['.json', 'application/json'],
    ['.png', 'image/png'],
    ['.jpg', 'image/jpeg'],
    ['.jpeg', 'image/jpeg'],
    ['.ttf', 'font/ttf'],
    ['.woff', 'font/woff'],
    ['.woff2', 'font/woff2'],
    ['.otf', 'font/otf'],
    ['.eot', 'application/vnd.ms-fontobject'],
    ['.map', 'application/octet-stream'],
    ['.ico', 'image/x-icon'],
  ]
    .map(([extension, mimeType]) => `  { extension = "${extension}"; mime_type = "${mimeType}"; }`)
    .join(',\n');
  return `# Generated by e2e/external-issuer/glewlwyd.ts
port=${values.port}
# Loopback only: a test provider, not one for the network.
bind_address="127.0.0.1"
# Glewlwyd builds its endpoints' URLs and redirects from this. No trailing slash: Glewlwyd appends
# "/api/..." and "/login.html", and a trailing slash here gives "http://localhost:4593//api/oidc/auth".
external_url="${values.baseUrl}"
login_url="login.html"
api_prefix="api"
# Glewlwyd serves its own login, profile and admin pages (Debian leaves this off for a web server to do).
static_files_path="${values.webappDir}/"
# CORS: the SPA calls discovery, /token, /revoke and /userinfo from the portal's origin.
allow_origin="*"
allow_methods="GET, POST, PUT, DELETE, OPTIONS"
allow_headers="Origin, X-Requested-With, Content-Type, Accept, Bearer, Authorization, DPoP"
expose_headers="Content-Encoding, Authorization"
log_mode="file"
log_level="${values.logLevel ?? 'INFO'}"
log_file="${values.logFile}"
# Plain http on localhost: the session cookie must not be Secure.
cookie_secure=0
cookie_same_site="empty"
session_expiration=2419200
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=true
login_api_enabled=true
plugin_api_run_enabled=""
add_x_frame_option_header_deny=true
max_post_size=16778240
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="${modulesDir}/user"
client_module_path="${modulesDir}/client"
user_auth_scheme_module_path="${modulesDir}/scheme"
plugin_module_path="${modulesDir}/plugin"
hash_algorithm="SHA512"
database =
{
  type = "sqlite3";
  path = "${values.dbFile}";
};
static_files_mime_types =
(
${mimeTypes}
);
`;
}

const usage =
  'Usage: node e2e/external-issuer/glewlwyd.ts [--port 4593] [--portal http://localhost:8190] [--check] [--debug] [--keep-dir]';

function parseArgs(argv: string[]) {
  const args = { port: 4593, portal: 'http://localhost:8190', check: false, debug: false, keepDir: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--port') args.port = Number(argv[++index]);
    else if (arg === '--portal') args.portal = String(argv[++index]);
    else if (arg === '--check') args.check = true;
    else if (arg === '--debug') args.debug = true;
    else if (arg === '--keep-dir') args.keepDir = true;
    else throw new Error(`Unknown argument ${arg}. ${usage}`);
  }
  return args;
}

async function main(): Promise<void> {
  const { port, portal, check, debug, keepDir } = parseArgs(process.argv.slice(2));
  const user: GlewlwydUser = {
    username: 'demo@example.com',
    email: 'demo@example.com',
    password: 'demo-password',
    name: 'Demo User',
  };
  const instance = await startGlewlwyd({
    port,
    portalOrigin: portal,
    users: [user],
    logLevel: debug ? 'DEBUG' : 'INFO',
    keepDir,
  });
  const shutdown = (code: number) => {
    void instance.stop().then(() => process.exit(code));
  };
  process.once('SIGINT', () => shutdown(0));
  process.once('SIGTERM', () => shutdown(0));

  const portalUrl = new URL(portal);
  const envLine = Object.entries({ PORT: portalUrl.port || '80', PUBLIC_URL: portalUrl.origin, ...instance.portalEnv })
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(`Glewlwyd is running.
  issuer:        ${instance.issuer}
  discovery:     ${instance.issuer}/.well-known/openid-configuration
  login page:    ${instance.baseUrl}/login.html
  admin page:    ${instance.baseUrl}/index.html (${adminCredentials.username} / ${adminCredentials.password})
  user:          ${user.username} / ${user.password}
  log:           ${instance.logFile}
Start the portal against it (at ${portal}):
  ${envLine} npm start
Ctrl+C stops Glewlwyd.`);
  if (check) {
    try {
      const report = await checkGlewlwyd(instance.issuer, {
        clientId: instance.clientId,
        redirectUri: `${portal}/login/callback`,
        postLogoutRedirectUri: `${portal}/login`,
        resource: instance.audience,
        username: user.username,
        password: user.password,
        origin: portal,
      });
      console.log(formatCheckReport(report));
    } catch (error) {
      console.error(error);
      shutdown(1);
    }
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
