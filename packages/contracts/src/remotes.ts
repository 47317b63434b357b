/**
 * The four federated remotes. The name is the folder under `remotes/`, the URL segment under
 * `/remotes/<name>/` and the federation scope (camel-cased, since scopes must be identifiers).
 */
export const remotes = [
  { name: 'faqs-tickets', scope: 'faqsTickets' },
  { name: 'account-settings', scope: 'accountSettings' },
  { name: 'documents', scope: 'documents' },
  { name: 'notifications', scope: 'notifications' },
] as const;

export type RemoteName = (typeof remotes)[number]['name'];

export const remoteEntryFile = 'remoteEntry.js';

/** Exposed module every remote provides: its `RemoteModule` (see portal-kit). */
export const remoteExposedModule = './Module';

export function remoteBasePath(name: RemoteName): string {
  return `/remotes/${name}/`;
}
