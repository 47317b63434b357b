import {
  endpointPath,
  failureDescription,
  getLegacyUrlEndpoint,
  isAbsoluteHttpUrl,
  type LanguageId,
  type LegacyModuleId,
} from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';

export const getLegacyUrlErrorDescription = failureDescription(getLegacyUrlEndpoint);
/** Spec 5: the error raised when the server's answer is not a valid absolute URL. */
export const invalidLegacyUrlMessage = 'getLegacyUrl - not valid url';

export class InvalidLegacyUrlError extends Error {
  constructor() {
    super(invalidLegacyUrlMessage);
    this.name = 'InvalidLegacyUrlError';
  }
}

/**
 * Spec 7 (`getLegacyUrl`): the address of a legacy module for a brand and language; reported and rethrown on
 * failure (spec 8). Its own check rather than the response schema: spec 5 names the error an invalid address raises.
 */
export async function getLegacyUrl(
  module: LegacyModuleId,
  { brand, language, poNumber }: { brand?: string; language: LanguageId; poNumber?: string },
): Promise<string> {
  try {
    const url = await apiRequest<unknown>(endpointPath(getLegacyUrlEndpoint, { legacyId: module }), {
      query: { brand, language, poNumber },
    });
    if (!isAbsoluteHttpUrl(url)) throw new InvalidLegacyUrlError();
    return url;
  } catch (error) {
    reportError(getLegacyUrlErrorDescription, error);
    throw error;
  }
}
