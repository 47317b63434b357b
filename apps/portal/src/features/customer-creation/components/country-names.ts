import { countryCodes, type LanguageId } from '@portal/contracts';
import isoCountries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };

// The browser build of i18n-iso-countries has no names until a language is registered: the portal's five.
for (const locale of [de, en, es, fr, it]) isoCountries.registerLocale(locale);

/** The countries with their names in the page language, sorted by name in that language. */
export function countryOptions(language: LanguageId): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ code, name: isoCountries.getName(code, language) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function countryName(code: string, language: LanguageId): string {
  return isoCountries.getName(code, language) ?? code;
}

/** An example postcode of the country, shown as the field's hint (the address form adapts to the country). */
export const postcodeExamples: Readonly<Record<string, string>> = {
  AT: '1010',
  BE: '1000',
  CH: '8001',
  DE: '10115',
  DK: '1050',
  ES: '28013',
  FR: '75001',
  GB: 'SW1A 1AA',
  IE: 'D02 X285',
  IT: '00184',
  NL: '1012 AB',
  NO: '0150',
  PL: '00-950',
  PT: '1100-148',
  SE: '111 52',
  US: '10001',
};
