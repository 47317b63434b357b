import { isLanguageId, saveUserPreferenceEndpoint, toSupportedLanguage, type LanguageId } from '@portal/contracts';
import { callEndpoint, getUserInfo, localStore, sharedQueryKeys } from '@portal/portal-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { i18n } from './i18n.ts';
import { loadLabels, useLabelStatus } from './labels.ts';

const preLoginLanguageKey = 'portal.preLoginLanguage';

/** Spec 4: the chosen pre-login language when supported, otherwise the browser's, otherwise English. */
export function preLoginLanguage(): LanguageId {
  const stored = localStore.getItem(preLoginLanguageKey);
  return isLanguageId(stored) ? stored : toSupportedLanguage(navigator.language);
}

/** True once the visitor has chosen a language before sign-in (rather than getting the browser's). */
export function hasChosenPreLoginLanguage(): boolean {
  return isLanguageId(localStore.getItem(preLoginLanguageKey));
}

export function storePreLoginLanguage(language: LanguageId): void {
  localStore.setItem(preLoginLanguageKey, language);
}

/** Spec 8: a failed save is logged and reported, and the language still changes on this page. */
export async function saveLanguagePreference(username: string, language: LanguageId): Promise<boolean> {
  try {
    // Reported as 'Error changing user language {language}' by the endpoint's declaration.
    await callEndpoint(saveUserPreferenceEndpoint, { body: { username, language } });
    return true;
  } catch (error) {
    console.error('Failed to update user language', error);
    return false;
  }
}

/**
 * Spec 4, changing language: store it as the pre-login language, save it for a signed-in user, reload the
 * labels (i18next's languageChanged then tells every listener, remotes included).
 */
export async function changeLanguage(language: LanguageId): Promise<{ saved: boolean }> {
  storePreLoginLanguage(language);
  const username = getUserInfo()?.preferred_username;
  const [, saved] = await Promise.all([
    loadLabels(language),
    username ? saveLanguagePreference(username, language) : false,
  ]);
  return { saved };
}

/**
 * `changeLanguage` for components: once the preference is saved, the permissions record (which carries the
 * user's language) is fetched again, so login-required pages keep the new language.
 */
export function useChangeLanguage(): (language: LanguageId) => Promise<void> {
  const queryClient = useQueryClient();
  return async (language) => {
    const { saved } = await changeLanguage(language);
    // The record is where the saved language comes back from.
    if (saved) await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.permissions.all });
  };
}

/** Makes the page speak `language` (loading its labels first) whenever the value changes. */
export function useRouteLanguage(language: LanguageId | null): void {
  useEffect(() => {
    if (language && i18n.resolvedLanguage !== language) void loadLabels(language);
  }, [language]);
}

/**
 * Applies the signed-in user's language (spec 4) and tells whether the page may show: not before that
 * language's labels are in for a newly loaded permissions record (so nobody sees a flash of the pre-login
 * language), but a later choice of the user's own is never held up. `version` identifies the record.
 */
export function useUserLanguage(language: LanguageId | null, version: number): boolean {
  useRouteLanguage(language);
  const labels = useLabelStatus();
  const matches = i18n.resolvedLanguage === language;
  const [settledVersion, setSettledVersion] = useState<number | null>(null);
  const settled = language === null || matches || labels.error;
  useEffect(() => {
    if (settled) setSettledVersion(version);
  }, [settled, version]);
  return settled || settledVersion === version;
}
