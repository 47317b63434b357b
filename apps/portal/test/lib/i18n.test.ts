import { afterEach, describe, expect, it, vi } from 'vitest';

describe('initI18n', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('speaks the supported browser language and mirrors it on <html lang>', async () => {
    vi.stubGlobal('navigator', { language: 'it-IT' });
    const { i18n, initI18n } = await import('../../src/lib/i18n.ts');
    const { shellLabels } = await import('../../src/labels.ts');
    const areas = { shell: shellLabels };
    await initI18n(areas);
    expect(i18n.language).toBe('it');
    expect(i18n.t('app_name')).toBe('Portale clienti');
    expect(document.documentElement.lang).toBe('it');

    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to English for an unsupported browser language', async () => {
    vi.stubGlobal('navigator', { language: 'pt-BR' });
    const { i18n, initI18n } = await import('../../src/lib/i18n.ts');
    const { shellLabels } = await import('../../src/labels.ts');
    const areas = { shell: shellLabels };
    await initI18n(areas);
    expect(i18n.language).toBe('en');
    expect(i18n.t('app_name')).toBe('Customer Portal');
  });
});
