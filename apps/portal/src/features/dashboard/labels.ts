import type { AreaLabels } from '@portal/portal-kit';

/** Spec label group `dashboard` (e.g. dashboard.error_permissions, dashboard.error_accounts). */
export const dashboardNamespace = 'dashboard';

export const dashboardLabels: AreaLabels = {
  de: {
    dashboard_title: 'Willkommen im Kundenportal',
    dashboard_intro: 'Bestellungen, Dokumente, Tickets und Neuigkeiten Ihrer Marken an einem Ort.',
    error_permissions: 'Fehler beim Abrufen der Benutzerberechtigungen',
    error_accounts: 'Fehler beim Abrufen Ihrer Kundenkonten',
    error_description:
      'Bitte versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich an Ihren Kundenservice.',
    generic_error: 'Etwas ist schiefgelaufen',
  },
  en: {
    dashboard_title: 'Welcome to the customer portal',
    dashboard_intro: 'Orders, documents, tickets and updates for your brands in one place.',
    error_permissions: 'Error retrieving user permissions',
    error_accounts: 'Error retrieving your accounts',
    error_description: 'Please try again. If the problem persists, contact your customer service.',
    generic_error: 'Something went wrong',
  },
  es: {
    dashboard_title: 'Bienvenido al portal de clientes',
    dashboard_intro: 'Pedidos, documentos, tickets y novedades de sus marcas en un solo lugar.',
    error_permissions: 'Error al obtener los permisos del usuario',
    error_accounts: 'Error al obtener sus cuentas',
    error_description:
      'Vuelva a intentarlo. Si el problema persiste, póngase en contacto con su servicio de atención al cliente.',
    generic_error: 'Algo ha salido mal',
  },
  fr: {
    dashboard_title: 'Bienvenue sur le portail client',
    dashboard_intro: 'Commandes, documents, tickets et actualités de vos marques au même endroit.',
    error_permissions: 'Erreur lors de la récupération des autorisations de l’utilisateur',
    error_accounts: 'Erreur lors de la récupération de vos comptes',
    error_description: 'Veuillez réessayer. Si le problème persiste, contactez votre service client.',
    generic_error: 'Une erreur s’est produite',
  },
  it: {
    dashboard_title: 'Benvenuto nel portale clienti',
    dashboard_intro: 'Ordini, documenti, ticket e aggiornamenti dei suoi marchi in un unico posto.',
    error_permissions: 'Errore durante il recupero delle autorizzazioni utente',
    error_accounts: 'Errore durante il recupero dei suoi account',
    error_description: 'Riprovi. Se il problema persiste, contatti il servizio clienti.',
    generic_error: 'Si è verificato un errore',
  },
};
