import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n.ts';
import { getLabelStatus, isLabelMergeEnabled, loadLabels } from '../../src/lib/labels.ts';
import { setUpApiServer } from '../support/api-server.ts';
import { origin, signInAs } from '../support/render.tsx';

const { server, reports } = setUpApiServer();

const failure = () => HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 });
const mockFrench = [{ key: 'shell.app_name', content: 'Portail clients (maquette)' }];

afterEach(async () => {
  vi.unstubAllEnvs();
  await i18n.changeLanguage('en');
});

describe('label merging (spec 8, label row)', () => {
  it('is off unless the build turns it on (VITE_LABEL_MERGE) or runs in mock mode (VITE_MOCK)', () => {
    vi.stubEnv('VITE_LABEL_MERGE', '');
    vi.stubEnv('VITE_MOCK', '');
    expect(isLabelMergeEnabled()).toBe(false);
    vi.stubEnv('VITE_LABEL_MERGE', 'true');
    expect(isLabelMergeEnabled()).toBe(true);
    vi.stubEnv('VITE_LABEL_MERGE', '');
    vi.stubEnv('VITE_MOCK', 'true');
    expect(isLabelMergeEnabled()).toBe(true);
  });

  it('fills in the mock labels when the real ones fail, still flagging and reporting the failure', async () => {
    vi.stubEnv('VITE_LABEL_MERGE', 'true');
    server.use(
      http.get(`${origin}/pub/api/v1/labels/fr-FR`, failure),
      http.get(`${origin}/mock/common/get/pub/api/v1/labels/fr-FR.json`, () => HttpResponse.json(mockFrench)),
    );
    await loadLabels('fr');
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('app_name')).toBe('Portail clients (maquette)');
    expect(getLabelStatus()).toEqual({ loading: false, error: true });
    expect(reports.map((report) => report.description)).toEqual(['Error getting public labels for language fr']);
  });

  it('takes the private mock labels when signed in', async () => {
    vi.stubEnv('VITE_LABEL_MERGE', 'true');
    signInAs('buyer@example.com');
    server.use(
      http.get(`${origin}/priv/api/v1/labels/fr-FR`, failure),
      http.get(`${origin}/mock/common/get/priv/api/v1/labels/fr-FR.json`, () => HttpResponse.json(mockFrench)),
    );
    await loadLabels('fr');
    expect(i18n.t('app_name')).toBe('Portail clients (maquette)');
  });

  it('keeps the language on screen when the mock labels are missing too, or when merging is off', async () => {
    vi.stubEnv('VITE_LABEL_MERGE', 'true');
    server.use(
      http.get(`${origin}/pub/api/v1/labels/it-IT`, failure),
      http.get(`${origin}/mock/common/get/pub/api/v1/labels/it-IT.json`, () => new HttpResponse(null, { status: 404 })),
    );
    await loadLabels('it');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(getLabelStatus()).toEqual({ loading: false, error: true });

    vi.stubEnv('VITE_LABEL_MERGE', '');
    let mockAsked = false;
    server.use(
      http.get(`${origin}/pub/api/v1/labels/fr-FR`, failure),
      http.get(`${origin}/mock/common/get/pub/api/v1/labels/fr-FR.json`, () => {
        mockAsked = true;
        return HttpResponse.json(mockFrench);
      }),
    );
    await loadLabels('fr');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(mockAsked).toBe(false);
  });
});
