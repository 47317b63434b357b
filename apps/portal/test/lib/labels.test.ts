import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n.ts';
import { getLabelStatus, loadLabels, storedLabelInfo } from '../../src/lib/labels.ts';
import { changeLanguage, preLoginLanguage } from '../../src/lib/language.ts';
import { setUpApiServer } from '../support/api-server.ts';
import { origin, signInAs } from '../support/render.tsx';

const { server, reports } = setUpApiServer();

const germanLabels = [
  { key: 'shell.app_name', content: 'Kundenportal' },
  { key: 'account.change_account', content: 'Konto wechseln' },
];

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('loadLabels', () => {
  it('loads the public labels before sign-in, then switches the language and <html lang>', async () => {
    server.use(http.get(`${origin}/pub/api/v1/labels/de-DE`, () => HttpResponse.json(germanLabels)));
    await loadLabels('de');
    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('app_name')).toBe('Kundenportal');
    expect(i18n.t('change_account', { ns: 'account' })).toBe('Konto wechseln');
    expect(document.documentElement.lang).toBe('de');
    expect(getLabelStatus()).toEqual({ loading: false, error: false });
  });

  it('loads the private labels with the token when signed in, and accepts an object map', async () => {
    signInAs('buyer@example.com');
    let authorization: string | null = null;
    server.use(
      http.get(`${origin}/priv/api/v1/labels/it-IT`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ 'shell.app_name': 'Portale clienti' });
      }),
    );
    await loadLabels('it');
    expect(authorization).toBe('Bearer token-buyer@example.com');
    expect(i18n.t('app_name')).toBe('Portale clienti');
  });

  it.each([
    ['an empty answer', () => HttpResponse.json([])],
    ['a failure', () => HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 })],
  ])('treats %s as an error: flag set, reported, current language kept', async (_case, answer) => {
    server.use(http.get(`${origin}/pub/api/v1/labels/fr-FR`, answer));
    await loadLabels('fr');
    expect(getLabelStatus()).toEqual({ loading: false, error: true });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(reports.map((report) => report.description)).toEqual(['Error getting public labels for language fr']);
  });

  it('keeps the loaded texts as the label info, and falls back to them when the next load fails (spec 3)', async () => {
    let failing = false;
    server.use(
      http.get(`${origin}/pub/api/v1/labels/de-DE`, () =>
        failing
          ? HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 })
          : HttpResponse.json(germanLabels),
      ),
    );
    await loadLabels('de');
    expect(storedLabelInfo('de')).toEqual({
      shell: { app_name: 'Kundenportal' },
      account: { change_account: 'Konto wechseln' },
    });
    expect(storedLabelInfo('fr')).toBeNull();

    // As after a reload: the page has no German texts any more, and the labels service fails.
    await i18n.changeLanguage('en');
    i18n.removeResourceBundle('de', 'shell');
    i18n.removeResourceBundle('de', 'account');
    failing = true;
    await loadLabels('de');
    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('app_name')).toBe('Kundenportal');
    expect(getLabelStatus()).toEqual({ loading: false, error: true });
    expect(reports.map((report) => report.description)).toEqual(['Error getting public labels for language de']);
  });

  it('lets the last request win when two overlap', async () => {
    server.use(
      http.get(`${origin}/pub/api/v1/labels/de-DE`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(germanLabels);
      }),
      http.get(`${origin}/pub/api/v1/labels/es-ES`, () =>
        HttpResponse.json([{ key: 'shell.app_name', content: 'Portal de clientes' }]),
      ),
    );
    await Promise.all([loadLabels('de'), loadLabels('es')]);
    expect(i18n.resolvedLanguage).toBe('es');
  });
});

describe('changeLanguage', () => {
  const spanish = () => HttpResponse.json([{ key: 'shell.app_name', content: 'Portal de clientes' }]);

  it('stores the pre-login language and saves nothing before sign-in', async () => {
    server.use(http.get(`${origin}/pub/api/v1/labels/es-ES`, spanish));
    expect(await changeLanguage('es')).toEqual({ saved: false });
    expect(preLoginLanguage()).toBe('es');
    expect(i18n.resolvedLanguage).toBe('es');
  });

  it('saves the preference of a signed-in user', async () => {
    signInAs('buyer@example.com');
    let saved: unknown;
    server.use(
      http.get(`${origin}/priv/api/v1/labels/es-ES`, spanish),
      http.put(`${origin}/priv/api/admin/tools/user/preference`, async ({ request }) => {
        saved = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await changeLanguage('es')).toEqual({ saved: true });
    expect(saved).toEqual({ username: 'buyer@example.com', language: 'es' });
  });

  it('logs and reports a failed save, and still changes the language', async () => {
    signInAs('buyer@example.com');
    server.use(
      http.get(`${origin}/priv/api/v1/labels/es-ES`, spanish),
      http.put(`${origin}/priv/api/admin/tools/user/preference`, () =>
        HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 }),
      ),
    );
    expect(await changeLanguage('es')).toEqual({ saved: false });
    expect(console.error).toHaveBeenCalledWith('Failed to update user language', expect.anything());
    expect(reports.map((report) => report.description)).toEqual(['Error changing user language es']);
    expect(i18n.resolvedLanguage).toBe('es');
  });
});

describe('preLoginLanguage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the browser language when supported, English otherwise, and the stored choice once made', () => {
    vi.stubGlobal('navigator', { language: 'it-CH' });
    expect(preLoginLanguage()).toBe('it');
    vi.stubGlobal('navigator', { language: 'pt-BR' });
    expect(preLoginLanguage()).toBe('en');
    localStorage.setItem('portal.preLoginLanguage', 'fr');
    expect(preLoginLanguage()).toBe('fr');
  });
});
