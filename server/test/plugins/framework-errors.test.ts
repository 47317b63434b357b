import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

// Found by the fuzz suite: the router answered these itself, as { error, code, message, statusCode } echoing the path.
describe('refusals of the router', () => {
  it('a path parameter over the maximum length is a 414 in the error shape, without the path', async () => {
    const long = 'a'.repeat(200);
    const response = await testApp.app.inject({ method: 'PUT', url: `/api/admin/content/pages/${long}/en/customer` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'URI Too Long', message: 'A path segment is too long.' });
    expect(response.body).not.toContain(long);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('a malformed percent-encoding in the path is a 400 in the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/priv/api/v1/cms/content/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'The path is not a valid URL.' });
  });
});
