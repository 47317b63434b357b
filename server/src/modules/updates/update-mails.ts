import {
  derivePermissions,
  isInternalCompany,
  paths,
  type PermissionsRecord,
  type UpdateTopic,
  type UpdateTranslations,
  type UpdateType,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { customerBrandIds } from '../accounts/index.ts';
import { deliverNotice } from '../notices/index.ts';
import type { StoredAudience } from './store.ts';

/** A published update, as its mails need it. */
export interface PublishedUpdate {
  id: string;
  audience: StoredAudience;
  type: UpdateType;
  topic: Exclude<UpdateTopic, 'expiring_password'>;
  header: string;
  translations?: UpdateTranslations | undefined;
}

/** The permission that shows an update's type (spec 6): alerts for alerts, notifications for the rest. */
const flagOf = (type: UpdateType) => (type === 'alert' ? 'alerts' : 'notifications');

/**
 * Whether a user reads the update, as `readerOf` and the store's `received` judge it: an external user with a
 * sold-to the audience names (the user themself, that sold-to, a sold-to buying the brand, or any) whose permissions
 * show the update's type. Staff read updates only on behalf of a customer, so they get no mail of them.
 */
function readsUpdate(db: Database, update: PublishedUpdate) {
  const brandBuyers = new Map<string, Promise<boolean>>();
  const buysBrand = (customerId: string, brandId: string) => {
    let buys = brandBuyers.get(customerId);
    if (!buys) {
      buys = customerBrandIds(db, customerId).then((ids) => ids.includes(brandId));
      brandBuyers.set(customerId, buys);
    }
    return buys;
  };
  return async (record: PermissionsRecord): Promise<boolean> => {
    const { audience } = update;
    if (isInternalCompany(record.companyType)) return false;
    if (audience.kind === 'user' && audience.userId !== record.userId) return false;
    for (const { customer } of record.portalPrivileges) {
      if (!customer || !derivePermissions(record, { soldToId: customer })[flagOf(update.type)]) continue;
      if (audience.kind === 'soldTo' && audience.customerId !== customer) continue;
      if (audience.kind === 'brand' && !(await buysBrand(customer, audience.brandId))) continue;
      return true;
    }
    return false;
  };
}

/**
 * Mails a published update (issue 33, "new update from the group", by its type) to the users who read it and chose
 * e-mail for its kind: one notice per user and update (the job's key), in the user's language where the update has
 * a text in it. `db` may be the transaction that stores the update.
 */
export async function mailPublishedUpdate(db: Database, update: PublishedUpdate, publicUrl: string): Promise<number> {
  const itemIn = Object.fromEntries(
    Object.entries(update.translations ?? {}).flatMap(([language, text]) => (text ? [[language, text.header]] : [])),
  );
  return deliverNotice(
    db,
    {
      eventKey: `update:${update.id}`,
      kind: `update_${update.topic}`,
      customer: update.audience.kind === 'soldTo' ? update.audience.customerId : null,
      item: update.header,
      itemIn,
      link: `${paths.updates.root}/${update.id}`,
      readers: readsUpdate(db, update),
    },
    { publicUrl },
  );
}
