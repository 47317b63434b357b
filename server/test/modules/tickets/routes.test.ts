import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ticketDetailSchema, ticketPageSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import * as ExcelJS from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqFeedback, ticketAttachments, tickets } from '../../../src/db/schema/index.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  staffEntries,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { createTestTickets } from '../../helpers/tickets.ts';
import { exe, multipart, pdf, png } from './multipart.ts';

/**
 * The tickets endpoints: who may call them (every endpoint x every caller), what another customer's ticket
 * answers, the multipart limits, the type checks by content, and bad input naming its field.
 */

let testApp: TestApp;
let the: TestCallers;
/** An open ticket with one attachment, of each caller's own sold-to and of the foreign sold-to. */
const ticketOf: Record<string, { ticketId: string; attachmentId: string }> = {};
/** Customer service in the admin tool, under a name of its own. */
let answerer: { headers: Record<string, string>; name: string };
const testCustomers: string[] = [];

type MatrixCaller = TestCaller | 'answerer';
const matrixCallers = testCallerNames;

function send(caller: MatrixCaller, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  const headers = { ...options.headers, ...(caller === 'answerer' ? answerer.headers : the.headers[caller]) };
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

const newTicket = (fields: Record<string, string> = {}, files: Parameters<typeof multipart>[1] = []) =>
  multipart(
    { subject: 'Damaged cartons', category: 'delivery', description: 'Two cartons arrived torn.', ...fields },
    files,
  );

function create(caller: MatrixCaller, customerId: string, body = newTicket()) {
  return send(caller, { method: 'POST', url: `/priv/api/v1/tickets?customer=${customerId}`, ...body });
}

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
  const staff = await createSignedInUser(testApp.app, testApp.database.db, [staffEntries.service], {
    companyType: 'internal',
    givenName: 'Sarah',
    familyName: 'Whitman',
  });
  answerer = { headers: { authorization: `Bearer ${staff.token}` }, name: 'Sarah Whitman' };
});

beforeAll(async () => {
  // An open ticket with a PDF of each sold-to, stored through the source as the routes do.
  for (const customerId of new Set([...Object.values(the.ownCustomer), the.foreignCustomer])) {
    const [ticket] = await createTestTickets(testApp.app, customerId, [
      {
        subject: 'Matrix ticket',
        description: 'For the matrix.',
        attachments: [{ fileName: 'note.pdf', contentType: 'application/pdf', content: pdf }],
      },
    ]);
    ticketOf[customerId] = { ticketId: ticket?.ticketId ?? '', attachmentId: ticket?.attachmentIds[0] ?? '' };
  }
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await removeTestCallers(testApp.database.db, the);
  await testApp.close();
});

type Url = (caller: TestCaller) => string;
const own = (caller: TestCaller) => the.ownCustomer[caller];
const foreignCustomer = () => the.foreignCustomer;
const ticketsOnly = () => the.ownCustomer.ticketsOnly;
const german = () => the.ownCustomer.german;
const ticketUrl = (customerId: string, of: string, rest = '') =>
  `/priv/api/v1/tickets/${ticketOf[of]?.ticketId}${rest}?customer=${customerId}`;
const attachmentUrl = (customerId: string, of: string) =>
  ticketUrl(customerId, of, `/attachments/${ticketOf[of]?.attachmentId}`);

/**
 * Every tickets endpoint x every caller. Columns:
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * multi has not chosen among its sold-tos, yet reads the one it names (ADR 042); noPrivileges has no portal access.
 * The staff callers call in an on-behalf session for admin's sold-to: they read its tickets, only service writes
 * them (the on-behalf ticketWrite), and another customer's id is refused to them; service also answers as customer
 * service.
 */
const read = [200, 200, 200, 403, 200, 200, 200, 200, 200, 401];
const readForeign = [403, 403, 403, 403, 403, 403, 403, 403, 403, 401];
const otherTicket = [404, 404, 404, 403, 404, 404, 404, 404, 404, 401];
const write = [201, 201, 201, 403, 201, 201, 201, 403, 403, 401];
const writeForeign = [403, 403, 403, 403, 403, 403, 403, 403, 403, 401];
const otherTicketWrite = [404, 404, 404, 403, 404, 404, 404, 403, 403, 401];
const adminAnswer = [403, 403, 403, 403, 403, 403, 201, 403, 403, 401];
const matrix: Array<[name: string, method: 'GET' | 'POST', url: Url, expected: number[], body?: () => object]> = [
  ['GET tickets, own sold-to', 'GET', (caller) => `/priv/api/v1/tickets?customer=${own(caller)}`, read],
  [
    "GET tickets, another customer's id",
    'GET',
    () => `/priv/api/v1/tickets?customer=${foreignCustomer()}`,
    readForeign,
  ],
  ['GET ticket, own', 'GET', (caller) => ticketUrl(own(caller), own(caller)), read],
  [
    "GET ticket, own sold-to and another's ticket",
    'GET',
    (caller) => ticketUrl(own(caller), foreignCustomer()),
    otherTicket,
  ],
  ["GET ticket, another customer's", 'GET', () => ticketUrl(foreignCustomer(), foreignCustomer()), readForeign],
  ['GET attachment, own', 'GET', (caller) => attachmentUrl(own(caller), own(caller)), read],
  [
    "GET attachment, own sold-to and another's attachment",
    'GET',
    (caller) => attachmentUrl(own(caller), foreignCustomer()),
    otherTicket,
  ],
  ['POST ticket, own sold-to', 'POST', (caller) => `/priv/api/v1/tickets?customer=${own(caller)}`, write, newTicket],
  [
    "POST ticket, another customer's id",
    'POST',
    () => `/priv/api/v1/tickets?customer=${foreignCustomer()}`,
    writeForeign,
    newTicket,
  ],
  [
    'POST message, own ticket',
    'POST',
    (caller) => ticketUrl(own(caller), own(caller), '/messages'),
    write,
    () => multipart({ body: 'Any news?' }),
  ],
  [
    "POST message, own sold-to and another's ticket",
    'POST',
    (caller) => ticketUrl(own(caller), foreignCustomer(), '/messages'),
    otherTicketWrite,
    () => multipart({ body: 'Any news?' }),
  ],
  [
    'POST staff answer (admin tool)',
    'POST',
    (caller) => `/api/admin/tickets/${ticketOf[own(caller)]?.ticketId}/messages`,
    adminAnswer,
    () => ({ payload: { body: 'We are on it.' } }),
  ],
  [
    'POST faq feedback',
    'POST',
    () => '/priv/api/v1/faq-feedback',
    [200, 200, 200, 403, 200, 200, 200, 200, 200, 401],
    () => ({ payload: { topic: 'faq-questions', faq: 'faq-1', language: 'en', helpful: true } }),
  ],
];

const cells = matrix.flatMap(([name, method, url, expected, body]) =>
  matrixCallers.map((caller, index) => ({ name, method, caller, url, body, expected: expected[index] ?? 0 })),
);

describe('tickets authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ method, caller, url, body, expected }) => {
    const response = await send(caller, { method, url: url(caller), ...body?.() });
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('tickets', () => {
  it('lists the tickets of the sold-to in every status, filtered by status and q', async () => {
    // A sold-to of its own with a ticket in each status, a word only in one ticket's messages.
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const { token } = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['TICKET', 'FAQ'] }]);
    await createTestTickets(testApp.app, customerId, [
      { subject: 'Late delivery of the spring order', category: 'delivery' },
      { subject: 'Wrong size in the last delivery', status: 'in_progress' },
      {
        subject: 'Discount not applied on the latest invoice',
        category: 'invoice',
        status: 'waiting_for_customer',
        messages: [
          { body: 'Our early-order discount of 3 % is missing.' },
          { fromStaff: true, body: 'Which invoice is it?' },
        ],
      },
      { subject: 'Login for a new colleague', category: 'account', status: 'resolved' },
      { subject: 'Catalogue request', status: 'closed' },
    ]);
    const listed = async (query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/priv/api/v1/tickets?customer=${customerId}${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ticketPageSchema.parse(response.json());
    };
    const all = await listed('&pageSize=100');
    expect(all.totalElements).toBe(5);
    expect(all.items.map((ticket) => ticket.status)).toEqual([
      'closed',
      'resolved',
      'waiting_for_customer',
      'in_progress',
      'open',
    ]);
    expect(all.items.every((ticket) => ticket.customerId === customerId)).toBe(true);
    const waiting = await listed('&status=waiting_for_customer');
    expect(waiting.items.map((ticket) => ticket.status)).toEqual(['waiting_for_customer']);
    // q finds words of a message, not only of the subject.
    const found = await listed('&q=early-order%20DISCOUNT');
    expect(found.items.map((ticket) => ticket.subject)).toEqual(['Discount not applied on the latest invoice']);
  });

  it('opens a ticket with attachments of every accepted type, kept outside the rows with their checksum', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Lines').addRow(['style', 'quantity']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const csv = Buffer.from('style;quantity\nNF0A3;12\nÜberzieher;3\n');
    const response = await create(
      'ticketsOnly',
      ticketsOnly(),
      newTicket({ order: 'sap/4500012345', document: 'invoice/9000123', topic: 'faq-questions' }, [
        { name: 'delivery-note.pdf', content: pdf },
        { name: 'photo.png', content: png() },
        { name: 'lines.xlsx', content: xlsx },
        { name: 'lines.csv', content: csv },
        // The type comes from the content: a JPEG named .pdf is kept as a JPEG, and named .jpg.
        { name: 'scan.pdf', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const ticket = ticketDetailSchema.parse(response.json());
    expect(ticket).toMatchObject({
      status: 'open',
      category: 'delivery',
      orderRef: 'sap/4500012345',
      documentRef: 'invoice/9000123',
      topic: 'faq-questions',
      authorName: 'Test User',
      canReply: true,
    });
    expect(ticket.number).toMatch(new RegExp(`^T-${ticketsOnly()}-\\d{4}$`));
    const attachments = ticket.messages[0]?.attachments ?? [];
    expect(attachments.map((attachment) => [attachment.fileName, attachment.contentType])).toEqual([
      ['delivery-note.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
      ['lines.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['lines.csv', 'text/csv'],
      ['scan.jpg', 'image/jpeg'],
    ]);
    const [first] = attachments;
    expect(first?.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const stored = await testApp.database.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.attachmentId, first?.id ?? ''));
    expect(stored[0]?.storageKey).toMatch(/^[0-9a-f-]{36}$/);

    const download = await send('ticketsOnly', {
      method: 'GET',
      url: `/priv/api/v1/tickets/${ticket.ticketId}/attachments/${first?.id}?customer=${ticketsOnly()}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="delivery-note.pdf"/);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses an .exe renamed .pdf (415) and a CSV that is not text, naming the file’s field; nothing stored', async () => {
    const before = await ticketCount(ticketsOnly());
    const renamed = await create(
      'ticketsOnly',
      ticketsOnly(),
      newTicket({}, [
        { name: 'ok.pdf', content: pdf },
        { name: 'invoice.pdf', type: 'application/pdf', content: exe() },
      ]),
    );
    expect(renamed.statusCode, renamed.body).toBe(415);
    expect(renamed.json()).toMatchObject({
      error: 'Unsupported Media Type',
      details: [{ field: 'attachments.1', message: expect.stringContaining('invoice.pdf') }],
    });
    const binaryCsv = await create(
      'ticketsOnly',
      ticketsOnly(),
      newTicket({}, [{ name: 'lines.csv', content: Buffer.from([0x73, 0x00, 0x74]) }]),
    );
    expect(binaryCsv.statusCode, binaryCsv.body).toBe(415);
    const latin1Csv = await create(
      'ticketsOnly',
      ticketsOnly(),
      newTicket({}, [{ name: 'lines.csv', content: Buffer.from('Gr\xf6\xdfe;1\n', 'latin1') }]),
    );
    expect(latin1Csv.statusCode, latin1Csv.body).toBe(415);
    expect(await ticketCount(ticketsOnly())).toBe(before);
  });

  it('refuses a 20 MB file with 413 and more than 5 files with 400, naming the field; nothing stored', async () => {
    const before = await ticketCount(ticketsOnly());
    const big = Buffer.alloc(20 * 1024 * 1024, 0x20);
    pdf.copy(big);
    const tooBig = await create('ticketsOnly', ticketsOnly(), newTicket({}, [{ name: 'huge.pdf', content: big }]));
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json()).toMatchObject({
      error: 'Payload Too Large',
      details: [{ field: 'attachments.0', message: 'huge.pdf is larger than 10 MB' }],
    });
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `file-${index}.pdf`, content: pdf }));
    const tooMany = await create('ticketsOnly', ticketsOnly(), newTicket({}, six));
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json()).toMatchObject({ details: [{ field: 'attachments', message: 'at most 5 files' }] });
    expect(await ticketCount(ticketsOnly())).toBe(before);
  });

  it.each([
    ['subject', { subject: '' }, 'is required'],
    ['subject', { subject: 'x'.repeat(201) }, 'must be at most 200 characters'],
    ['category', { category: 'complaint' }, 'must be one of'],
    ['description', { description: '   ' }, 'must not be empty'],
    ['order', { order: 'sap/../../etc' }, 'must be an order reference'],
    ['document', { document: 'invoice' }, 'must be a document reference'],
  ])('answers 400 naming %s for bad input', async (field, fields, message) => {
    const response = await create('ticketsOnly', ticketsOnly(), newTicket(fields as Record<string, string>));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: [{ field, message: expect.stringContaining(message) }],
    });
  });

  it('answers 400 for a body that is not multipart, files in another field, and a bad customer', async () => {
    const json = await send('ticketsOnly', {
      method: 'POST',
      url: `/priv/api/v1/tickets?customer=${ticketsOnly()}`,
      payload: { subject: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const otherField = await create(
      'ticketsOnly',
      ticketsOnly(),
      newTicket({}, [{ field: 'file', name: 'a.pdf', content: pdf }]),
    );
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toMatchObject({ details: [{ field: 'file' }] });
    // A multipart body the parser cannot read (cut off in a part's headers) is bad input too, never a fault.
    const broken = await send('ticketsOnly', {
      method: 'POST',
      url: `/priv/api/v1/tickets?customer=${ticketsOnly()}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\n',
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json()).toMatchObject({ details: [{ field: 'body' }] });
    const badCustomer = await send('ticketsOnly', { method: 'GET', url: '/priv/api/v1/tickets?customer=abc' });
    expect(badCustomer.json()).toMatchObject({ details: [{ field: 'customer' }] });
  });

  it('carries the conversation: staff answers, the customer replies with a file, a closed ticket takes no more', async () => {
    const created = ticketDetailSchema.parse((await create('german', german())).json());
    const answer = await send('answerer', {
      method: 'POST',
      url: `/api/admin/tickets/${created.ticketId}/messages`,
      payload: { body: 'Please send a photo of the cartons.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(ticketDetailSchema.parse(answer.json())).toMatchObject({ status: 'waiting_for_customer', messageCount: 2 });
    // The German reader hears of it in their language, with a link to the ticket.
    const updates = await send('german', { method: 'GET', url: `/priv/api/v1/updates?soldTo=${german()}&pageSize=50` });
    expect(updates.statusCode, updates.body).toBe(200);
    const notice = (updates.json() as { items: Array<{ header: string; cta: { href: string } | null }> }).items.find(
      (item) => item.header.includes(created.number),
    );
    expect(notice).toMatchObject({
      header: `Der Kundenservice hat auf Ticket ${created.number} geantwortet`,
      cta: { href: `/ticket/${created.ticketId}` },
    });

    const reply = await send('german', {
      method: 'POST',
      url: `/priv/api/v1/tickets/${created.ticketId}/messages?customer=${german()}`,
      ...multipart({ body: 'Here it is.' }, [{ name: 'cartons.png', content: png() }]),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const conversation = ticketDetailSchema.parse(reply.json());
    expect(conversation.status).toBe('open');
    expect(conversation.messages.map((message) => [message.author.role, message.body])).toEqual([
      ['customer', 'Two cartons arrived torn.'],
      ['staff', 'Please send a photo of the cartons.'],
      ['customer', 'Here it is.'],
    ]);
    expect(conversation.messages[1]?.author.name).toBe(answerer.name);
    expect(conversation.messages[2]?.attachments.map((attachment) => attachment.contentType)).toEqual(['image/png']);

    const closed = await send('answerer', {
      method: 'POST',
      url: `/api/admin/tickets/${created.ticketId}/messages`,
      payload: { body: 'Replacement sent.', status: 'closed' },
    });
    expect(ticketDetailSchema.parse(closed.json())).toMatchObject({ status: 'closed', canReply: false });
    const late = await send('german', {
      method: 'POST',
      url: `/priv/api/v1/tickets/${created.ticketId}/messages?customer=${german()}`,
      ...multipart({ body: 'One more thing.' }),
    });
    expect(late.statusCode).toBe(409);
    const unknown = await send('answerer', {
      method: 'POST',
      url: '/api/admin/tickets/00000000-0000-4000-8000-000000000000/messages',
      payload: { body: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    // An id that cannot name a ticket is as unknown as one that names none.
    const malformed = [
      await send('german', { method: 'GET', url: `/priv/api/v1/tickets/nope?customer=${german()}` }),
      await send('answerer', { method: 'POST', url: '/api/admin/tickets/nope/messages', payload: { body: 'Hello' } }),
    ];
    expect(malformed.map((response) => response.statusCode)).toEqual([404, 404]);
    const badStatus = await send('answerer', {
      method: 'POST',
      url: `/api/admin/tickets/${created.ticketId}/messages`,
      payload: { body: 'Hello', status: 'done' },
    });
    expect(badStatus.json()).toMatchObject({ details: [{ field: 'status' }] });
  });

  it('records "was this helpful" with the user', async () => {
    const response = await send('german', {
      method: 'POST',
      url: '/priv/api/v1/faq-feedback',
      payload: { topic: 'faq-questions', faq: 'faq-3', language: 'de', helpful: false },
    });
    expect(response.json()).toEqual({ recorded: true });
    const rows = await testApp.database.db
      .select()
      .from(faqFeedback)
      .where(
        and(eq(faqFeedback.userId, the.userIds.german), eq(faqFeedback.faq, 'faq-3'), eq(faqFeedback.helpful, false)),
      );
    expect(rows).toHaveLength(1);
    const bad = await send('german', {
      method: 'POST',
      url: '/priv/api/v1/faq-feedback',
      payload: { topic: 'faq-questions', faq: 'faq-3', language: 'xx', helpful: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language/);
  });
});

async function ticketCount(customerId: string): Promise<number> {
  return (await testApp.database.db.select().from(tickets).where(eq(tickets.customerId, customerId))).length;
}

describe('public FAQ', () => {
  it('answers the FAQ page without a token, cached for 5 minutes, and 404 for a language it does not know', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/cms/contents-faq/fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const layouts = (
      response.json() as { rows: Array<{ placements: Array<{ item: { layoutVariant: string } }> }> }
    ).rows.flatMap((row) => row.placements.map((placement) => placement.item.layoutVariant));
    expect(layouts).toContain('b2b-accordion');
    const unknown = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/cms/contents-faq/xx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/lang/);
  });
});
