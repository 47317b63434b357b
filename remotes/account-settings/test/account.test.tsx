import {
  changePasswordEndpoint,
  endOtherSignInsEndpoint,
  getAccountUsersEndpoint,
  getSignInsEndpoint,
  inviteColleagueEndpoint,
  type AccountUser,
  type WaitingInvitation,
  type SignIn,
  createContactEndpoint,
  deleteContactEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getCustomerTermsEndpoint,
  getOnBehalfAuditEndpoint,
  getPasswordInfoEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
  saveUserPreferenceEndpoint,
  updateContactEndpoint,
  type CompanyInfo,
  type Contact,
  type OnBehalfVisit,
  type Store,
} from '@portal/contracts';
import { sharedQueryKeys, subscribe } from '@portal/portal-kit';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores what the pages read
import { clearPortalState, setSignInProvider } from '@portal/portal-kit/host';
import {
  allPrivilegeCodes,
  mockEndpoint,
  renderRemotePage,
  startMockServer,
  testPermissions,
} from '@portal/portal-kit/testing';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remoteModule from '../src/module.ts';

/** The account settings remote: company info, stores and one store, contacts with their checks and conflicts. */

const office = { street: '14 Deansgate', postcode: 'M3 2BA', city: 'Manchester', country: 'GB' };
const brands: CompanyInfo['brands'] = [
  { id: '40', name: 'The North Face', division: '10', status: 'active' },
  { id: '10', name: 'Eastpak/Jansport', division: '10', status: 'pending' },
];
const company: CompanyInfo = {
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  tradingName: 'Collins Outdoor',
  legalForm: 'Ltd',
  vatId: 'GB702572991',
  registrationNumber: '04719302',
  division: '10',
  country: 'GB',
  language: 'en',
  currency: 'GBP',
  paymentTerms: 'NET60',
  creditLimit: 250000,
  accountManager: { name: 'Hannah Whitaker', email: 'hannah.whitaker@example.com' },
  soldTo: { partnerId: '1000101', name: 'Collins Outdoor Ltd', ...office },
  billTo: { partnerId: '100010180', name: 'Collins Outdoor Ltd', ...office },
  payer: { partnerId: '100010190', name: 'Collins Outdoor Ltd', ...office },
  brands,
  storeCount: 2,
};
const stores: Store[] = [
  { partnerId: '100010102', name: 'Collins Leeds', street: '27 Boar Lane', postcode: 'LS1 5AT', city: 'Leeds' },
  {
    partnerId: '100010101',
    name: 'Collins Manchester',
    street: '49 High Street',
    postcode: 'M4 3AH',
    city: 'Manchester',
  },
].map((store, index) => ({
  ...store,
  country: 'GB',
  customerId: '1000101',
  division: '10',
  language: 'en',
  brands,
  openingHours: index === 0 ? 'Mon–Sat 09:30–19:00' : null,
  deliveryInstructions: index === 0 ? 'Goods-in at the rear, ring the bell.' : null,
}));

/** Twelve staff visits, newest first: the newest still open, one with changes. */
const visits: OnBehalfVisit[] = Array.from({ length: 12 }, (_, index) => ({
  sessionId: `4a1b2c3d-0000-4000-8000-${String(index).padStart(12, '0')}`,
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  staffName: index === 1 ? 'Sam Staff' : `Staff ${index}`,
  reason: index === 1 ? 'Ticket T-1042: wrong invoice address' : 'Order question',
  startedAt: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00.000Z`,
  endedAt: index === 0 ? null : `2026-11-${String(20 - index).padStart(2, '0')}T09:20:00.000Z`,
  endReason: index === 0 ? null : 'expired',
  actions:
    index === 1
      ? [
          { at: '2026-11-19T09:05:00.000Z', action: 'contact_updated', subject: 'Oliver Grant' },
          { at: '2026-11-19T09:10:00.000Z', action: 'ticket_message', subject: '' },
        ]
      : [],
}));
let auditVisits = visits;
const auditQueries: string[] = [];

let contacts: Contact[] = [];
const signIns: SignIn[] = [
  { signInId: 'grant-current', startedAt: '2026-11-24T08:00:00.000Z', expiresAt: null, current: true },
  { signInId: 'grant-laptop', startedAt: '2026-11-20T07:30:00.000Z', expiresAt: null, current: false },
];
let activeSignIns = signIns;
let people: AccountUser[] = [];
let waiting: WaitingInvitation[] = [];
const emma: AccountUser = {
  userId: '7d3e0f3a-4c55-4e47-9d2b-2f1a5f0c9b11',
  email: 'buyer@example.com',
  firstName: 'Emma',
  lastName: 'Collins',
  role: 'CUSTOMER_ADMIN',
  activated: true,
  createdAt: '2026-01-10T09:00:00.000Z',
};
const writes: Array<{ method: string; body: unknown }> = [];
startMockServer(
  mockEndpoint(getSignInsEndpoint, () => ({ items: activeSignIns })),
  mockEndpoint(endOtherSignInsEndpoint, () => {
    writes.push({ method: 'POST end others', body: null });
    const ended = activeSignIns.filter((item) => !item.current).length;
    activeSignIns = activeSignIns.filter((item) => item.current);
    return { ended };
  }),
  mockEndpoint(getAccountUsersEndpoint, () => ({ items: people, pendingInvitations: waiting })),
  mockEndpoint(inviteColleagueEndpoint, async (request) => {
    const body = (await request.json()) as { email: string; firstName: string; lastName: string; language: string };
    writes.push({ method: 'POST colleague', body });
    if (body.email === 'oliver.grant@example.com') {
      return new Response(
        JSON.stringify({
          error: 'Too Many Requests',
          message: 'The daily limit of 30 colleague invitations per user is reached.',
        }),
        {
          status: 429,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    const known = body.email.endsWith('@example.com');
    const colleague = { ...emma, userId: 'b5e0c3a1-2222-4a4a-8b8b-000000000001', ...body, activated: false };
    // The server's rule (ADR 050): the sold-to's known domain is sent at once, any other waits for staff.
    if (known) people = [...people, colleague];
    else {
      const { email, firstName, lastName } = body;
      const invitationId = 'c6f1d4b2-3333-4b4b-9c9c-000000000001';
      waiting = [...waiting, { invitationId, email, firstName, lastName, state: 'pending', createdAt: emma.createdAt }];
    }
    return new Response(
      JSON.stringify({
        ...colleague,
        delivery: known ? 'sent' : 'sentOrAwaitingApproval',
        customerId: '1000101',
        privileges: ['CLONE_USER', 'CONTACTS'],
      }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
  }),
  mockEndpoint(getCompanyInfoEndpoint, company),
  mockEndpoint(getStoresEndpoint, (request) => {
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    const items = stores.filter((store) => store.name.toLowerCase().includes(q));
    return { items, pageNumber: 0, pageSize: 20, totalElements: items.length };
  }),
  mockEndpoint(getStoreEndpoint, (_request, params) => {
    const found = stores.find((store) => store.partnerId === params.shipToId);
    return found ?? new Response(JSON.stringify({ error: 'Not Found', message: 'none' }), { status: 404 });
  }),
  mockEndpoint(getContactsEndpoint, () => ({ items: contacts })),
  mockEndpoint(getOnBehalfAuditEndpoint, (request) => {
    const query = new URL(request.url).searchParams;
    auditQueries.push(query.toString());
    const pageNumber = Number(query.get('pageNumber'));
    const pageSize = Number(query.get('pageSize'));
    const items = auditVisits.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
    return { items, pageNumber, pageSize, totalElements: auditVisits.length };
  }),
  mockEndpoint(createContactEndpoint, async (request) => {
    const body = (await request.json()) as Omit<Contact, 'contactId' | 'version' | 'updatedAt'>;
    writes.push({ method: 'POST', body });
    const created: Contact = {
      ...body,
      contactId: '5b0e7c1e-8f0a-4b8e-9d7e-1f2a3b4c5d6e',
      version: 1,
      updatedAt: '2026-11-24T06:00:00.000Z',
    };
    contacts = [...contacts, created];
    return created;
  }),
  mockEndpoint(updateContactEndpoint, async (request, params) => {
    const body = (await request.json()) as Contact;
    writes.push({ method: 'PUT', body });
    const current = contacts.find((contact) => contact.contactId === params.contactId);
    if (!current || current.version !== body.version) {
      return new Response(JSON.stringify({ error: 'Conflict', message: 'changed' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    }
    const saved = { ...current, ...body, version: current.version + 1 };
    contacts = contacts.map((contact) => (contact.contactId === saved.contactId ? saved : contact));
    return saved;
  }),
  mockEndpoint(getCustomerTermsEndpoint, {
    customerId: '1000101',
    legalName: 'Collins Outdoor Ltd',
    current: {
      version: '2026-06',
      language: 'en',
      title: 'Terms of trade',
      body: '<p>Goods remain ours until paid.</p>',
    },
    versions: ['2026-06', '2025-01'],
    acceptances: [
      {
        version: '2026-06',
        language: 'en',
        acceptedBy: 'buyer@example.com',
        acceptedAt: '2026-07-01T09:00:00.000Z',
        channel: 'portal',
      },
      {
        version: '2025-01',
        language: 'en',
        acceptedBy: 'public-link:1000101',
        acceptedAt: '2025-02-01T09:00:00.000Z',
        channel: 'public-link',
      },
    ],
  }),
  mockEndpoint(getPasswordInfoEndpoint, { lastUpdated: '2026-09-01T08:00:00.000Z' }),
  mockEndpoint(saveUserPreferenceEndpoint, async (request) => {
    const body = (await request.json()) as { username: string; language: string };
    writes.push({ method: 'PUT preference', body });
    if (body.language === 'it') {
      return new Response(JSON.stringify({ error: 'Internal Server Error', message: 'down' }), { status: 500 });
    }
    return new Response(null, { status: 204 });
  }),
  mockEndpoint(changePasswordEndpoint, async (request) => {
    const body = (await request.json()) as { currentPassword: string; profile: { password: string } };
    writes.push({ method: 'POST password', body });
    if (body.profile.password === 'Reused-Orchard-2026') {
      return new Response(
        JSON.stringify({ error: 'Bad Request', message: 'used recently', errorCode: 'password_used_recently' }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    }
    return { lastUpdated: '2026-11-24T06:00:00.000Z' };
  }),
  mockEndpoint(deleteContactEndpoint, (request, params) => {
    writes.push({ method: 'DELETE', body: new URL(request.url).searchParams.get('version') });
    contacts = contacts.filter((contact) => contact.contactId !== params.contactId);
    return new Response(null, { status: 204 });
  }),
);

const oliver: Contact = {
  contactId: '0f8e9d2c-1b3a-4c5d-8e6f-7a8b9c0d1e2f',
  firstName: 'Oliver',
  lastName: 'Grant',
  email: 'oliver.grant@example.com',
  phone: '+441614960123',
  roles: ['orders'],
  version: 1,
  updatedAt: '2026-11-24T06:00:00.000Z',
};

beforeEach(() => {
  contacts = [oliver];
  activeSignIns = signIns;
  people = [emma];
  waiting = [];
  writes.length = 0;
  auditVisits = visits;
  auditQueries.length = 0;
});

/** The host's QueryClient as the pages of the last `renderAt` use it. */
let queryClient: QueryClient;

async function renderAt(path: string, enabled: readonly string[] = allPrivilegeCodes) {
  const rendered = await renderRemotePage(remoteModule, path, { enabled });
  queryClient = rendered.queryClient;
  return rendered.router;
}

describe('company info and stores', () => {
  it('shows the sold-to with its addresses and brands, and only the tabs the user may open', async () => {
    await renderAt('/account/company-info', ['COMPANY_INFO']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company info' })).toBeInTheDocument();
    expect(await screen.findByText('Partner number 100010180')).toBeInTheDocument();
    expect(screen.getByText('Apparel')).toBeInTheDocument();
    expect(screen.getByText('Collins Outdoor')).toBeInTheDocument();
    expect(screen.getByText('GB702572991')).toBeInTheDocument();
    expect(screen.getByText('60 days net')).toBeInTheDocument();
    expect(screen.getByText('£250,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hannah.whitaker@example.com' })).toHaveAttribute(
      'href',
      'mailto:hannah.whitaker@example.com',
    );
    const brandItems = within(screen.getByRole('region', { name: 'Brands' })).getAllByRole('listitem');
    expect(brandItems.map((item) => item.textContent)).toEqual(['The North FaceActive', 'Eastpak/JansportPending']);
    const tabs = screen.getByRole('navigation', { name: 'Account pages' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Company info', 'Stores', 'Staff access', 'Notifications']);
  });

  it('lists and searches the stores and opens one at sold-to / ship-to / division', async () => {
    const router = await renderAt('/account/stores');
    expect(await screen.findByText('2 stores')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'leeds{Enter}');
    expect(await screen.findByText('1 store')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=leeds');
    await userEvent.click(screen.getByRole('link', { name: 'Collins Leeds' }));
    expect(router.state.location.pathname).toBe('/account/stores/1000101/100010102/10');
    expect(await screen.findByRole('heading', { level: 2, name: 'Collins Leeds' })).toBeInTheDocument();
    expect(screen.getByText('27 Boar Lane')).toBeInTheDocument();
    expect(screen.getByText('Mon–Sat 09:30–19:00')).toBeInTheDocument();
    expect(screen.getByText('Goods-in at the rear, ring the bell.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
  });

  it('says a store of another sold-to or an unknown one is not found', async () => {
    await renderAt('/account/stores/1000102/100010201/10');
    expect(await screen.findByText('Store not found')).toBeInTheDocument();
    // A plain not-found is an answer, not a failure to log and report.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('without the permission says so instead of calling the server', async () => {
    await renderAt('/account/contacts', ['COMPANY_INFO']);
    expect(await screen.findByText('You cannot see this page')).toBeInTheDocument();
  });
});

describe('staff access', () => {
  it("lists the sold-to's staff visits with reason and labelled changes, in pages", async () => {
    const router = await renderAt('/account/staff-access', ['COMPANY_INFO']);
    expect(await screen.findByText('12 visits')).toBeInTheDocument();
    expect(auditQueries[0]).toBe('customer=1000101&pageNumber=0&pageSize=10');
    const table = screen.getByRole('table', { name: 'Visits of our team to your account, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Still open');
    const sam = within(table).getByRole('rowheader', { name: 'Sam Staff' }).closest('tr') as HTMLElement;
    expect(sam).toHaveTextContent('Ticket T-1042: wrong invoice address');
    // Dates and times in the page's language (en-US here).
    expect(sam).toHaveTextContent(
      /^November 19, 2026 at \d{1,2}:00 [AP]MEnded November 19, 2026 at \d{1,2}:20 [AP]M \(timed out\)/,
    );
    expect(
      within(sam)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/ \(.*\)$/, '')),
    ).toEqual(['Changed a contact: Oliver Grant', 'Wrote in a ticket']);
    expect(rows[2]).toHaveTextContent('Nothing was changed.');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('rowheader', { name: 'Staff 11' })).toBeInTheDocument();
    expect(auditQueries.at(-1)).toBe('customer=1000101&pageNumber=1&pageSize=10');
  });

  it('says so when nobody has opened the account, and needs companyInfo', async () => {
    auditVisits = [];
    await renderAt('/account/staff-access', ['COMPANY_INFO']);
    expect(await screen.findByText('Nobody from our team has opened your account.')).toBeInTheDocument();
    cleanup();
    clearPortalState();
    await renderAt('/account/staff-access', ['CONTACTS']);
    expect(await screen.findByText('You cannot see this page')).toBeInTheDocument();
    expect(auditQueries).toHaveLength(1);
  });
});

describe('contacts', () => {
  it('adds a contact after checking the fields with the server’s rules', async () => {
    await renderAt('/account/contacts');
    expect(await screen.findByRole('rowheader', { name: 'Oliver Grant' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ava');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Lambert');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ava@');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '0161 496 0999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one topic.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    expect(writes).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'example.com');
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+44 161 496 0999');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invoices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ava Lambert was added.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'POST', body: { email: 'ava@example.com', roles: ['invoices'] } });
    expect(await screen.findByRole('rowheader', { name: 'Ava Lambert' })).toBeInTheDocument();
  });

  it('edits with the version read, and shows the conflict message when someone else changed it meanwhile', async () => {
    await renderAt('/account/contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Oliver Grant' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Oliver Grant was saved.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { version: 1, roles: ['orders', 'marketing'] } });

    // Another tab saves meanwhile: this page still holds version 2 until it reloads.
    await screen.findByRole('cell', { name: 'Orders, Marketing' });
    contacts = contacts.map((contact) => ({ ...contact, version: contact.version + 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Oliver Grant' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else changed or removed this contact since you opened it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload contacts' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a contact after asking, naming the version read', async () => {
    await renderAt('/account/contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Oliver Grant' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Oliver Grant was removed.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', body: '1' }]);
    expect(await screen.findByText('No contacts yet.')).toBeInTheDocument();
  });
});

describe('login and security', () => {
  it('checks the policy as the user types, lists errors, shows the reused-password message, then succeeds', async () => {
    const changed = vi.fn();
    const unsubscribe = subscribe('passwordChanged', changed);
    await renderAt('/account');
    const lastChanged = await screen.findByText(/^Last changed on .*2026\.$/);
    const before = lastChanged.textContent;
    const newPassword = screen.getByLabelText('New password');
    await userEvent.type(newPassword, 'buyer-short');
    expect(screen.getByText('have at least 10 characters').closest('li')).toHaveTextContent('(met)');
    expect(screen.getByText('not contain your username').closest('li')).toHaveTextContent('(not met)');

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Enter your current password.',
      'not contain your username',
      'The new password and its confirmation differ.',
    ]);
    expect(writes).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Current password'), 'Portal#2026');
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Reused-Orchard-2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Reused-Orchard-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/This password was used recently/)).toBeInTheDocument();

    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Quiet-Harbour-2027');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Quiet-Harbour-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    expect(screen.getByText(/^Last changed on .*2026\.$/).textContent).not.toBe(before);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(writes.at(-1)).toEqual({
      method: 'POST password',
      body: { currentPassword: 'Portal#2026', profile: { password: 'Quiet-Harbour-2027' } },
    });
    unsubscribe();
  });

  it("saves the user's language preference, and says so when it could not be saved", async () => {
    await renderAt('/account', ['COMPANY_INFO']);
    // The host's permissions query, which the saved language comes back through.
    const permissionsKey = sharedQueryKeys.permissions.of('buyer@example.com');
    queryClient.setQueryData(permissionsKey, testPermissions(['COMPANY_INFO']));
    const language = await screen.findByRole('combobox', { name: 'Portal language' });
    expect(language).toHaveValue('en');
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Saved: the portal now speaks Deutsch.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PUT preference', body: { username: 'buyer@example.com', language: 'de' } }]);
    expect(queryClient.getQueryState(permissionsKey)?.isInvalidated).toBe(true);

    await userEvent.selectOptions(language, 'Italiano');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('The language could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('is not offered without the loginSecurity permission', async () => {
    await renderAt('/account', ['COMPANY_INFO']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Login and security' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
  });
});

describe('active sessions', () => {
  it('lists the sign-ins with the current one marked and signs out everywhere else', async () => {
    await renderAt('/account');
    const list = await screen.findByRole('list', { name: 'Your sign-ins' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Signed in on .*2026.*This session/);
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Other sessions ended: 1.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST end others', body: null }]);
    expect(await screen.findByRole('button', { name: 'End all other sessions' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Your sign-ins' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('is not shown without loginSecurity', async () => {
    await renderAt('/account', ['COMPANY_INFO']);
    await screen.findByRole('heading', { level: 2, name: 'Login and security' });
    expect(screen.queryByRole('heading', { name: 'Active sessions' })).toBeNull();
  });
});

describe("with the group's own identity provider", () => {
  afterEach(() => setSignInProvider({ kind: 'embedded', accountUrl: null }));

  it('links to its account page instead of the password form and the session list', async () => {
    setSignInProvider({ kind: 'external', accountUrl: 'https://sso.example.com/account' });
    await renderAt('/account');
    const provider = await screen.findByRole('region', { name: 'Password and sign-ins' });
    const link = within(provider).getByRole('link', { name: /Open your sign-in account/ });
    expect(link).toHaveAttribute('href', 'https://sso.example.com/account');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/Open your sign-in account\s*\(opens in a new tab\)/);
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Active sessions' })).toBeNull();
  });

  it('offers neither without an account page to link to', async () => {
    setSignInProvider({ kind: 'external', accountUrl: null });
    await renderAt('/account');
    await screen.findByRole('heading', { level: 2, name: 'Login and security' });
    expect(screen.queryByRole('region', { name: 'Password and sign-ins' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Active sessions' })).toBeNull();
  });
});

describe('colleagues', () => {
  it('invites a colleague after checking the fields, lists them as invited, and says when the limit is reached', async () => {
    await renderAt('/account/colleagues', ['CLONE_USER', 'COMPANY_INFO']);
    expect(await screen.findByRole('cell', { name: 'buyer@example.com' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText(/Enter the first name/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(writes).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('E-mail address'));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nora.quinn@example.com');
    await userEvent.type(screen.getByLabelText('First name'), 'Nora');
    await userEvent.type(screen.getByLabelText('Last name'), 'Quinn');
    await userEvent.selectOptions(screen.getByLabelText('Language of the invitation'), 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to nora.quinn@example.com.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST colleague',
        body: { email: 'nora.quinn@example.com', firstName: 'Nora', lastName: 'Quinn', language: 'de' },
      },
    ]);
    const row = (await screen.findByRole('cell', { name: 'nora.quinn@example.com' })).closest('tr');
    expect(row).toHaveTextContent('Invited');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('E-mail address'), 'oliver.grant@example.com');
    await userEvent.type(screen.getByLabelText('First name'), 'Oliver');
    await userEvent.type(screen.getByLabelText('Last name'), 'Grant');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent many invitations recently');
  });

  it('says an invitation outside the known domains is sent or waits for approval, and lists it as waiting', async () => {
    await renderAt('/account/colleagues', ['CLONE_USER', 'COMPANY_INFO']);
    expect(await screen.findByRole('cell', { name: 'buyer@example.com' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada.brook@accountants.example');
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Brook');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invitation to ada.brook@accountants.example sent or waiting for approval',
    );
    const row = (await screen.findByRole('cell', { name: 'ada.brook@accountants.example' })).closest('tr');
    expect(row).toHaveTextContent('Ada Brook');
    expect(row).toHaveTextContent('Waiting for approval');
  });

  it('shows staff with customerVisibility the people only, and nobody without either flag', async () => {
    await renderAt('/account/colleagues', ['CUSTOMER_VISIBILITY', 'COMPANY_INFO']);
    expect(await screen.findByRole('cell', { name: 'buyer@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    cleanup();
    await renderAt('/account/colleagues', ['COMPANY_INFO']);
    expect(await screen.findByText('You cannot see this page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Colleagues' })).toBeNull();
  });
});

describe('terms and conditions', () => {
  it('shows the current terms, who accepted which version and how, and the published versions', async () => {
    await renderAt('/account/terms-conditions');
    expect(await screen.findByText('Goods remain ours until paid.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Version 2026-06 was accepted by buyer@example.com/);
    const history = screen.getByRole('table', { name: 'Acceptance history' });
    const older = within(history).getByRole('rowheader', { name: '2025-01' }).closest('tr') as HTMLElement;
    expect(within(older).getByText('The customer, through the e-mailed link')).toBeInTheDocument();
    expect(within(older).getByText('E-mailed link')).toBeInTheDocument();
    expect(screen.getByText('Published versions: 2026-06, 2025-01.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "Read the terms in the portal's language or send them to yourself by e-mail" }),
    ).toHaveAttribute('href', '/terms-conditions');
    // Every landmark has a name of its own (axe landmark-unique): the table's scroll frame is the history's region.
    const names = screen.getAllByRole('region').map((region) => {
      const labelledBy = region.getAttribute('aria-labelledby');
      return labelledBy ? document.getElementById(labelledBy)?.textContent : region.getAttribute('aria-label');
    });
    expect(names).toContain('Acceptance history');
    expect(new Set(names).size).toBe(names.length);
  });
});
