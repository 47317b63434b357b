import type { JsonSchema, Operation } from './openapi-requests.ts';

/**
 * The embedded identity provider's endpoints and its pages, which the OpenAPI document leaves out (they follow
 * OAuth/OIDC, not the API's conventions) but which face the internet without a token: described here in the
 * document's terms so the same generators fuzz them.
 */
const text: JsonSchema = { type: 'string', maxLength: 200 };
const query = (name: string, schema: JsonSchema = text) => ({ in: 'query' as const, name, required: false, schema });
const form = (properties: Record<string, JsonSchema>): Record<string, JsonSchema> => ({
  'application/x-www-form-urlencoded': { type: 'object', properties },
});
const operation = (method: string, path: string, extra: Partial<Operation> = {}): Operation => ({
  method,
  path,
  parameters: [],
  body: undefined,
  secured: false,
  responses: {},
  ...extra,
});

const authorizationParameters = {
  client_id: { type: 'string', enum: ['portal-spa', 'unknown-client', ''] },
  redirect_uri: { type: 'string', enum: ['http://localhost:8080/login/callback', 'https://evil.example/cb'] },
  response_type: { type: 'string', enum: ['code', 'token', 'id_token', 'none'] },
  scope: { type: 'string', enum: ['openid', 'openid profile email', 'admin', ''] },
  state: text,
  nonce: text,
  code_challenge: text,
  code_challenge_method: { type: 'string', enum: ['S256', 'plain'] },
  login_hint: text,
  prompt: { type: 'string', enum: ['login', 'none', 'consent', 'create'] },
  ui_locales: text,
  max_age: { type: 'integer', minimum: -10, maximum: 1_000_000 },
} satisfies Record<string, JsonSchema>;

export const providerOperations: Operation[] = [
  operation('GET', '/oidc/.well-known/openid-configuration'),
  operation('GET', '/oidc/jwks'),
  operation('GET', '/oidc/auth', {
    parameters: Object.entries(authorizationParameters).map(([name, schema]) => query(name, schema)),
  }),
  operation('POST', '/oidc/auth', { body: form(authorizationParameters) }),
  operation('POST', '/oidc/token', {
    body: form({
      grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token', 'client_credentials', 'password'] },
      code: text,
      redirect_uri: text,
      code_verifier: text,
      client_id: { type: 'string', enum: ['portal-spa', 'unknown-client'] },
      refresh_token: text,
      scope: text,
    }),
  }),
  operation('POST', '/oidc/token/revocation', {
    body: form({
      token: text,
      token_type_hint: { type: 'string', enum: ['access_token', 'refresh_token', 'other'] },
      client_id: { type: 'string', enum: ['portal-spa', 'unknown-client'] },
    }),
  }),
  operation('GET', '/oidc/me'),
  operation('GET', '/oidc/session/end', {
    parameters: [
      query('id_token_hint'),
      query('post_logout_redirect_uri'),
      query('client_id'),
      query('state'),
      query('ui_locales'),
    ],
  }),
  operation('POST', '/oidc/session/end/confirm', { body: form({ xsrf: text, logout: text }) }),
  operation('GET', '/oidc/interaction/{uid}', {
    parameters: [{ in: 'path', name: 'uid', required: true, schema: text }, query('lang')],
  }),
  operation('POST', '/oidc/interaction/{uid}/login', {
    parameters: [{ in: 'path', name: 'uid', required: true, schema: text }],
    body: form({ username: text, password: text, lang: text }),
  }),
  operation('GET', '/oidc/interaction/{uid}/abort', {
    parameters: [{ in: 'path', name: 'uid', required: true, schema: text }],
  }),
  operation('GET', '/idp/reset-password', { parameters: [query('token'), query('lang')] }),
  operation('POST', '/idp/reset-password', {
    body: form({ token: text, lang: text, password: text, confirmation: text }),
  }),
];
