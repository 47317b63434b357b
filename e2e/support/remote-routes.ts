/** Each remote's routes as a user reaches them, with the heading and module name its placeholder page shows. */
export const remoteRoutes = [
  { remote: 'faqs-tickets', path: '/faqs', heading: 'Help and FAQ', moduleName: 'FAQs and tickets module' },
  { remote: 'faqs-tickets', path: '/ticket/history', heading: 'Tickets', moduleName: 'FAQs and tickets module' },
  { remote: 'account-settings', path: '/account', heading: 'Account settings', moduleName: 'Account settings module' },
  { remote: 'documents', path: '/documents', heading: 'Documents', moduleName: 'Documents module' },
  { remote: 'notifications', path: '/updates', heading: 'Updates', moduleName: 'Notifications module' },
] as const;
