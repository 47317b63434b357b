import { isVatIdOf, normalizedVatId, type VatCheck } from '@portal/contracts';
import { z } from 'zod';

/**
 * How a new customer's VAT id is checked (ADR 067): the checksum of its country by default, or the EU's VIES service
 * after the checksum. VIES not answering (down, busy, too slow) is "could not be checked", which never blocks.
 */
export interface VatValidator {
  check(vatId: string, country: string): Promise<VatCheck>;
}

/** The format and check digits of the country, offline (jsvat through the contracts). */
export const checksumVatValidator: VatValidator = {
  check: async (vatId, country) => ({
    outcome: isVatIdOf(vatId, country) ? 'valid' : 'invalid',
    source: 'checksum',
    name: null,
  }),
};

/** The member states VIES answers for, by the prefix of their VAT ids (Greece is EL, Northern Ireland XI). */
const viesPrefixes = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
]);

/** VIES's answer to `POST /check-vat-number`: `valid`, and the trader's name where the member state gives it. */
const viesAnswer = z.object({ valid: z.boolean(), name: z.string().nullish() });
/** VIES's refusals (400 or 500): `errorWrappers` naming e.g. MS_UNAVAILABLE, TIMEOUT or INVALID_INPUT. */
const viesRefusal = z.object({ errorWrappers: z.array(z.object({ error: z.string() })).min(1) });

export interface ViesOptions {
  /** The REST interface's base, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api. */
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** VIES hides traders' names as "---" where the member state does not publish them. */
const traderName = (name: string | null | undefined) => (name && !/^-+$/.test(name.trim()) ? name.trim() : null);

/**
 * The checksum first (an id failing it is invalid without a call), then VIES for EU ids; other countries keep the
 * checksum's answer. VIES saying `valid: false` or INVALID_INPUT is invalid; anything else that is not an answer
 * (an error code, a status without a body we know, a network failure, the timeout) is "could not be checked".
 */
export function viesVatValidator(options: ViesOptions): VatValidator {
  const send = options.fetch ?? fetch;
  return {
    async check(vatId, country) {
      const checksum = await checksumVatValidator.check(vatId, country);
      const normalized = normalizedVatId(vatId);
      const prefix = normalized.slice(0, 2);
      if (checksum.outcome !== 'valid' || !viesPrefixes.has(prefix)) return checksum;
      const unchecked: VatCheck = { outcome: 'unchecked', source: 'vies', name: null };
      try {
        const response = await send(`${options.url}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: prefix, vatNumber: normalized.slice(2) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const body: unknown = await response.json().catch(() => null);
        const answer = viesAnswer.safeParse(body);
        if (response.ok && answer.success) {
          return {
            outcome: answer.data.valid ? 'valid' : 'invalid',
            source: 'vies',
            name: traderName(answer.data.name),
          };
        }
        const refusal = viesRefusal.safeParse(body);
        if (refusal.success && refusal.data.errorWrappers.some((entry) => entry.error === 'INVALID_INPUT')) {
          return { outcome: 'invalid', source: 'vies', name: null };
        }
        return unchecked;
      } catch {
        return unchecked;
      }
    },
  };
}

/** The validator the configuration names. */
export function vatValidatorFrom(config: {
  VAT_VALIDATOR: 'checksum' | 'vies';
  VIES_URL: string;
  VIES_TIMEOUT_MS: number;
}): VatValidator {
  if (config.VAT_VALIDATOR === 'vies')
    return viesVatValidator({ url: config.VIES_URL, timeoutMs: config.VIES_TIMEOUT_MS });
  return checksumVatValidator;
}
