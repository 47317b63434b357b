import type { AreaLabels } from '@portal/portal-kit';

/** Spec label group `account` (e.g. account.change_account). */
export const accountsNamespace = 'account';

export const accountsLabels: AreaLabels = {
  de: {
    select_title: 'Kundenkonto auswählen',
    select_intro:
      'Sie haben Zugriff auf mehrere Kundenkonten. Wählen Sie das Konto, mit dem Sie arbeiten möchten. Sie können es jederzeit wechseln.',
    accounts_list: 'Ihre Kundenkonten',
    customer_id: 'Kundennummer {{id}}',
    current_account: 'Aktuell',
    selecting: 'Konto wird geöffnet …',
    select_failed: 'Das Konto konnte nicht ausgewählt werden. Bitte versuchen Sie es erneut.',
    change_account: 'Konto wechseln',
    working_for: 'Aktuelles Konto',
  },
  en: {
    select_title: 'Choose an account',
    select_intro:
      'You have access to several customer accounts. Choose the one you want to work with; you can change it at any time.',
    accounts_list: 'Your accounts',
    customer_id: 'Customer number {{id}}',
    current_account: 'Current',
    selecting: 'Opening the account…',
    select_failed: 'The account could not be selected. Please try again.',
    change_account: 'Change account',
    working_for: 'Current account',
  },
  es: {
    select_title: 'Elija una cuenta',
    select_intro:
      'Tiene acceso a varias cuentas de cliente. Elija la cuenta con la que desea trabajar; puede cambiarla en cualquier momento.',
    accounts_list: 'Sus cuentas',
    customer_id: 'Número de cliente {{id}}',
    current_account: 'Actual',
    selecting: 'Abriendo la cuenta…',
    select_failed: 'No se ha podido seleccionar la cuenta. Vuelva a intentarlo.',
    change_account: 'Cambiar de cuenta',
    working_for: 'Cuenta actual',
  },
  fr: {
    select_title: 'Choisissez un compte',
    select_intro:
      'Vous avez accès à plusieurs comptes clients. Choisissez celui avec lequel vous souhaitez travailler ; vous pouvez en changer à tout moment.',
    accounts_list: 'Vos comptes',
    customer_id: 'Numéro client {{id}}',
    current_account: 'Actuel',
    selecting: 'Ouverture du compte…',
    select_failed: 'Le compte n’a pas pu être sélectionné. Veuillez réessayer.',
    change_account: 'Changer de compte',
    working_for: 'Compte actuel',
  },
  it: {
    select_title: 'Scelga un account',
    select_intro:
      'Ha accesso a più account cliente. Scelga quello con cui desidera lavorare; potrà cambiarlo in qualsiasi momento.',
    accounts_list: 'I suoi account',
    customer_id: 'Codice cliente {{id}}',
    current_account: 'Attuale',
    selecting: 'Apertura dell’account in corso…',
    select_failed: 'Non è stato possibile selezionare l’account. Riprovi.',
    change_account: 'Cambia account',
    working_for: 'Account attuale',
  },
};
