import { getAccessToken, getUserInfo } from '@portal/portal-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockPersona } from '../../src/mock/mock-calls.ts';
import MockSignIn from '../../src/mock/mock-sign-in.tsx';
import { getMockPersona } from '../../src/mock/mock-transport.ts';
import { setUpApiServer } from '../support/api-server.ts';
import { origin, Providers } from '../support/render.tsx';

const { server, reports } = setUpApiServer();

const personas: MockPersona[] = [
  { persona: 'buyer', username: 'buyer@example.com', name: 'Emma Collins', locale: 'en' },
  { persona: 'klaus', username: 'klaus@example.com', name: 'Klaus Berger', locale: 'de' },
];

describe('mock sign-in', () => {
  it('offers the personas of the mock files and signs in as the one chosen', async () => {
    server.use(http.get(`${origin}/mock/personas.json`, () => HttpResponse.json(personas)));
    render(<MockSignIn />, { wrapper: Providers });
    await userEvent.click(await screen.findByRole('button', { name: /klaus@example\.com/ }));
    expect(screen.getByRole('button', { name: /buyer@example\.com/ })).toBeInTheDocument();
    expect(getAccessToken()).toBe('mock-klaus');
    expect(getUserInfo()).toMatchObject({
      preferred_username: 'klaus@example.com',
      name: 'Klaus Berger',
      locale: 'de',
    });
    expect(getMockPersona()).toBe('klaus');
  });

  it('says so when the personas cannot be loaded', async () => {
    server.use(http.get(`${origin}/mock/personas.json`, () => new HttpResponse(null, { status: 404 })));
    render(<MockSignIn />, { wrapper: Providers });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reports.map((report) => report.description)).toEqual(['Sign-in could not start']);
  });
});
