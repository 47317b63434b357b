// @vitest-environment jsdom
import type { PermissionsRecord, SoldTo } from '@portal/contracts';
import { act, renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  keepAccounts,
  readAccountSelection,
  useAccountSelection,
  writeAccountSelection,
} from '../src/account-selection.ts';
import {
  clearPortalState,
  setActingOnBehalf,
  storePermissions,
  storeSelectedSoldTo,
  storeSoldTos,
} from '../src/portal-state.ts';
import { testPermissions, testSoldTo } from '../testing/fixtures.ts';
import { createTestI18n } from '../testing/i18n.ts';

const entry = (customer: string, enabled: string[]) => ({ customer, enabled, role: 'CUSTOMER', legacyBrandList: [] });
const record: PermissionsRecord = {
  ...testPermissions(),
  portalPrivileges: [
    entry('1000102', ['ORDER_INQUIRY_NEW', 'DOCUMENT']),
    entry('1000103', ['ORDER_INQUIRY_NEW']),
    entry('1000104', ['ORDER_INQUIRY_NEW', 'DOCUMENT']),
  ],
};
const soldTo = (customerId: string, name: string): SoldTo => ({ ...testSoldTo, customerId, legalName: name, name });
const alpine = soldTo('1000102', 'Alpine Sports');
const soldTos = [alpine, soldTo('1000103', 'Coast Outfitters'), soldTo('1000104', 'Valley Shoes')];

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});

afterEach(() => {
  clearPortalState();
  sessionStorage.clear();
});

function signIn(selected = alpine) {
  storePermissions(record);
  storeSoldTos(soldTos);
  storeSelectedSoldTo(selected);
}

function renderAt(address: string, permission: 'orderInquiryNew' | 'document' = 'orderInquiryNew') {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, { initialEntries: [address] }, children));
  return renderHook(() => ({ accounts: useAccountSelection(permission, useSearchParams()), location: useLocation() }), {
    wrapper,
  });
}

describe('the address of a view across accounts', () => {
  it('reads none as the working sold-to, `all`, and a list of ids each once, dropping what is no id', () => {
    expect(readAccountSelection(new URLSearchParams(''))).toEqual({ kind: 'working' });
    expect(readAccountSelection(new URLSearchParams('accounts=all'))).toEqual({ kind: 'all' });
    expect(readAccountSelection(new URLSearchParams('accounts=1000103,x,1000102,1000103'))).toEqual({
      kind: 'several',
      ids: ['1000103', '1000102'],
    });
    expect(readAccountSelection(new URLSearchParams('accounts=,;'))).toEqual({ kind: 'working' });
  });

  it('round-trips each selection, keeping the filters and starting again at the first page', () => {
    const search = new URLSearchParams('status=shipped&page=3&after=eyJkIjoiMjAyNi0wMS0wMSJ9');
    for (const selection of [{ kind: 'all' }, { kind: 'several', ids: ['1000102', '1000104'] }] as const) {
      const written = writeAccountSelection(search, selection);
      expect(readAccountSelection(written)).toEqual(selection);
      expect(written.get('status')).toBe('shipped');
      expect(written.has('page')).toBe(false);
      expect(written.has('after')).toBe(false);
    }
    expect(writeAccountSelection(new URLSearchParams('accounts=all&q=x'), { kind: 'working' }).toString()).toBe('q=x');
  });

  it('keeps `accounts` on the new parameters a list writes', () => {
    expect(keepAccounts(new URLSearchParams('accounts=all&page=2'), new URLSearchParams('q=boots')).toString()).toBe(
      'q=boots&accounts=all',
    );
    expect(keepAccounts(new URLSearchParams('page=2'), new URLSearchParams('q=boots')).toString()).toBe('q=boots');
  });
});

describe('useAccountSelection', () => {
  it('reads the working sold-to by default and offers the choice to a user with several sold-tos', () => {
    signIn();
    const { result } = renderAt('/orders');
    expect(result.current.accounts.customerIds).toEqual(['1000102']);
    expect(result.current.accounts.across).toBe(false);
    expect(result.current.accounts.selector?.accounts.map(({ id }) => id)).toEqual(['1000102', '1000103', '1000104']);
    expect(result.current.accounts.selector?.labels.working).toBe('This account: Alpine Sports (1000102)');
  });

  it('resolves `all` to the sold-tos holding the list permission', () => {
    signIn();
    const { result } = renderAt('/documents?accounts=all', 'document');
    expect(result.current.accounts.customerIds).toEqual(['1000102', '1000104']);
    expect(result.current.accounts.across).toBe(true);
    expect(result.current.accounts.selector?.labels.current).toBe('All my accounts (2)');
    expect(result.current.accounts.nameOf('1000104')).toBe('Valley Shoes');
  });

  it('reads several, leaving out and naming a sold-to without the permission', () => {
    signIn();
    const { result } = renderAt('/documents?accounts=1000103,1000104', 'document');
    expect(result.current.accounts.customerIds).toEqual(['1000104']);
    expect(result.current.accounts.unavailableIds).toEqual(['1000103']);
    expect(result.current.accounts.notice).toBe('Not shown, as you cannot see them here: 1000103.');
  });

  it('says clearly when none of the named sold-tos is left', () => {
    signIn();
    const { result } = renderAt('/documents?accounts=1000103,1009999', 'document');
    expect(result.current.accounts.customerIds).toEqual([]);
    expect(result.current.accounts.notice).toBe(
      'None of the accounts in this address can be shown to you here. Choose accounts above.',
    );
  });

  it('writes the choice to the address, and the working sold-to as no parameter', () => {
    signIn();
    const { result } = renderAt('/orders?status=open&page=2');
    act(() => result.current.accounts.setSelection({ kind: 'several', ids: ['1000103', '1000104'] }));
    expect(result.current.location.search).toBe('?status=open&accounts=1000103%2C1000104');
    expect(result.current.accounts.customerIds).toEqual(['1000103', '1000104']);
    act(() => result.current.accounts.setSelection({ kind: 'working' }));
    expect(result.current.location.search).toBe('?status=open');
  });

  it('offers nothing with one sold-to holding the permission, or on behalf', () => {
    storePermissions({ ...record, portalPrivileges: [entry('1000102', ['DOCUMENT'])] });
    storeSoldTos([alpine]);
    storeSelectedSoldTo(alpine);
    expect(renderAt('/documents?accounts=all', 'document').result.current.accounts).toMatchObject({
      selector: null,
      customerIds: ['1000102'],
      across: false,
    });
    clearPortalState();
    storePermissions({ ...record, companyType: 'internal', portalPrivileges: [entry('', ['ON_BEHALF'])] });
    setActingOnBehalf({ sessionId: 's-1', customerId: '1000102', name: 'Alpine Sports' });
    expect(renderAt('/orders?accounts=all').result.current.accounts).toMatchObject({
      selector: null,
      customerIds: ['1000102'],
    });
  });
});
