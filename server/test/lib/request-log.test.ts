import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../src/lib/request-log.ts';

describe('redactUrl', () => {
  it.each([
    ['/idp/reset-password?token=abc123&lang=de', '/idp/reset-password?token=[redacted]&lang=de'],
    ['/pub/api/v1/cms/terms_and_conditions?token=abc', '/pub/api/v1/cms/terms_and_conditions?token=[redacted]'],
    ['/pub/api/v1/labels/en-US?token=abc', '/pub/api/v1/labels/en-US?token=[redacted]'],
    ['/public/accept-terms-conditions/abc.def', '/public/accept-terms-conditions/[redacted]'],
    ['/login/callback?code=xyz&state=s1', '/login/callback?code=[redacted]&state=s1'],
    ['/oidc/session/end?id_token_hint=eyJ&ui_locales=en', '/oidc/session/end?id_token_hint=[redacted]&ui_locales=en'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/priv/api/v1/cms/contents-help/en?customerId=1000101', '/priv/api/v1/cms/contents-help/en?customerId=1000101'],
    ['/public/accept-terms-conditions/', '/public/accept-terms-conditions/'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request log', () => {
  it('never writes a one-time token of a URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream } as FastifyServerOptions['logger'];
    const app = Fastify({ logger });
    app.get('/idp/reset-password', async () => 'ok');
    app.get('/public/accept-terms-conditions/:token', async () => 'ok');
    await app.inject({ url: '/idp/reset-password?token=secret-reset-token&lang=en' });
    await app.inject({ url: '/public/accept-terms-conditions/secret-terms-token' });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('"url":"/idp/reset-password?token=[redacted]&lang=en"');
    expect(log).toContain('"url":"/public/accept-terms-conditions/[redacted]"');
    expect(log).not.toContain('secret-reset-token');
    expect(log).not.toContain('secret-terms-token');
  });
});
