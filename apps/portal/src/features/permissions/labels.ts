import type { AreaLabels } from '@portal/portal-kit';

export const permissionsNamespace = 'permissions';

export const permissionsLabels: AreaLabels = {
  de: {
    waiting_title: 'Ihr Portalzugang wird eingerichtet',
    waiting_intro:
      'Sie sind angemeldet, aber Ihr Benutzer hat noch keinen Zugang zum Portal. Sobald Ihr Konto eingerichtet ist, können Sie das Portal mit dieser Anmeldung nutzen.',
    waiting_help:
      'Wenn Sie der Meinung sind, dass Sie bereits Zugang haben sollten, wenden Sie sich bitte an Ihre Vertriebsansprechperson oder an den Kundenservice.',
    check_again: 'Erneut prüfen',
    checking: 'Wird geprüft …',
  },
  en: {
    waiting_title: 'Your portal access is being set up',
    waiting_intro:
      'You are signed in, but your user does not have access to the portal yet. As soon as your account has been set up, you can use the portal with this sign-in.',
    waiting_help:
      'If you think you should already have access, please contact your sales representative or customer service.',
    check_again: 'Check again',
    checking: 'Checking…',
  },
  es: {
    waiting_title: 'Estamos configurando su acceso al portal',
    waiting_intro:
      'Ha iniciado sesión, pero su usuario todavía no tiene acceso al portal. En cuanto su cuenta esté configurada, podrá utilizar el portal con estos datos de acceso.',
    waiting_help:
      'Si cree que ya debería tener acceso, póngase en contacto con su representante de ventas o con el servicio de atención al cliente.',
    check_again: 'Comprobar de nuevo',
    checking: 'Comprobando…',
  },
  fr: {
    waiting_title: 'Votre accès au portail est en cours de configuration',
    waiting_intro:
      'Vous êtes connecté, mais votre utilisateur n’a pas encore accès au portail. Dès que votre compte sera configuré, vous pourrez utiliser le portail avec cet identifiant.',
    waiting_help:
      'Si vous pensez que vous devriez déjà avoir accès, contactez votre représentant commercial ou le service client.',
    check_again: 'Vérifier à nouveau',
    checking: 'Vérification…',
  },
  it: {
    waiting_title: 'Stiamo configurando il suo accesso al portale',
    waiting_intro:
      'Ha effettuato l’accesso, ma il suo utente non ha ancora accesso al portale. Non appena il suo account sarà configurato, potrà utilizzare il portale con queste credenziali.',
    waiting_help: 'Se ritiene di dover già avere accesso, contatti il suo referente commerciale o il servizio clienti.',
    check_again: 'Verifica di nuovo',
    checking: 'Verifica in corso…',
  },
};
