import type { AreaLabels } from '@portal/portal-kit';

export const namespace = 'notifications';

export const labels: AreaLabels = {
  de: {
    module_name: 'Modul Benachrichtigungen',
    title: 'Neuigkeiten',
    intro: 'Hinweise zu Ihren Bestellungen, Dokumenten und Ihrem Konto erscheinen bald hier.',
  },
  en: {
    module_name: 'Notifications module',
    title: 'Updates',
    intro: 'Notices about your orders, documents and account will appear here soon.',
  },
  es: {
    module_name: 'Módulo de notificaciones',
    title: 'Novedades',
    intro: 'Pronto aparecerán aquí los avisos sobre sus pedidos, documentos y cuenta.',
  },
  fr: {
    module_name: 'Module des notifications',
    title: 'Actualités',
    intro: 'Les avis concernant vos commandes, documents et compte apparaîtront bientôt ici.',
  },
  it: {
    module_name: 'Modulo notifiche',
    title: 'Aggiornamenti',
    intro: 'Gli avvisi su ordini, documenti e account appariranno presto qui.',
  },
};
