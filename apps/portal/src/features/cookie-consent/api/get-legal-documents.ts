import {
  failureDescription,
  getLegalDocumentsEndpoint,
  legalDocumentPlacements,
  resolveMediaUri,
  type ContentItem,
  type LanguageId,
  type LegalDocumentPlacement,
} from '@portal/contracts';
import { callEndpoint, getContentResourcePath, reportError, useSelectedSoldTo } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useContentLanguage } from '../../../lib/content-language.ts';

/** Each legal document's address (a PDF), by placement name; a document the page lacks is absent. */
export type LegalDocumentLinks = Partial<Record<LegalDocumentPlacement, string>>;

function isLegalPlacement(name: string): name is LegalDocumentPlacement {
  return (legalDocumentPlacements as readonly string[]).includes(name);
}

function documentUri(item: ContentItem): string | undefined {
  return item.uri ?? item.data.entries?.find((entry) => entry.uri)?.uri;
}

/**
 * Spec 7, contents-doc (`getLegalDocuments`): rows > placements, each placement's name mapped to its item's media address. Spec 8:
 * a failure is rethrown; whether it is reported is the caller's choice (the cookie modal ignores it silently).
 */
export async function getLegalDocuments(request: {
  language: LanguageId;
  customerId?: string;
}): Promise<LegalDocumentLinks> {
  const page = await callEndpoint(
    getLegalDocumentsEndpoint,
    { params: { lang: request.language }, query: { customerId: request.customerId } },
    // Reported, or not, by the caller.
    { expected: () => true },
  );
  const links: LegalDocumentLinks = {};
  for (const placement of page.rows.flatMap((row) => row.placements)) {
    const uri = documentUri(placement.item);
    if (isLegalPlacement(placement.name) && uri) links[placement.name] = resolveMediaUri(uri, getContentResourcePath());
  }
  return links;
}

// Both the modal and the page read the same query; a failure is reported once however many times it is shown.
const reported = new WeakSet<Error>();

/** The legal documents in the page's language for the selected sold-to; `reportFailure` reports a failure. */
export function useLegalDocuments({ enabled = true, reportFailure = false } = {}) {
  const language = useContentLanguage();
  const customerId = useSelectedSoldTo()?.customerId;
  const query = useQuery({
    queryKey: ['cms', 'legal-documents', language, customerId ?? null],
    queryFn: () => getLegalDocuments({ language, customerId }),
    enabled,
  });
  const { error } = query;
  useEffect(() => {
    if (!reportFailure || !error || reported.has(error)) return;
    reported.add(error);
    reportError(failureDescription(getLegalDocumentsEndpoint), error);
  }, [reportFailure, error]);
  return query;
}
