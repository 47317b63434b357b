import { writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ticketDetailSchema, ticketPageSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import * as ExcelJS from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqFeedback, ticketAttachments, tickets } from '../../../src/db/schema/index.ts';
import {
  foreignCustomer,
  matrixCallers,
  matrixHeaders,
  ownCustomerOf,
  personaTokens,
  type MatrixCaller,
  type PersonaName,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { exe, multipart, pdf, png } from './multipart.ts';

/**
 * The tickets endpoints: who may call them (every endpoint x every persona), what another customer's ticket
 * answers, the multipart limits, the type checks by content, and bad input naming its field.
 */

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
/** An open ticket with one attachment, of each caller's own sold-to and of the foreign sold-to. */
const ticketOf: Record<string, { ticketId: string; attachmentId: string }> = {};

/** Each caller's headers; staff call in an on-behalf session for their `ownCustomerOf`. */
let headersOf: Record<MatrixCaller, Record<string, string>>;

function send(caller: MatrixCaller, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  const headers = { ...options.headers, ...headersOf[caller] };
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

/** A ticket of `customerId` with a PDF, stored through the source as the routes do. */
async function seedTicket(customerId: string) {
  const { ticketSource, ticketFiles } = testApp.app;
  const path = ticketFiles.stagingPath();
  await writeFile(path, pdf);
  const ticketId = await ticketSource.create(customerId, {
    author: { userId: null, name: 'Test' },
    fields: { subject: 'Matrix ticket', category: 'other', description: 'For the matrix.' },
    attachments: [
      {
        fileName: 'note.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        path,
      },
    ],
  });
  const detail = await ticketSource.detail(customerId, ticketId);
  const attachmentId = detail?.messages[0]?.attachments[0]?.id ?? '';
  return { ticketId, attachmentId };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app);
  headersOf = await matrixHeaders(testApp.app, tokens);
  for (const customerId of new Set([...Object.values(ownCustomerOf), foreignCustomer])) {
    ticketOf[customerId] = await seedTicket(customerId);
  }
});

afterAll(async () => {
  await testApp.close();
});

type Url = (caller: MatrixCaller) => string;
const own = (caller: MatrixCaller) => ownCustomerOf[caller];
const ticketUrl = (customerId: string, of: string, rest = '') =>
  `/priv/api/v1/tickets/${ticketOf[of]?.ticketId}${rest}?customer=${customerId}`;
const attachmentUrl = (customerId: string, of: string) =>
  ticketUrl(customerId, of, `/attachments/${ticketOf[of]?.attachmentId}`);

/**
 * Every tickets endpoint x every caller. Columns:
 *   buyer multi newterms pending limited klaus staff approver salesrep (no token)
 * multi@ has not chosen among their sold-tos, yet reads the one it names (ADR 042); pending@ has no portal access. The staff personas call in an
 * on-behalf session for buyer@'s sold-to: they read its tickets, only staff@ writes them (the on-behalf
 * ticketWrite), and another customer's id is refused to them; staff@ also answers as customer service.
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
  ["GET tickets, another customer's id", 'GET', () => `/priv/api/v1/tickets?customer=${foreignCustomer}`, readForeign],
  ['GET ticket, own', 'GET', (caller) => ticketUrl(own(caller), own(caller)), read],
  [
    "GET ticket, own sold-to and another's ticket",
    'GET',
    (caller) => ticketUrl(own(caller), foreignCustomer),
    otherTicket,
  ],
  ["GET ticket, another customer's", 'GET', () => ticketUrl(foreignCustomer, foreignCustomer), readForeign],
  ['GET attachment, own', 'GET', (caller) => attachmentUrl(own(caller), own(caller)), read],
  [
    "GET attachment, own sold-to and another's attachment",
    'GET',
    (caller) => attachmentUrl(own(caller), foreignCustomer),
    otherTicket,
  ],
  ['POST ticket, own sold-to', 'POST', (caller) => `/priv/api/v1/tickets?customer=${own(caller)}`, write, newTicket],
  [
    "POST ticket, another customer's id",
    'POST',
    () => `/priv/api/v1/tickets?customer=${foreignCustomer}`,
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
    (caller) => ticketUrl(own(caller), foreignCustomer, '/messages'),
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
  it('lists the demo tickets of the sold-to in every status, filtered by status and q', async () => {
    const all = ticketPageSchema.parse(
      (await send('limited', { method: 'GET', url: '/priv/api/v1/tickets?customer=1000106&pageSize=100' })).json(),
    );
    expect(new Set(all.items.map((ticket) => ticket.status))).toEqual(
      new Set(['open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed']),
    );
    expect(all.items.every((ticket) => ticket.customerId === '1000106')).toBe(true);
    const waiting = ticketPageSchema.parse(
      (
        await send('limited', {
          method: 'GET',
          url: '/priv/api/v1/tickets?customer=1000106&status=waiting_for_customer',
        })
      ).json(),
    );
    expect(waiting.items.map((ticket) => ticket.status)).toEqual(['waiting_for_customer']);
    // q finds words of a message, not only of the subject.
    const found = ticketPageSchema.parse(
      (
        await send('limited', { method: 'GET', url: '/priv/api/v1/tickets?customer=1000106&q=early-order%20DISCOUNT' })
      ).json(),
    );
    expect(found.items.map((ticket) => ticket.subject)).toEqual(['Discount not applied on the latest invoice']);
  });

  it('downloads the demo tickets’ attachments like uploaded ones: from the file store, matching their checksum', async () => {
    const page = ticketPageSchema.parse(
      (await send('limited', { method: 'GET', url: '/priv/api/v1/tickets?customer=1000106&q=crushed' })).json(),
    );
    const demo = page.items.find((ticket) => ticket.subject === 'Carton missing and one damaged in the last delivery');
    const detail = ticketDetailSchema.parse(
      (await send('limited', { method: 'GET', url: `/priv/api/v1/tickets/${demo?.ticketId}?customer=1000106` })).json(),
    );
    const attachments = detail.messages.flatMap((message) => message.attachments);
    expect(attachments.map(({ fileName, contentType }) => [fileName, contentType])).toEqual([
      ['delivery-note-80061234.pdf', 'application/pdf'],
      ['damaged-carton.png', 'image/png'],
    ]);
    const magic = { 'application/pdf': '%PDF-', 'image/png': '\x89PNG' } as Record<string, string>;
    for (const attachment of attachments) {
      const download = await send('limited', {
        method: 'GET',
        url: `/priv/api/v1/tickets/${detail.ticketId}/attachments/${attachment.id}?customer=1000106`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
      expect(download.rawPayload.length).toBe(attachment.size);
      expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(attachment.sha256);
      expect(download.rawPayload.subarray(0, 5).toString('latin1')).toContain(magic[attachment.contentType]);
    }
    // The row holds the file's facts and its storage key, not the content; another sold-to's id is refused.
    const [row] = await testApp.database.db
      .select({ storageKey: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.attachmentId, attachments[0]?.id ?? ''));
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    const foreign = await send('limited', {
      method: 'GET',
      url: `/priv/api/v1/tickets/${detail.ticketId}/attachments/${attachments[0]?.id}?customer=${foreignCustomer}`,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('opens a ticket with attachments of every accepted type, kept outside the rows with their checksum', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Lines').addRow(['style', 'quantity']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const csv = Buffer.from('style;quantity\nNF0A3;12\nÜberzieher;3\n');
    const response = await create(
      'limited',
      '1000106',
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
      authorName: 'Grace Mitchell',
      canReply: true,
    });
    expect(ticket.number).toMatch(/^T-1000106-\d{4}$/);
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

    const download = await send('limited', {
      method: 'GET',
      url: `/priv/api/v1/tickets/${ticket.ticketId}/attachments/${first?.id}?customer=1000106`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="delivery-note.pdf"/);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses an .exe renamed .pdf (415) and a CSV that is not text, naming the file’s field; nothing stored', async () => {
    const before = await ticketCount('1000106');
    const renamed = await create(
      'limited',
      '1000106',
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
      'limited',
      '1000106',
      newTicket({}, [{ name: 'lines.csv', content: Buffer.from([0x73, 0x00, 0x74]) }]),
    );
    expect(binaryCsv.statusCode, binaryCsv.body).toBe(415);
    const latin1Csv = await create(
      'limited',
      '1000106',
      newTicket({}, [{ name: 'lines.csv', content: Buffer.from('Gr\xf6\xdfe;1\n', 'latin1') }]),
    );
    expect(latin1Csv.statusCode, latin1Csv.body).toBe(415);
    expect(await ticketCount('1000106')).toBe(before);
  });

  it('refuses a 20 MB file with 413 and more than 5 files with 400, naming the field; nothing stored', async () => {
    const before = await ticketCount('1000106');
    const big = Buffer.alloc(20 * 1024 * 1024, 0x20);
    pdf.copy(big);
    const tooBig = await create('limited', '1000106', newTicket({}, [{ name: 'huge.pdf', content: big }]));
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json()).toMatchObject({
      error: 'Payload Too Large',
      details: [{ field: 'attachments.0', message: 'huge.pdf is larger than 10 MB' }],
    });
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `file-${index}.pdf`, content: pdf }));
    const tooMany = await create('limited', '1000106', newTicket({}, six));
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json()).toMatchObject({ details: [{ field: 'attachments', message: 'at most 5 files' }] });
    expect(await ticketCount('1000106')).toBe(before);
  });

  it.each([
    ['subject', { subject: '' }, 'is required'],
    ['subject', { subject: 'x'.repeat(201) }, 'must be at most 200 characters'],
    ['category', { category: 'complaint' }, 'must be one of'],
    ['description', { description: '   ' }, 'must not be empty'],
    ['order', { order: 'sap/../../etc' }, 'must be an order reference'],
    ['document', { document: 'invoice' }, 'must be a document reference'],
  ])('answers 400 naming %s for bad input', async (field, fields, message) => {
    const response = await create('limited', '1000106', newTicket(fields as Record<string, string>));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: [{ field, message: expect.stringContaining(message) }],
    });
  });

  it('answers 400 for a body that is not multipart, files in another field, and a bad customer', async () => {
    const json = await send('limited', {
      method: 'POST',
      url: '/priv/api/v1/tickets?customer=1000106',
      payload: { subject: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const otherField = await create(
      'limited',
      '1000106',
      newTicket({}, [{ field: 'file', name: 'a.pdf', content: pdf }]),
    );
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toMatchObject({ details: [{ field: 'file' }] });
    // A multipart body the parser cannot read (cut off in a part's headers) is bad input too, never a fault.
    const broken = await send('limited', {
      method: 'POST',
      url: '/priv/api/v1/tickets?customer=1000106',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\n',
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json()).toMatchObject({ details: [{ field: 'body' }] });
    const badCustomer = await send('limited', { method: 'GET', url: '/priv/api/v1/tickets?customer=abc' });
    expect(badCustomer.json()).toMatchObject({ details: [{ field: 'customer' }] });
  });

  it('carries the conversation: staff answers, the customer replies with a file, a closed ticket takes no more', async () => {
    const created = ticketDetailSchema.parse((await create('klaus', '1000107')).json());
    const answer = await send('staff', {
      method: 'POST',
      url: `/api/admin/tickets/${created.ticketId}/messages`,
      payload: { body: 'Please send a photo of the cartons.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(ticketDetailSchema.parse(answer.json())).toMatchObject({ status: 'waiting_for_customer', messageCount: 2 });
    // klaus@'s sold-to hears of it in its language (German), with a link to the ticket.
    const updates = await send('klaus', { method: 'GET', url: '/priv/api/v1/updates?soldTo=1000107&pageSize=50' });
    expect(updates.statusCode, updates.body).toBe(200);
    const notice = (updates.json() as { items: Array<{ header: string; cta: { href: string } | null }> }).items.find(
      (item) => item.header.includes(created.number),
    );
    expect(notice).toMatchObject({
      header: `Der Kundenservice hat auf Ticket ${created.number} geantwortet`,
      cta: { href: `/ticket/${created.ticketId}` },
    });

    const reply = await send('klaus', {
      method: 'POST',
      url: `/priv/api/v1/tickets/${created.ticketId}/messages?customer=1000107`,
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
    expect(conversation.messages[1]?.author.name).toBe('Sarah Whitman');
    expect(conversation.messages[2]?.attachments.map((attachment) => attachment.contentType)).toEqual(['image/png']);

    const closed = await send('staff', {
      method: 'POST',
      url: `/api/admin/tickets/${created.ticketId}/messages`,
      payload: { body: 'Replacement sent.', status: 'closed' },
    });
    expect(ticketDetailSchema.parse(closed.json())).toMatchObject({ status: 'closed', canReply: false });
    const late = await send('klaus', {
      method: 'POST',
      url: `/priv/api/v1/tickets/${created.ticketId}/messages?customer=1000107`,
      ...multipart({ body: 'One more thing.' }),
    });
    expect(late.statusCode).toBe(409);
    const unknown = await send('staff', {
      method: 'POST',
      url: '/api/admin/tickets/00000000-0000-4000-8000-000000000000/messages',
      payload: { body: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    // An id that cannot name a ticket is as unknown as one that names none.
    const malformed = [
      await send('klaus', { method: 'GET', url: '/priv/api/v1/tickets/nope?customer=1000107' }),
      await send('staff', { method: 'POST', url: '/api/admin/tickets/nope/messages', payload: { body: 'Hello' } }),
    ];
    expect(malformed.map((response) => response.statusCode)).toEqual([404, 404]);
    const badStatus = await send('staff', {
      method: 'POST',
      url: `/api/admin/tickets/${created.ticketId}/messages`,
      payload: { body: 'Hello', status: 'done' },
    });
    expect(badStatus.json()).toMatchObject({ details: [{ field: 'status' }] });
  });

  it('records "was this helpful" with the user', async () => {
    const response = await send('klaus', {
      method: 'POST',
      url: '/priv/api/v1/faq-feedback',
      payload: { topic: 'faq-questions', faq: 'faq-3', language: 'de', helpful: false },
    });
    expect(response.json()).toEqual({ recorded: true });
    const rows = await testApp.database.db
      .select()
      .from(faqFeedback)
      .where(and(eq(faqFeedback.faq, 'faq-3'), eq(faqFeedback.helpful, false)));
    expect(rows).toHaveLength(1);
    const bad = await send('klaus', {
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
