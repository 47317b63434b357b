import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { RemoteModule } from '../src/remote-module.ts';
import { createTestI18n, readLabelFile } from './index.ts';

/**
 * The test every remote runs on its module: in English and German, each page renders and its main heading is a
 * text of the remote's own label group (so the page reads its texts from where the labels API serves them).
 */
export function describeRemotePages(remoteModule: RemoteModule): void {
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
}
