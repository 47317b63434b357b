import { isAbsoluteHttpUrl, vasDocumentPath } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';

export const getVasDocumentErrorDescription = 'Error getting the url to download the VAS Menu card & cost simulator';
/** Spec 5: the error raised when the VAS link is not a valid URL. */
export const invalidVasUrlMessage = 'getVasDocument - not valid url';

/** The address of the VAS menu card & cost simulator; reported and rethrown on failure (spec 8). */
export async function getVasDocumentUrl(): Promise<string> {
  try {
    const url = await apiRequest<unknown>(vasDocumentPath);
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
