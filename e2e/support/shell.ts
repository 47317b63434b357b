import { expect, type Page } from '@playwright/test';
import { gatherLabels, groupsFor, labelGroupsByLocale } from '@portal/contracts/label-files';
import { storedTokens } from './sign-in.ts';

export const languageNames = { de: 'Deutsch', en: 'English', es: 'Español', fr: 'Français', it: 'Italiano' } as const;
export type Language = keyof typeof languageNames;

const locales = { de: 'de-DE', en: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT' } as const;

/** The portal's texts of a language (group > name > text) from every area's label files, as the labels API serves them. */
export function labelTexts(language: Language): Record<string, Record<string, string>> {
  const { areas, files } = gatherLabels();
  return labelGroupsByLocale(files, groupsFor(areas, 'portal'))[locales[language]];
}

/**
 * Texts of `from` that would betray an untranslated page in `to`: the same label differs between the two
 * languages and the text is long enough not to occur by chance.
 */
export function textsOnlyIn(from: Language, to: Language): string[] {
  const source = labelTexts(from);
  const target = labelTexts(to);
  return Object.entries(source).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter(([name, text]) => text.length > 5 && !text.includes('{{') && target[group]?.[name] !== text)
      .map(([, text]) => text),
  );
}

/** Whether `text` occurs in `visible` as whole words ("Document" does not occur in "Documents"). */
function containsWords(visible: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(visible);
}

/** Fails if any visible text of the page is a label text of another language. */
export async function expectNoTextOf(page: Page, other: Language, current: Language): Promise<void> {
  const visible = await page.locator('body').innerText();
  const leaked = textsOnlyIn(other, current).filter((text) => containsWords(visible, text));
  expect(leaked).toEqual([]);
}

/** Opens the user menu (through the top bar's menu on small screens) and picks a language. */
export async function chooseLanguage(page: Page, language: Language, current: Language): Promise<void> {
  const shell = labelTexts(current).shell ?? {};
  const topBarToggle = page.getByRole('button', { name: shell.open_menu });
  if (await topBarToggle.isVisible()) await topBarToggle.click();
  await page.getByRole('button', { name: shell.user_menu }).click();
  await page.getByRole('menuitemradio', { name: languageNames[language] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.keyboard.press('Escape');
}

/** Saves a user's language straight through the API, so a failed test cannot leave a persona in another one. */
export async function saveLanguage(page: Page, username: string, language: Language): Promise<void> {
  const { accessToken } = await storedTokens(page);
  const response = await page.request.put('/priv/api/admin/tools/user/preference', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { username, language },
  });
  expect(response.status()).toBe(204);
}
