import { endpointPath, failureDescription, getVasDocumentEndpoint, isAbsoluteHttpUrl } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';

export const getVasDocumentErrorDescription = failureDescription(getVasDocumentEndpoint);
/** Spec 5: the error raised when the VAS link is not a valid URL. */
export const invalidVasUrlMessage = 'getVasDocument - not valid url';

/**
 * The address of the VAS menu card & cost simulator (`getVasDocument`); reported and rethrown on failure (spec 8).
 * Its own check rather than the response schema: spec 5 names the error an invalid address raises.
 */
export async function getVasDocumentUrl(): Promise<string> {
  try {
    const url = await apiRequest<unknown>(endpointPath(getVasDocumentEndpoint));
    if (!isAbsoluteHttpUrl(url)) throw new Error(invalidVasUrlMessage);
    return url;
  } catch (error) {
    reportError(getVasDocumentErrorDescription, error);
    throw error;
  }
}

/** Spec 7: the document opens in an online office viewer and is downloaded as well. */
export function officeViewerUrl(documentUrl: string): string {
  return `https://view.officeapps.live.com/op/view.aspx?src=${encodeURIComponent(documentUrl)}`;
}
