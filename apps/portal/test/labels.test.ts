import { findMissingLabels } from '@portal/portal-kit';
import { describe, expect, it } from 'vitest';
import { accountsLabels } from '../src/features/accounts/labels.ts';
import { authLabels } from '../src/features/auth/labels.ts';
import { dashboardLabels } from '../src/features/dashboard/labels.ts';
import { maintenanceLabels } from '../src/features/maintenance/labels.ts';
import { permissionsLabels } from '../src/features/permissions/labels.ts';
import { termsLabels } from '../src/features/terms/labels.ts';
import { shellLabels } from '../src/labels.ts';

describe.each([
  ['shell', shellLabels],
  ['auth', authLabels],
  ['dashboard', dashboardLabels],
  ['permissions', permissionsLabels],
  ['account', accountsLabels],
  ['terms', termsLabels],
  ['maintenance', maintenanceLabels],
])('%s labels', (_namespace, labels) => {
  it('has every text in all five languages', () => {
    expect(findMissingLabels(labels)).toEqual([]);
  });
});

describe('spec label keys', () => {
  it('has dashboard.error_permissions, dashboard.error_accounts and dashboard.generic_error with the spec texts', () => {
    expect(dashboardLabels.en).toMatchObject({
      error_permissions: 'Error retrieving user permissions',
      generic_error: 'Something went wrong',
    });
    expect(dashboardLabels.en.error_accounts).toBeTruthy();
  });

  it('has account.change_account', () => {
    expect(accountsLabels.en.change_account).toBe('Change account');
  });
});
