import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, storedTokens } from '../support/sign-in.ts';

/**
 * Customer-creation requests (issues 19 and 34): staff@ submits, approver@ reviews (four eyes), approval writes the
 * customer; duplicates show while typing, and approver@ approves several requests in one action. The spec creates its own customer (a number of the 2000000 range) and adds a ship-to to it, so it
 * changes nothing another spec reads.
 */

test.describe.configure({ mode: 'serial' });

const legalName = 'Bergsport Lindner GmbH';
let staff: Page;
let approver: Page;
let requestId = '';
let customerId = '';

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, username);
  return page;
}

/** A call of the API with the page's own access token. */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const { accessToken } = await storedTokens(page);
  return page.request.fetch(path, { method, headers: { authorization: `Bearer ${accessToken}` }, data });
}

const field = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('textbox', { name });
const select = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('combobox', { name });

async function decide(page: Page, decision: 'Approve' | 'Return for changes', comment?: string) {
  await page.goto(`/customer-creation-new-action/${requestId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your decision' })).toBeVisible();
  if (comment) await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(`/customer-creation-show/${requestId}`);
}

test.beforeAll(async ({ browser }) => {
  [staff, approver] = await Promise.all([
    signedIn(browser, 'staff@example.com'),
    signedIn(browser, 'approver@example.com'),
  ]);
});

test.afterAll(async () => {
  await Promise.all([staff.context().close(), approver.context().close()]);
});

test('an empty sold-to and an invalid contact are named at each field, in a summary, with focus on the first', async () => {
  await staff.goto('/customer-creation-new');
  await field(staff, /^Legal name/).fill('Leere Adresse GmbH');
  await field(staff, /^VAT id/).fill('DE136695976');
  await select(staff, /^Language/).selectOption('de');
  await select(staff, /^Currency/).selectOption('EUR');
  await staff.getByRole('button', { name: 'Next' }).click();

  // WCAG 3.3.1: every field of the empty address says what is wrong, focus is on the first, a summary lists them.
  const soldTo = staff.getByRole('group', { name: 'Sold-to (registered address)' });
  await expect(select(soldTo, /^Country/)).toBeFocused();
  for (const name of [/^Name/, /^Street and number/, /^Postcode/, /^City/]) {
    await expect(field(soldTo, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(soldTo, name)).toHaveAccessibleDescription('Fill in this field.');
  }
  const summary = staff.getByRole('alert', { name: 'Correct these 5 fields to continue:' });
  await expect(summary.getByRole('link')).toHaveText([
    'Sold-to (registered address), Country: Fill in this field.',
    'Sold-to (registered address), Name: Fill in this field.',
    'Sold-to (registered address), Street and number: Fill in this field.',
    'Sold-to (registered address), Postcode: Fill in this field.',
    'Sold-to (registered address), City: Fill in this field.',
  ]);
  await expectNoAxeViolations(staff);
  await summary.getByRole('link', { name: /City/ }).click();
  await expect(field(soldTo, /^City/)).toBeFocused();

  await select(soldTo, /^Country/).selectOption('DE');
  await field(soldTo, /^Name/).fill('Leere Adresse GmbH');
  await field(soldTo, /^Street and number/).fill('Hauptstraße 1');
  await field(soldTo, /^Postcode/).fill('10115');
  await field(soldTo, /^City/).fill('Berlin');
  await staff.getByRole('button', { name: 'Next' }).click();
  const shipTo = staff.getByRole('group', { name: 'Ship-to 1' });
  await select(shipTo, /^Country/).selectOption('DE');
  await field(shipTo, /^Store name/).fill('Leere Adresse Mitte');
  await field(shipTo, /^Street and number/).fill('Hauptstraße 1');
  await field(shipTo, /^Postcode/).fill('10115');
  await field(shipTo, /^City/).fill('Berlin');
  await staff.getByRole('button', { name: 'Next' }).click();

  const contact = staff.getByRole('group', { name: 'Contact 1' });
  await field(contact, /^Name/).fill('Anna Audit');
  await field(contact, /^E-mail/).fill('anna@audit');
  await field(contact, /^Phone/).fill('123');
  const brand = staff.getByRole('group', { name: 'Brand 1' });
  await select(brand, /^Brand/).selectOption({ label: 'Vans' });
  await select(brand, /^Division/).selectOption('20');
  await brand.getByRole('spinbutton', { name: /^Expected volume per season/ }).fill('-5');
  await staff.getByRole('button', { name: 'Next' }).click();
  await expect(field(contact, /^E-mail/)).toBeFocused();
  await expect(field(contact, /^E-mail/)).toHaveAccessibleDescription(
    'Enter an e-mail address such as name@example.com.',
  );
  await expect(field(contact, /^Phone/)).toHaveAccessibleDescription(
    'This is not a phone number of the chosen country.',
  );
  await expect(brand.getByRole('spinbutton', { name: /^Expected volume per season/ })).toHaveAccessibleDescription(
    'Enter a number of 0 or more.',
  );
  await expect(staff.getByRole('alert', { name: 'Correct these 3 fields to continue:' })).toBeVisible();
  await expectNoAxeViolations(staff);
});

test('staff@ drafts a new customer (the invalid VAT id is named), submits it, and cannot approve it', async () => {
  await staff.goto('/customer-creation-requests');
  await expect(staff.getByRole('heading', { level: 1, name: 'Customer-creation requests' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('link', { name: 'New customer' }).click();

  await field(staff, /^Legal name/).fill(legalName);
  await field(staff, /^VAT id/).fill('DE123456789');
  await select(staff, /^Language/).selectOption('de');
  await select(staff, /^Currency/).selectOption('EUR');
  const soldTo = staff.getByRole('group', { name: 'Sold-to (registered address)' });
  await select(soldTo, /^Country/).selectOption('DE');
  await field(soldTo, /^Name/).fill(legalName);
  await field(soldTo, /^Street and number/).fill('Lindenstraße 4');
  await field(soldTo, /^Postcode/).fill('10115');
  await field(soldTo, /^City/).fill('Berlin');
  await staff.getByRole('button', { name: 'Next' }).click();
  // Refused at the field, in the page language, by the keyboard-reachable field's description.
  await expect(field(staff, /^VAT id/)).toHaveAccessibleDescription(
    "This is not a valid VAT id of the sold-to's country.",
  );
  await expect(field(staff, /^VAT id/)).toBeFocused();
  await expectNoAxeViolations(staff);

  await field(staff, /^VAT id/).fill('DE281234569');
  await staff.getByRole('button', { name: 'Save as draft' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(staff).toHaveURL(/\/customer-creation-new-edit\/[0-9a-f-]{36}$/);
  requestId = staff.url().split('/').at(-1) ?? '';

  // The trade register extract, attached to the saved draft (checked by its content on the server).
  await staff.getByLabel('Files to attach').setInputFiles({
    name: 'trade-register.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await staff.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(staff.getByRole('button', { name: 'Download trade-register.pdf' })).toBeVisible();

  await staff.getByRole('button', { name: 'Next' }).click();
  const shipTo = staff.getByRole('group', { name: 'Ship-to 1' });
  await select(shipTo, /^Country/).selectOption('DE');
  await field(shipTo, /^Store name/).fill('Lindner Outdoor Mitte');
  await field(shipTo, /^Street and number/).fill('Torstraße 20');
  await field(shipTo, /^Postcode/).fill('10119');
  await field(shipTo, /^City/).fill('Berlin');
  // Several ship-tos: a second block is added (and a third added and removed again).
  await staff.getByRole('button', { name: 'Add a ship-to' }).click();
  await staff.getByRole('button', { name: 'Add a ship-to' }).click();
  await staff.getByRole('button', { name: 'Remove ship-to 3' }).click();
  await expect(staff.getByRole('group', { name: 'Ship-to 3' })).toHaveCount(0);
  const second = staff.getByRole('group', { name: 'Ship-to 2' });
  await select(second, /^Country/).selectOption('DE');
  await field(second, /^Store name/).fill('Lindner Outdoor Spandau');
  await field(second, /^Street and number/).fill('Carl-Schurz-Straße 2');
  await field(second, /^Postcode/).fill('13597');
  await field(second, /^City/).fill('Berlin');
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Next' }).click();

  const contact = staff.getByRole('group', { name: 'Contact 1' });
  await field(contact, /^Name/).fill('Jana Lindner');
  await field(contact, /^E-mail/).fill('jana@lindner.example');
  await field(contact, /^Phone/).fill('+49 30 1234567');
  const brand = staff.getByRole('group', { name: 'Brand 1' });
  await select(brand, /^Brand/).selectOption({ label: 'The North Face' });
  await select(brand, /^Division/).selectOption('10');
  await brand.getByRole('spinbutton', { name: /^Expected volume per season/ }).fill('80000');
  await staff.getByRole('button', { name: 'Next' }).click();

  await select(staff, /^Payment terms/).selectOption('NET30');
  await field(staff, /^Sales rep \(/).fill('Sarah Whitman');
  await field(staff, /^Sales rep's e-mail/).fill('staff@example.com');
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Submit for review' }).click();
  await expect(staff).toHaveURL(`/customer-creation-show/${requestId}`);
  await expect(staff.getByText('The request was submitted for review.')).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Review' })).toHaveCount(0);

  // staff@ may not review at all: the server refuses its approval.
  const detail = await (await api(staff, 'GET', `/priv/api/v1/customer-creation-requests/${requestId}`)).json();
  const own = await api(staff, 'POST', `/priv/api/v1/customer-creation-requests/${requestId}/approve`, {
    version: detail.version,
  });
  expect(own.status()).toBe(403);
});

test('approver@ returns it with a comment, staff@ changes and resubmits, approver@ sees the diff and approves', async () => {
  await approver.goto(`/customer-creation-new-action/${requestId}`);
  await expectNoAxeViolations(approver);
  await approver.getByRole('button', { name: 'Return for changes' }).click();
  await expect(approver.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
    'Write why you reject or return the request.',
  );
  await decide(approver, 'Return for changes', 'Please add the trade register number.');

  await staff.goto(`/customer-creation-new-edit/${requestId}`);
  await expect(staff.getByText('Please add the trade register number.')).toBeVisible();
  await expectNoAxeViolations(staff);
  await field(staff, /^Registration number/).fill('HRB 4711 B');
  for (let step = 0; step < 3; step++) await staff.getByRole('button', { name: 'Next' }).click();
  await staff.getByRole('button', { name: 'Submit for review' }).click();
  await expect(staff).toHaveURL(`/customer-creation-show/${requestId}`);

  await approver.goto(`/customer-creation-new-action/${requestId}`);
  await expect(approver.getByRole('button', { name: 'Download trade-register.pdf' })).toBeVisible();
  // The data grouped by the form's steps, both ship-tos, and the changed field marked inline with its old value.
  const data = approver.getByRole('region', { name: 'Addresses' });
  await expect(data.getByRole('heading', { name: 'Ship-to 2' })).toBeVisible();
  await expect(data).toContainText('Lindner Outdoor Spandau');
  await expect(approver.getByRole('region', { name: 'Company' }).getByRole('insertion')).toHaveText('HRB 4711 B');
  const changes = approver.getByRole('table', { name: 'Changes since the previous submission' });
  await expect(changes.getByRole('row', { name: /Registration number/ })).toContainText('HRB 4711 B');
  await expectNoAxeViolations(approver);
  await decide(approver, 'Approve');
  await expect(approver.getByText(/written to the customer master as customer 2\d{6}/)).toBeVisible();
  const history = approver.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Created/,
    /Edited/,
    /Submitted/,
    /Returned for changes.*Please add the trade register number/s,
    /Edited/,
    /Submitted/,
    /Approved/,
    /Written to the customer master/,
  ]);
  await expectNoAxeViolations(approver);

  const detail = await (await api(approver, 'GET', `/priv/api/v1/customer-creation-requests/${requestId}`)).json();
  customerId = detail.customerId;
  // The new customer is found by customer search.
  const search = await api(staff, 'GET', `/priv/api/v1/customer-search?q=${encodeURIComponent('Lindner')}`);
  expect(search.status()).toBe(200);
  expect(JSON.stringify(await search.json())).toContain(customerId);
});

test('staff@ adds a ship-to to the new customer by keyboard only, and approver@ approves it', async () => {
  // The new customer is found by the customer search of the requests page, which leads to its add-ship-to form.
  await staff.goto('/customer-creation-requests');
  await staff.getByRole('searchbox', { name: 'Customer' }).fill('Lindner');
  await staff.keyboard.press('Enter');
  await staff.getByRole('link', { name: `Add a ship-to to ${legalName}` }).click();
  await expect(staff).toHaveURL(`/customer-creation-add-shipto/${customerId}`);
  await expect(staff.getByRole('heading', { level: 2, name: 'The customer today' })).toBeVisible();
  const shipTo = staff.getByRole('group', { name: 'Ship-to' });
  // The country comes from the customer; from there on, Tab and typing fill the form in reading order.
  await expect(select(shipTo, /^Country/)).toHaveValue('DE');
  await select(shipTo, /^Country/).focus();
  for (const text of ['Lindner Outdoor Potsdam', 'Brandenburger Straße 1', '14467', 'Potsdam', 'Tue-Sat 7-10']) {
    await staff.keyboard.press('Tab');
    await staff.keyboard.type(text);
  }
  await staff.keyboard.press('Tab');
  await expect(field(shipTo, /^Delivery instructions/)).toBeFocused();
  await staff.keyboard.press('Tab');
  await expect(staff.getByRole('checkbox', { name: 'The North Face' })).toBeFocused();
  await staff.keyboard.press('Space');
  await expectNoAxeViolations(staff);
  // Enter in a field submits the form: on its only step, for review.
  await field(shipTo, /^City/).focus();
  await staff.keyboard.press('Enter');
  await expect(staff).toHaveURL(/\/customer-creation-show\//);
  const shipToRequest = staff.url().split('/').at(-1) ?? '';

  await approver.goto(`/customer-creation-add-shipto-action/${shipToRequest}`);
  await expect(approver.getByText('Tue-Sat 7-10')).toBeVisible();
  await approver.getByRole('textbox', { name: 'Comment' }).focus();
  await approver.keyboard.press('Tab');
  await expect(approver.getByRole('button', { name: 'Approve' })).toBeFocused();
  await approver.keyboard.press('Enter');
  await expect(approver).toHaveURL(`/customer-creation-show/${shipToRequest}`);
  await expectNoAxeViolations(approver);
  const customer = await (await api(approver, 'GET', `/priv/api/v1/customer-creation-customers/${customerId}`)).json();
  expect(customer.shipTos.map((node: { name: string }) => node.name)).toEqual([
    'Lindner Outdoor Mitte',
    'Lindner Outdoor Spandau',
    'Lindner Outdoor Potsdam',
  ]);
});

/** A complete new customer for set-up through the API. */
const newCustomerData = (name: string, vatId: string) => ({
  legalName: name,
  vatId,
  language: 'de',
  currency: 'EUR',
  soldTo: { name, street: 'Stapelstraße 1', postcode: '20095', city: 'Hamburg', country: 'DE' },
  shipTos: [{ name, street: 'Stapelstraße 1', postcode: '20095', city: 'Hamburg', country: 'DE' }],
  contacts: [{ name: 'Kai Stapel', email: 'kai@stapel.example' }],
  brands: [{ brandId: '40', division: '10', expectedSeasonVolume: 1000 }],
  paymentTerms: 'NET30',
  salesRep: { name: 'Sarah Whitman', email: 'staff@example.com' },
});

async function submitted(page: Page, name: string, vatId: string): Promise<number> {
  const created = await api(page, 'POST', '/priv/api/v1/customer-creation-requests', {
    kind: 'new_customer',
    data: newCustomerData(name, vatId),
  });
  expect(created.status()).toBe(201);
  const draft = await created.json();
  const submit = await api(page, 'POST', `/priv/api/v1/customer-creation-requests/${draft.requestId}/submit`, {
    version: draft.version,
    acknowledgeDuplicates: true,
  });
  expect(submit.status()).toBe(200);
  return draft.number;
}

test('while staff@ types, a like customer shows as a duplicate with its link; approver@ approves a batch', async () => {
  await staff.goto('/customer-creation-new');
  // A slip in the name, and the sold-to's postcode: the customer approved above is found before anything is saved.
  await field(staff, /^Legal name/).fill('Bergsport Lindnr GmbH');
  await field(staff.getByRole('group', { name: 'Sold-to (registered address)' }), /^Postcode/).fill('10115');
  const warning = staff.getByRole('region', { name: 'Possible duplicates, found while you type' });
  const link = warning.getByRole('link', {
    name: `Customer ${customerId} ${legalName} has a similar name` + ' and the same postcode. (opens in a new tab)',
  });
  await expect(link).toHaveAttribute('href', `/customer-creation-extend/${customerId}`);
  await expectNoAxeViolations(staff);
  for (const width of [375, 800, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    // The form fits the width (no sideways scrolling), and the warning is reached by scrolling down to it.
    expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await warning.scrollIntoViewIfNeeded();
    await expect(warning).toBeInViewport();
    await staff.screenshot({ path: test.info().outputPath(`new-customer-${width}.png`) });
  }

  // Two requests of staff@ and one of approver@'s own, all submitted.
  const first = await submitted(staff, 'Stapel Eins GmbH', 'DE129273398');
  const second = await submitted(staff, 'Stapel Zwei GmbH', 'DE813495425');
  const own = await submitted(approver, 'Stapel Eigen GmbH', 'DE114103379');
  await approver.goto('/customer-creation-requests?q=Stapel');
  for (const [number, title] of [
    [first, 'Stapel Eins GmbH'],
    [second, 'Stapel Zwei GmbH'],
    [own, 'Stapel Eigen GmbH'],
  ] as const) {
    await approver.getByRole('checkbox', { name: `Select request ${number} ${title}` }).check();
  }
  await expectNoAxeViolations(approver);
  await approver.getByRole('button', { name: 'Approve selected (3)' }).click();
  const results = approver.getByRole('region', { name: 'Approval of the selected requests' });
  await expect(results.getByRole('listitem')).toHaveText(
    [
      `Request ${first} Stapel Eins GmbH: approved.`,
      `Request ${second} Stapel Zwei GmbH: approved.`,
      `Request ${own} Stapel Eigen GmbH: not approved, you submitted or edited it last (four eyes).`,
    ],
    { useInnerText: true },
  );
  await expectNoAxeViolations(approver);
});
