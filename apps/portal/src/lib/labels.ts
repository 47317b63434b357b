import {
  endpointPath,
  getLabelsEndpoint,
  getPublicLabelsEndpoint,
  groupLabels,
  labelLocaleOf,
  isLanguageId,
  labelResponseSchema,
  type LabelGroups,
  type LanguageId,
} from '@portal/contracts';
import { apiRequest, getAccessToken, readAnswer, reportError, sessionStore } from '@portal/portal-kit';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

/** Spec 4, "Labels: flags loading and error". */
export interface LabelStatus {
  loading: boolean;
  error: boolean;
}

let status: LabelStatus = { loading: false, error: false };
const listeners = new Set<() => void>();

function setStatus(next: LabelStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function getLabelStatus(): LabelStatus {
  return status;
}

export function useLabelStatus(): LabelStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

export class EmptyLabelsError extends Error {
  constructor(language: LanguageId) {
    super(`The labels service answered without texts for ${language}`);
    this.name = 'EmptyLabelsError';
  }
}

/**
 * Signed in: the private labels (`getLabels`); before sign-in: the public ones (`getPublicLabels`), spec 7. The
 * path comes from the declaration; the parsing is the portal's own, since the spec lets the service answer with
 * an object map as well as the declared list.
 */
function labelsPath(language: LanguageId): string {
  const endpoint = getAccessToken() ? getLabelsEndpoint : getPublicLabelsEndpoint;
  return endpointPath(endpoint, { locale: labelLocaleOf(language) });
}

let publicLinkToken: string | null = null;

/**
 * Spec 7: the public labels call passes the token of a public link through (`?token=`), e.g. while the public
 * terms page of `/public/accept-terms-conditions/{token}` is open. `null` stops sending it.
 */
export function setPublicLabelToken(token: string | null): void {
  publicLinkToken = token || null;
}

/** The labels call: the public one with the public link's token when one is set. */
function labelsRequestPath(language: LanguageId): string {
  const path = labelsPath(language);
  if (getAccessToken() || !publicLinkToken) return path;
  return `${path}?${new URLSearchParams({ token: publicLinkToken }).toString()}`;
}

export async function fetchLabels(language: LanguageId): Promise<LabelGroups> {
  const path = labelsRequestPath(language);
  const groups = groupLabels(readAnswer(labelResponseSchema, await apiRequest<unknown>(path)));
  if (Object.keys(groups).length === 0) throw new EmptyLabelsError(language);
  return groups;
}

/**
 * Spec 8, label row: with label merging on (`VITE_LABEL_MERGE=true` when building, always in mock mode), the
 * mock labels fill in when the real ones cannot be loaded.
 */
export function isLabelMergeEnabled(): boolean {
  return import.meta.env.VITE_LABEL_MERGE === 'true' || import.meta.env.VITE_MOCK === 'true';
}

/** The mock labels of a language (`npm run mock:generate` writes them; file names: src/mock/mock-calls.ts). */
export async function fetchMockLabels(language: LanguageId): Promise<LabelGroups> {
  const path = labelsPath(language);
  const response = await fetch(new URL(`/mock/common/get${path}.json`, window.location.origin), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`No mock labels for ${language}: ${response.status}`);
  const groups = groupLabels(labelResponseSchema.parse(await response.json()));
  if (Object.keys(groups).length === 0) throw new EmptyLabelsError(language);
  return groups;
}

/**
 * Spec 3, the stored "label info": the texts of the language last loaded, kept for this tab (sessionStorage),
 * so a reload while the labels service fails still shows the page in that language (with the error flag set).
 */
const labelInfoKey = 'portal.labelInfo';

interface LabelInfo {
  language: LanguageId;
  groups: LabelGroups;
}

function storeLabelInfo(info: LabelInfo): void {
  try {
    sessionStore.setItem(labelInfoKey, JSON.stringify(info));
  } catch {
    // A full or unavailable storage only costs the fallback.
  }
}

/** The stored texts of `language`, if the last labels loaded in this tab were of that language. */
export function storedLabelInfo(language: LanguageId): LabelGroups | null {
  try {
    const info = JSON.parse(sessionStore.getItem(labelInfoKey) ?? 'null') as Partial<LabelInfo> | null;
    if (!info || !isLanguageId(info.language) || info.language !== language) return null;
    const groups = info.groups;
    if (typeof groups !== 'object' || groups === null || Object.keys(groups).length === 0) return null;
    return groups;
  } catch {
    return null;
  }
}

function applyLabels(language: LanguageId, groups: LabelGroups): Promise<unknown> {
  for (const [group, texts] of Object.entries(groups)) i18n.addResourceBundle(language, group, texts, true, true);
  return i18n.changeLanguage(language);
}

let latestRequest = 0;

/**
 * Loads a language's labels into i18next and then switches to it, so the page never shows a half-loaded
 * language, and keeps them as the label info. On failure the error flag is set (spec 4 and 8) and the
 * stored label info of that language is used when there is one, else the current language stays. When
 * calls overlap, the last one asked for wins.
 */
export async function loadLabels(language: LanguageId): Promise<void> {
  const request = ++latestRequest;
  setStatus({ loading: true, error: status.error });
  try {
    const groups = await fetchLabels(language);
    if (request !== latestRequest) return;
    await applyLabels(language, groups);
    storeLabelInfo({ language, groups });
    setStatus({ loading: false, error: false });
  } catch (error) {
    if (request !== latestRequest) return;
    const audience = getAccessToken() ? 'private' : 'public';
    reportError(`Error getting ${audience} labels for language ${language}`, error);
    const stored = storedLabelInfo(language);
    if (stored) {
      await applyLabels(language, stored);
    } else if (isLabelMergeEnabled()) {
      try {
        const groups = await fetchMockLabels(language);
        if (request !== latestRequest) return;
        await applyLabels(language, groups);
      } catch {
        // No mock labels either: the language on screen stays, as without merging.
      }
    }
    setStatus({ loading: false, error: true });
  }
}
