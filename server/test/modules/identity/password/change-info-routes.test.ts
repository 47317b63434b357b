import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangeInfoSchema } from '@portal/contracts';
import { checkPasswordStrength } from '../../../../src/modules/identity/password/policy.ts';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'loopback' });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/v1/user/password/change (spec 7, not secured; ADR 026)', () => {
  it('answers without a token where a password is changed or reset, and the rules a new one must meet', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/password/change' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const info = passwordChangeInfoSchema.parse(response.json());
    expect(info).toEqual({
      changeUrl: 'https://portal.example.com/account',
      resetUrl: 'https://portal.example.com/forgot-password',
      requirements: { minLength: 10, rememberedPasswords: 5, mayContainUsername: false },
    });
    // The rules are the ones the provider enforces.
    const username = 'dana.berg@example.test';
    expect(checkPasswordStrength('Qz7!vRw#2', username)).toBe('too-short');
    expect(checkPasswordStrength('dana.berg-Qz7!vRw#2kL', username)).toBe('contains-username');
  });

  it('answers the same with any token, even an invalid one, and tells nothing about a user', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/user/password/change',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json() as object).sort()).toEqual(['changeUrl', 'requirements', 'resetUrl']);
  });

  it('leaves the other /api calls secured', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/password' });
    expect(response.statusCode).toBe(401);
  });
});
