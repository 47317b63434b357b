import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';

/** The published OpenAPI document, checked by an independent parser as a client generator would read it. */

let testApp: TestApp;
let document: Record<string, unknown>;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
  document = structuredClone(testApp.app.swagger()) as unknown as Record<string, unknown>;
});

afterAll(async () => {
  await testApp.close();
});

type Operation = {
  operationId?: string;
  requestBody?: unknown;
  parameters?: Array<{ name: string; schema?: Record<string, unknown> }>;
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

function operations(): Array<[string, Operation]> {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI for an independent parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives every operation an operationId, unique', () => {
    const missing = operations()
      .filter(([, operation]) => !operation.operationId)
      .map(([name]) => name);
    expect(missing).toEqual([]);
    const ids = operations().map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every parameter a schema with a type', () => {
    const empty = operations().flatMap(([name, operation]) =>
      (operation.parameters ?? [])
        .filter((parameter) => !parameter.schema || Object.keys(parameter.schema).length === 0)
        .map((parameter) => `${name} ${parameter.name}`),
    );
    expect(empty).toEqual([]);
  });

  it('uses only formats that OpenAPI and JSON Schema define', () => {
    const known = new Set([
      'date-time',
      'date',
      'time',
      'duration',
      'email',
      'uri',
      'uri-reference',
      'uuid',
      'ipv4',
      'ipv6',
      'hostname',
      'regex',
      'int32',
      'int64',
      'float',
      'double',
      'byte',
      'binary',
      'password',
    ]);
    const unknown: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'format' && typeof value === 'string' && !known.has(value)) unknown.push(`${at}: ${value}`);
          walk(value, `${at}/${key}`);
        }
      }
    };
    walk(document.paths, '');
    expect(unknown).toEqual([]);
  });

  it('documents file and stream answers with the media types the routes send, not JSON', async () => {
    const successTypes = (id: string) => {
      const operation = operations().find(([, candidate]) => candidate.operationId === id)?.[1];
      const [, response] = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2')) ?? [];
      return Object.keys(response?.content ?? {});
    };
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(successTypes('exportOrders')).toEqual(['text/csv', xlsx]);
    expect(successTypes('downloadReport')).toEqual([xlsx, 'text/csv']);
    expect(successTypes('getDocumentPdf')).toEqual(['application/pdf']);
    expect(successTypes('downloadDocuments')).toEqual(['application/zip']);
    expect(successTypes('streamUnreadUpdates')).toEqual(['text/event-stream']);
    expect(successTypes('getTicketAttachment')).toContain('image/png');
    expect(successTypes('getCustomerCreationAttachment')).toContain('application/pdf');
    const byPath = (method: string, path: string) =>
      Object.keys(
        (document.paths as Record<string, Record<string, Operation>>)[path]?.[method]?.responses?.['200']?.content ??
          {},
      );
    expect(byPath('get', '/pub/api/v1/vas/vas-menu-card-cost-simulator.xlsx')).toEqual([xlsx]);
    expect(byPath('get', '/legacy/{tool}')).toEqual(['text/html']);
    expect(byPath('get', '/content/media/art/{file}')).toEqual(['image/svg+xml']);
    expect(byPath('get', '/content/media/legal/{file}')).toEqual(['application/pdf']);
    expect(byPath('get', '/content/media/docs/{file}')).toEqual(['application/pdf']);
    // Refusals stay JSON.
    const exportOperation = operations().find(([, operation]) => operation.operationId === 'exportOrders')?.[1];
    expect(Object.keys(exportOperation?.responses?.['403']?.content ?? {})).toEqual(['application/json']);

    // What the routes send is among what the document says.
    // A customer and a user of this test's own, who may read the customer's orders.
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    const user = await createTestUser(db);
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW'] }]);
    const token = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
    try {
      for (const [format, id] of [
        ['csv', 'exportOrders'],
        ['xlsx', 'exportOrders'],
      ] as const) {
        const response = await testApp.app.inject({
          url: `/priv/api/v1/orders/export?customer=${customerId}&format=${format}&q=none`,
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(200);
        expect(successTypes(id)).toContain(String(response.headers['content-type']).split(';')[0]);
      }
    } finally {
      await removeTestCustomers(db, [customerId]);
    }
  });

  it('describes multipart requests: their fields and the files in attachments', () => {
    const bodyOf = (id: string) =>
      operations().find(([, operation]) => operation.operationId === id)?.[1].requestBody as
        | {
            content: Record<string, { schema: { properties: Record<string, { type?: string }>; required?: string[] } }>;
          }
        | undefined;
    for (const id of ['createTicket', 'replyToTicket', 'addCustomerCreationAttachments']) {
      const schema = bodyOf(id)?.content['multipart/form-data']?.schema;
      expect(schema?.properties['attachments']).toMatchObject({ type: 'array', items: { format: 'binary' } });
    }
    expect(bodyOf('createTicket')?.content['multipart/form-data']?.schema.required).toEqual(
      expect.arrayContaining(['subject', 'description']),
    );
    expect(bodyOf('replyToTicket')?.content['multipart/form-data']?.schema.required).toEqual(['body']);
  });
});
