import { declaredEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('endpoints declared in contracts', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('are each registered by the server at their method and path', () => {
    expect(declaredEndpoints.length).toBeGreaterThan(0);
    for (const endpoint of declaredEndpoints) {
      expect(testApp.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.id).toBe(true);
    }
  });

  it('are published in the OpenAPI document under their id, with their refusals', () => {
    const document = testApp.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
    };
    for (const endpoint of declaredEndpoints) {
      // OpenAPI writes path parameters, the wildcard included, in braces.
      const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status ?? 200));
      if (endpoint.access !== 'public') expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
  });

  it('refuse a call without a token before anything else', async () => {
    for (const endpoint of declaredEndpoints.filter((candidate) => candidate.access !== 'public')) {
      const url = endpoint.path.replace(/:(\w+)/g, 'x');
      const response = await testApp.app.inject({ method: endpoint.method, url });
      expect(response.statusCode, endpoint.id).toBe(401);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
