/** Each remote's routes as a user reaches them, with the heading its page shows. */
export const remoteRoutes = [
  { remote: 'faqs-tickets', path: '/faqs', heading: 'Help and FAQ' },
  { remote: 'faqs-tickets', path: '/ticket/history', heading: 'Tickets' },
  { remote: 'account-settings', path: '/account', heading: 'Account settings' },
  { remote: 'documents', path: '/documents', heading: 'Documents' },
  { remote: 'notifications', path: '/updates', heading: 'Updates' },
] as const;
