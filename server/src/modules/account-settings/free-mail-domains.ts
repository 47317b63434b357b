/**
 * Free-mail domains: anyone can have an address there, so a customer user's address on one says nothing of the
 * company, and such a domain never counts as a sold-to's known domain (ADR 050). A fixed list of the common
 * providers; an address at an unlisted one still needs an activated colleague on the same domain.
 */
const freeMailDomains = new Set([
  'aol.com',
  'gmail.com',
  'googlemail.com',
  'gmx.at',
  'gmx.ch',
  'gmx.de',
  'gmx.net',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.it',
  'icloud.com',
  'libero.it',
  'live.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'orange.fr',
  'outlook.com',
  'outlook.de',
  'proton.me',
  'protonmail.com',
  't-online.de',
  'tiscali.it',
  'web.de',
  'yahoo.com',
  'yahoo.de',
  'yahoo.es',
  'yahoo.fr',
  'yahoo.it',
  'yandex.com',
  'zoho.com',
  'free.fr',
  'laposte.net',
  'virgilio.it',
]);

export function isFreeMailDomain(domain: string): boolean {
  return freeMailDomains.has(domain.toLowerCase());
}
