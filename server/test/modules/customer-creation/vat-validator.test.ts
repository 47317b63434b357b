import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checksumVatValidator,
  vatValidatorFrom,
  viesVatValidator,
} from '../../../src/modules/customer-creation/vat-validator.ts';

/**
 * The VIES adapter against a local fake of VIES's REST interface, answering `POST /check-vat-number` with the shapes
 * VIES documents: `{ countryCode, vatNumber, requestDate, valid, name, address, ... }` for a number it looked up, and
 * `{ actionSucceed: false, errorWrappers: [{ error }] }` with 400 or 500 for input it refuses or a member state that
 * does not answer.
 */

/** By VAT number (without prefix): what the fake answers. */
const answers: Record<string, (response: ServerResponse) => void> = {
  // DE136695976: registered; Germany publishes no trader name ("---").
  '136695976': (response) => json(response, 200, lookedUp('DE', '136695976', true, '---')),
  // FR40303265045: passes the checksum but is not registered.
  '40303265045': (response) => json(response, 200, lookedUp('FR', '40303265045', false, '---')),
  // IT00743110157: registered, with its name.
  '00743110157': (response) => json(response, 200, lookedUp('IT', '00743110157', true, 'EXAMPLE SPA')),
  // ATU13585627: Austria's service is down.
  U13585627: (response) =>
    json(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: null }] }),
  // ESA13585625: VIES refuses the input.
  A13585625: (response) =>
    json(response, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT', message: null }] }),
  // NL004495445B01: the fake never answers in time.
  '004495445B01': () => undefined,
};

const received: Array<{ countryCode: string; vatNumber: string }> = [];

function lookedUp(countryCode: string, vatNumber: string, valid: boolean, name: string) {
  return {
    countryCode,
    vatNumber,
    requestDate: '2026-11-28T10:00:00.000Z',
    valid,
    requestIdentifier: '',
    name,
    address: '---',
    traderName: '---',
    traderStreet: '---',
    traderPostalCode: '---',
    traderCity: '---',
    traderCompanyType: '---',
    traderNameMatch: 'NOT_PROCESSED',
    traderStreetMatch: 'NOT_PROCESSED',
    traderPostalCodeMatch: 'NOT_PROCESSED',
    traderCityMatch: 'NOT_PROCESSED',
    traderCompanyTypeMatch: 'NOT_PROCESSED',
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/rest-api/check-vat-number') {
        json(response, 404, {});
        return;
      }
      const body = JSON.parse(text) as { countryCode: string; vatNumber: string };
      received.push(body);
      const answer = answers[body.vatNumber];
      if (answer) answer(response);
      else json(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the checksum validator (the default)', () => {
  it('answers valid or invalid by the country, offline', async () => {
    expect(await checksumVatValidator.check('DE 136 695 976', 'DE')).toEqual({
      outcome: 'valid',
      source: 'checksum',
      name: null,
    });
    expect((await checksumVatValidator.check('DE123456789', 'DE')).outcome).toBe('invalid');
    expect((await checksumVatValidator.check('FR40303265045', 'DE')).outcome).toBe('invalid');
  });

  it('is what the configuration gives unless it names vies', () => {
    expect(vatValidatorFrom({ VAT_VALIDATOR: 'checksum', VIES_URL: url, VIES_TIMEOUT_MS: 1000 })).toBe(
      checksumVatValidator,
    );
    expect(vatValidatorFrom({ VAT_VALIDATOR: 'vies', VIES_URL: url, VIES_TIMEOUT_MS: 1000 })).not.toBe(
      checksumVatValidator,
    );
  });
});

describe('the VIES adapter against a fake of its REST interface', () => {
  const vies = () => viesVatValidator({ url, timeoutMs: 500 });

  it('valid: a registered number, with the trader name where VIES gives one', async () => {
    expect(await vies().check('DE136695976', 'DE')).toEqual({ outcome: 'valid', source: 'vies', name: null });
    expect(await vies().check('IT00743110157', 'IT')).toEqual({
      outcome: 'valid',
      source: 'vies',
      name: 'EXAMPLE SPA',
    });
    expect(received).toContainEqual({ countryCode: 'DE', vatNumber: '136695976' });
  });

  it('invalid: valid: false, or INVALID_INPUT', async () => {
    expect(await vies().check('FR40303265045', 'FR')).toEqual({ outcome: 'invalid', source: 'vies', name: null });
    expect((await vies().check('ESA13585625', 'ES')).outcome).toBe('invalid');
  });

  it('unchecked: a member state unavailable, VIES itself unavailable, or no answer within the timeout', async () => {
    expect(await vies().check('ATU13585627', 'AT')).toEqual({ outcome: 'unchecked', source: 'vies', name: null });
    // BE0403170701 is not in the fake's list: it answers SERVICE_UNAVAILABLE.
    expect((await vies().check('BE0403170701', 'BE')).outcome).toBe('unchecked');
    const started = Date.now();
    expect((await vies().check('NL004495445B01', 'NL')).outcome).toBe('unchecked');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('unchecked when nothing listens at the address', async () => {
    const gone = viesVatValidator({ url: 'http://127.0.0.1:9/rest-api', timeoutMs: 500 });
    expect((await gone.check('DE136695976', 'DE')).outcome).toBe('unchecked');
  });

  it('asks VIES nothing for an id failing the checksum, nor for a country outside the EU', async () => {
    const before = received.length;
    expect(await vies().check('DE123456789', 'DE')).toEqual({ outcome: 'invalid', source: 'checksum', name: null });
    expect(await vies().check('CHE-116.281.710', 'CH')).toMatchObject({ source: 'checksum' });
    expect(received.length).toBe(before);
  });
});
