/**
 * Every table, for drizzle-kit and the database client. Each area's tables live in the file of that area
 * (the store of modules/<area> is the only code that touches them).
 */
export * from './account-settings.ts';
export * from './accounts.ts';
export * from './cart-handoffs.ts';
export * from './client-errors.ts';
export * from './content.ts';
export * from './customer-creation.ts';
export * from './dashboard-favourites.ts';
export * from './daily-limits.ts';
export * from './documents.ts';
export * from './hourly-limits.ts';
export * from './identity.ts';
export * from './labels.ts';
export * from './notifications.ts';
export * from './on-behalf.ts';
export * from './on-behalf-consent.ts';
export * from './orders.ts';
export * from './pending-invitations.ts';
export * from './search.ts';
export * from './settings.ts';
export * from './terms.ts';
export * from './updates.ts';
export * from './tickets.ts';
