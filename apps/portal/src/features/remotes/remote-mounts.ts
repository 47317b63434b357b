import { paths, type RemoteName } from '@portal/contracts';

/** Which remote answers which route prefix. The host knows only this; each remote declares its pages. */
export const remoteMounts: ReadonlyArray<{ remote: RemoteName; mount: string; pattern: string }> = [
  { remote: 'faqs-tickets', mount: paths.help.root, pattern: paths.help.pattern },
  { remote: 'faqs-tickets', mount: paths.tickets.root, pattern: paths.tickets.pattern },
  { remote: 'account-settings', mount: paths.accountSettings.root, pattern: paths.accountSettings.pattern },
  { remote: 'documents', mount: paths.documents.root, pattern: paths.documents.pattern },
  { remote: 'notifications', mount: paths.updates.root, pattern: paths.updates.pattern },
];
