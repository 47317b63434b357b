import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /legacy/:tool (demo stand-in)', () => {
  it('shows the tool, brand and language the portal asked for, in that language', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/legacy/ordermanagement?brand=40&language=it' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="it">');
    expect(response.body).toContain('ORDERMANAGEMENT');
    expect(response.body).toContain('The North Face (40)');
    expect(response.body).toContain('Italiano (it)');
  });

  it('escapes what it echoes and refuses tool names that are not names', async () => {
    const echoed = await testApp.app.inject({ method: 'GET', url: '/legacy/etaf?audience=%3Cscript%3E' });
    expect(echoed.body).not.toContain('<script>');
    const refused = await testApp.app.inject({ method: 'GET', url: '/legacy/..%2Fetc' });
    expect(refused.statusCode).toBe(404);
  });
});
