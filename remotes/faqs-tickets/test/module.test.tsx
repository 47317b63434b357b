import { createTestI18n, readLabelFile } from '@portal/portal-kit/testing';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

describe.each(['en', 'de'] as const)('pages in %s', (language) => {
  it.each(remoteModule.pages.map((page) => [page.mount, page] as const))(
    '%s shows texts of its own label group',
    async (_mount, page) => {
      const i18n = await createTestI18n(language, remoteModule.namespace);
      render(
        <I18nextProvider i18n={i18n}>
          <page.Component />
        </I18nextProvider>,
      );
      const ownTexts = Object.values(readLabelFile(language)[remoteModule.namespace] ?? {});
      expect(ownTexts).toContain(screen.getByRole('heading', { level: 1 }).textContent);
    },
  );
});
