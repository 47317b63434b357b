import type { AreaLabels } from '@portal/portal-kit';

export const namespace = 'accountSettings';

export const labels: AreaLabels = {
  de: {
    module_name: 'Modul Kontoeinstellungen',
    title: 'Kontoeinstellungen',
    intro: 'Firmendaten, Filialen, Kontakte und Anmeldesicherheit verwalten Sie bald hier.',
  },
  en: {
    module_name: 'Account settings module',
    title: 'Account settings',
    intro: 'You will soon manage company information, stores, contacts and sign-in security here.',
  },
  es: {
    module_name: 'Módulo de configuración de la cuenta',
    title: 'Configuración de la cuenta',
    intro: 'Pronto gestionará aquí los datos de la empresa, las tiendas, los contactos y la seguridad de acceso.',
  },
  fr: {
    module_name: 'Module des paramètres du compte',
    title: 'Paramètres du compte',
    intro:
      "Vous gérerez bientôt ici les informations de l'entreprise, les magasins, les contacts et la sécurité de connexion.",
  },
  it: {
    module_name: 'Modulo impostazioni account',
    title: 'Impostazioni account',
    intro: "Presto potrà gestire qui i dati dell'azienda, i negozi, i contatti e la sicurezza di accesso.",
  },
};
