import type { AreaLabels } from '@portal/portal-kit';

export const namespace = 'documents';

export const labels: AreaLabels = {
  de: {
    module_name: 'Modul Dokumente',
    title: 'Dokumente',
    intro: 'Rechnungen, Gutschriften und Zahlungen finden Sie bald hier.',
  },
  en: {
    module_name: 'Documents module',
    title: 'Documents',
    intro: 'Invoices, credit notes and payments will be available here soon.',
  },
  es: {
    module_name: 'Módulo de documentos',
    title: 'Documentos',
    intro: 'Pronto encontrará aquí facturas, notas de crédito y pagos.',
  },
  fr: {
    module_name: 'Module des documents',
    title: 'Documents',
    intro: 'Les factures, avoirs et paiements seront bientôt disponibles ici.',
  },
  it: {
    module_name: 'Modulo documenti',
    title: 'Documenti',
    intro: 'Fatture, note di credito e pagamenti saranno presto disponibili qui.',
  },
};
