import { getUserInfoEndpoint } from '@portal/contracts';
import { getUserInfo, subscribe, type UserInfo } from '@portal/portal-kit';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadUserInfo } from '../../../src/features/auth/user-info.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
const published: Array<UserInfo | null> = [];
let logouts = 0;
const stops: Array<() => void> = [];

beforeEach(() => {
  published.length = 0;
  logouts = 0;
  signInAs('lena@example.com');
  stops.push(
    subscribe('userInfo', (info) => published.push(info)),
    subscribe('logout', () => logouts++),
  );
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('loadUserInfo (spec 4 and 7; spec 8 User-info fetch)', () => {
  it("replaces the ID token's claims with the provider's user info, asked with the access token", async () => {
    let authorization: string | null = null;
    server.use(
      mockEndpoint(getUserInfoEndpoint, (request) => {
        authorization = request.headers.get('authorization');
        return {
          sub: 'b8f0c6de-8a4c-4d0e-9d8e-1c2b3a4d5e6f',
          preferred_username: 'lena@example.com',
          email: 'lena@example.com',
          name: 'Lena Vogel',
          given_name: 'Lena',
          family_name: 'Vogel',
          locale: 'de',
        };
      }),
    );
    await loadUserInfo();
    const expected = {
      preferred_username: 'lena@example.com',
      email: 'lena@example.com',
      name: 'Lena Vogel',
      given_name: 'Lena',
      family_name: 'Vogel',
      locale: 'de',
    };
    expect(authorization).toBe('Bearer token-lena@example.com');
    expect(getUserInfo()).toEqual(expected);
    expect(published).toEqual([expected]);
    expect(logouts).toBe(0);
  });

  it('logs out on a 401 even while the stored token has not expired', async () => {
    server.use(
      mockEndpoint(getUserInfoEndpoint, () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'Revoked' }, { status: 401 }),
      ),
    );
    await loadUserInfo();
    expect(logouts).toBe(1);
    expect(published).toEqual([]);
  });

  it('reports any other failure and keeps the claims it had', async () => {
    server.use(
      mockEndpoint(getUserInfoEndpoint, () => HttpResponse.json({ error: 'Internal', message: 'x' }, { status: 500 })),
    );
    await loadUserInfo();
    expect(reports.map((report) => report.description)).toEqual(['Error getting the user info']);
    expect(getUserInfo()?.name).toBe('Test User');
    expect(logouts).toBe(0);
  });
});
