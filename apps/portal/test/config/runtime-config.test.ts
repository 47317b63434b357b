import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRuntimeConfig, runtimeConfigElementId } from '../../src/config/runtime-config.ts';
import { setUpApiServer } from '../support/api-server.ts';
import { origin } from '../support/render.tsx';
import { testRuntimeConfig } from '../support/runtime-config.ts';

const { server } = setUpApiServer();

function pageCarries(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = runtimeConfigElementId;
  element.textContent = text;
  document.head.append(element);
}

describe('runtime configuration', () => {
  let asked = 0;
  afterEach(() => {
    document.getElementById(runtimeConfigElementId)?.remove();
    asked = 0;
  });
  const served = { ...testRuntimeConfig, maintenance: true };
  const countRequests = () =>
    server.use(
      http.get(`${origin}/pub/api/v1/config`, () => {
        asked += 1;
        return HttpResponse.json(served);
      }),
    );

  it('takes the configuration the page came with, without a request', async () => {
    countRequests();
    pageCarries(JSON.stringify(testRuntimeConfig));
    expect(await loadRuntimeConfig()).toEqual(testRuntimeConfig);
    expect(asked).toBe(0);
  });

  it('asks the server when the page carries none, or none that is valid', async () => {
    countRequests();
    expect(await loadRuntimeConfig()).toEqual(served);
    pageCarries('{"maintenance":"no"}');
    expect(await loadRuntimeConfig()).toEqual(served);
    expect(asked).toBe(2);
  });
});
