import { paths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isTermsExemptPath, termsAcceptanceRedirect } from '../../../src/features/terms/terms-rule.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';

const unaccepted = soldTo('1000001', { termsAndConditionsAcceptedBy: null, termsAndConditionsTimestamp: null });
const record = permissionsRecord({ portalPrivileges: [privilege('1000001')] });

describe('termsAcceptanceRedirect (spec 4)', () => {
  it('sends an external user whose account has no acceptance to accept the terms for it', () => {
    expect(termsAcceptanceRedirect({ pathname: paths.dashboard, record, soldTo: unaccepted })).toBe(
      '/accept-terms-conditions/1000001',
    );
  });

  it.each([
    ['acceptor', { termsAndConditionsAcceptedBy: null }],
    ['timestamp', { termsAndConditionsTimestamp: null }],
  ])('counts an acceptance without its %s as missing', (_missing, patch) => {
    const partly = soldTo('1000001', patch);
    expect(termsAcceptanceRedirect({ pathname: '/documents', record, soldTo: partly })).toBe(
      paths.acceptTerms('1000001'),
    );
  });

  it('lets a user whose account has accepted the terms through', () => {
    expect(termsAcceptanceRedirect({ pathname: paths.dashboard, record, soldTo: soldTo('1000001') })).toBeNull();
  });

  it('skips users without the terms privilege for that customer', () => {
    const withoutTerms = permissionsRecord({
      portalPrivileges: [
        privilege(
          '1000001',
          allCustomerCodes.filter((code) => code !== 'TERMS_AND_CONDITIONS'),
        ),
        // The privilege for another customer does not count.
        privilege('1000002'),
      ],
    });
    expect(termsAcceptanceRedirect({ pathname: paths.dashboard, record: withoutTerms, soldTo: unaccepted })).toBeNull();
  });

  it('skips internal users', () => {
    const internal = permissionsRecord({ companyType: 'Internal', portalPrivileges: [privilege('1000001')] });
    expect(termsAcceptanceRedirect({ pathname: paths.dashboard, record: internal, soldTo: unaccepted })).toBeNull();
  });

  it.each([
    paths.waiting,
    paths.soldTo,
    paths.termsConditions,
    paths.acceptTerms('1000001'),
    paths.publicAcceptTerms('a-token-of-enough-length-1234'),
    paths.publicVideo('v1'),
    paths.publicFaq,
    paths.login,
    paths.loginCallback,
  ])('never redirects on %s', (pathname) => {
    expect(isTermsExemptPath(pathname)).toBe(true);
    expect(termsAcceptanceRedirect({ pathname, record, soldTo: unaccepted })).toBeNull();
  });

  it.each([paths.dashboard, '/documents/invoices', '/account/company-info', '/orders'])(
    'redirects on %s',
    (pathname) => {
      expect(isTermsExemptPath(pathname)).toBe(false);
    },
  );
});
