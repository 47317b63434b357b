import { derivePermissions, matchesPathPattern, paths, type PermissionsRecord, type SoldTo } from '@portal/contracts';

/** Spec 4: the terms redirect never happens on the waiting, terms, sold-to and public pages. */
const exemptPatterns = [
  paths.waiting,
  paths.soldTo,
  paths.termsConditions,
  paths.acceptTermsPattern,
  paths.login,
  paths.loginCallback,
  paths.forgotPassword,
  paths.maintenance,
  paths.publicFaq,
  `${paths.publicRoot}/*`,
];

export function isTermsExemptPath(pathname: string): boolean {
  return exemptPatterns.some((pattern) => matchesPathPattern(pattern, pathname));
}

/** Accepted means both the acceptor and the time are known. */
export function hasAcceptedTerms(soldTo: SoldTo): boolean {
  return Boolean(soldTo.termsAndConditionsAcceptedBy && soldTo.termsAndConditionsTimestamp);
}

export interface TermsRuleInput {
  pathname: string;
  record: PermissionsRecord;
  soldTo: SoldTo | null;
}

/**
 * Spec 4, terms: a non-internal user whose selected account has no acceptance and whose privileges for that
 * customer include the terms is sent to accept them (except on the exempt pages). Internal users skip this.
 * Returns where to go, or null to stay.
 */
export function termsAcceptanceRedirect({ pathname, record, soldTo }: TermsRuleInput): string | null {
  if (!soldTo || isTermsExemptPath(pathname) || hasAcceptedTerms(soldTo)) return null;
  const permissions = derivePermissions(record, { soldToId: soldTo.customerId });
  if (permissions.internal || !permissions.termsAndConditions) return null;
  return paths.acceptTerms(soldTo.customerId);
}
