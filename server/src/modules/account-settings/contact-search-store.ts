import { sql, type SQL } from 'drizzle-orm';
import { accountContacts } from '../../db/schema/index.ts';
import { likeText, phonePrefixOf, searchesEmails, type CustomerMatchSource } from '../accounts/index.ts';

/**
 * The customer search's branches for a sold-to's contacts (issue 34): any part of an e-mail address (trigram
 * index), the beginning of a phone number (prefix index), each saying what matched.
 */
export const contactMatches: CustomerMatchSource = (q) => {
  const branches: SQL[] = [];
  if (searchesEmails(q)) {
    branches.push(sql`select ${accountContacts.customerId}, 60::real, 'contactEmail', ${accountContacts.email}
        from ${accountContacts} where lower(${accountContacts.email}) like ${`%${likeText(q)}%`}`);
  }
  const phone = phonePrefixOf(q);
  if (phone) {
    branches.push(sql`select ${accountContacts.customerId}, 60::real, 'contactPhone', ${accountContacts.phone}
        from ${accountContacts} where ${accountContacts.phone} like ${`${likeText(phone)}%`}`);
  }
  return branches.length > 0 ? sql.join(branches, sql` union all `) : undefined;
};
