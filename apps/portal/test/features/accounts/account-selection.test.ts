import { describe, expect, it } from 'vitest';
import { resolveAccountSelection } from '../../../src/features/accounts/account-selection.ts';
import { soldTo } from '../../support/fixtures.ts';

const alpha = soldTo('1000001', { legalName: 'Alpha Sports' });
const beta = soldTo('1000002', { legalName: 'beta outdoor' });
const gamma = soldTo('1000003', { legalName: 'Gamma Shoes' });

describe('resolveAccountSelection (spec 4)', () => {
  it('selects the only account automatically', () => {
    expect(resolveAccountSelection([alpha])).toEqual({ kind: 'selected', soldTo: alpha });
  });

  it('sends a user with several accounts and no earlier choice to the picker', () => {
    expect(resolveAccountSelection([alpha, beta, gamma])).toEqual({ kind: 'picker' });
  });

  it('sends a user without accounts to the waiting page', () => {
    expect(resolveAccountSelection([])).toEqual({ kind: 'none' });
  });

  it('selects again the account remembered for this user in this tab', () => {
    expect(resolveAccountSelection([alpha, beta, gamma], { rememberedId: beta.customerId })).toEqual({
      kind: 'selected',
      soldTo: beta,
    });
  });

  it('selects the account whose lastLogin equals its id (the last selection saved on the server)', () => {
    const list = [alpha, { ...gamma, lastLogin: gamma.customerId }, beta];
    expect(resolveAccountSelection(list)).toEqual({ kind: 'selected', soldTo: list[1] });
  });

  it('reads the last selection from any entry, since selecting stamps every entry', () => {
    const list = [alpha, beta, gamma].map((entry) => ({ ...entry, lastLogin: beta.customerId }));
    expect(resolveAccountSelection(list)).toEqual({ kind: 'selected', soldTo: list[1] });
  });

  it('keeps the current account while it is in the list, before any memory', () => {
    const list = [alpha, { ...beta, lastLogin: beta.customerId }, gamma];
    expect(resolveAccountSelection(list, { currentId: gamma.customerId, rememberedId: alpha.customerId })).toEqual({
      kind: 'selected',
      soldTo: gamma,
    });
  });

  it('ignores a remembered or current account that is no longer in the list', () => {
    expect(resolveAccountSelection([alpha, beta], { currentId: '9999999', rememberedId: '8888888' })).toEqual({
      kind: 'picker',
    });
    expect(resolveAccountSelection([alpha, beta].map((entry) => ({ ...entry, lastLogin: '7777777' })))).toEqual({
      kind: 'picker',
    });
  });
});
