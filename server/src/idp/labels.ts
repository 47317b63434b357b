import { fallbackLanguage, isLanguageId, type LanguageId } from '@portal/contracts';
import type { PolicyViolation } from '../modules/password/policy.ts';

/** Every text of the server-rendered identity pages and mails. `{name}` marks a placeholder. */
const en = {
  brand: 'Customer Portal',
  languageNav: 'Language',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in with your business e-mail address.',
  username: 'E-mail address',
  password: 'Password',
  signInSubmit: 'Sign in',
  forgotPassword: 'Forgot password?',
  cancel: 'Cancel',
  signInMissing: 'Enter your e-mail address and password.',
  signInInvalid: 'The e-mail address or password is incorrect.',
  signInThrottled:
    'Too many failed sign-in attempts. Please wait a moment before trying again, or reset your password.',
  signInExpired: 'This sign-in page has expired. Please start again.',
  backToSignIn: 'Back to sign-in',
  resetTitle: 'Choose a new password',
  resetIntro:
    'Use at least 10 characters. Do not use your e-mail address, a common password or one of your last 5 passwords.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  resetSubmit: 'Change password',
  resetMismatch: 'The two passwords do not match.',
  resetInvalidLink: 'This link is invalid, has expired or has already been used.',
  requestNewLink: 'Request a new link',
  resetSuccessTitle: 'Password changed',
  resetSuccess: 'Your password has been changed. You can now sign in with your new password.',
  goToSignIn: 'Go to sign-in',
  'policy.too-short': 'The password must have at least 10 characters.',
  'policy.contains-username': 'The password must not contain your e-mail address or user name.',
  'policy.commonly-used': 'This password is too common. Choose one that is harder to guess.',
  'policy.too-weak': 'This password is too easy to guess. Use a longer mix of words, numbers and symbols.',
  'policy.used-recently': 'You have used this password recently. Choose a different one.',
  forgotAccepted:
    'If an account exists for this e-mail address, we have sent it a link to reset the password. Please check your inbox.',
  mailSubject: 'Reset your Customer Portal password',
  mailGreeting: 'Hello {name},',
  mailBody: 'we received a request to reset the password of your portal account. The link is valid for 30 minutes:',
  mailAction: 'Reset password',
  mailIgnore: 'If you did not request this, you can ignore this e-mail. Your password stays unchanged.',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of the Customer Portal?',
  signOutProgress: 'Signing you out…',
  signOutSubmit: 'Sign out',
  staySignedIn: 'Stay signed in',
  signedOutTitle: 'You are signed out',
  signedOut: 'You have signed out of the Customer Portal.',
  signInAgain: 'Sign in again',
  errorTitle: 'Something went wrong',
  errorBody: 'The sign-in could not be completed. Please start again.',
} as const;

export type LabelKey = keyof typeof en;
export type Labels = Record<LabelKey, string>;

const de: Labels = {
  brand: 'Kundenportal',
  languageNav: 'Sprache',
  signInTitle: 'Anmelden',
  signInIntro: 'Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an.',
  username: 'E-Mail-Adresse',
  password: 'Passwort',
  signInSubmit: 'Anmelden',
  forgotPassword: 'Passwort vergessen?',
  cancel: 'Abbrechen',
  signInMissing: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  signInInvalid: 'E-Mail-Adresse oder Passwort ist falsch.',
  signInThrottled:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einen Moment, bevor Sie es erneut versuchen, oder setzen Sie Ihr Passwort zurück.',
  signInExpired: 'Diese Anmeldeseite ist abgelaufen. Bitte beginnen Sie erneut.',
  backToSignIn: 'Zurück zur Anmeldung',
  resetTitle: 'Neues Passwort festlegen',
  resetIntro:
    'Verwenden Sie mindestens 10 Zeichen. Verwenden Sie weder Ihre E-Mail-Adresse noch ein gängiges Passwort oder eines Ihrer letzten 5 Passwörter.',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort bestätigen',
  resetSubmit: 'Passwort ändern',
  resetMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  resetInvalidLink: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
  requestNewLink: 'Neuen Link anfordern',
  resetSuccessTitle: 'Passwort geändert',
  resetSuccess: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  goToSignIn: 'Zur Anmeldung',
  'policy.too-short': 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  'policy.contains-username': 'Das Passwort darf weder Ihre E-Mail-Adresse noch Ihren Benutzernamen enthalten.',
  'policy.commonly-used': 'Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist.',
  'policy.too-weak':
    'Dieses Passwort ist zu leicht zu erraten. Verwenden Sie eine längere Kombination aus Wörtern, Zahlen und Sonderzeichen.',
  'policy.used-recently': 'Sie haben dieses Passwort kürzlich verwendet. Wählen Sie ein anderes.',
  forgotAccepted:
    'Falls für diese E-Mail-Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Bitte prüfen Sie Ihren Posteingang.',
  mailSubject: 'Passwort für das Kundenportal zurücksetzen',
  mailGreeting: 'Guten Tag {name},',
  mailBody:
    'wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Portalkontos erhalten. Der Link ist 30 Minuten gültig:',
  mailAction: 'Passwort zurücksetzen',
  mailIgnore:
    'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
  signOutTitle: 'Abmelden',
  signOutQuestion: 'Möchten Sie sich vom Kundenportal abmelden?',
  signOutProgress: 'Sie werden abgemeldet …',
  signOutSubmit: 'Abmelden',
  staySignedIn: 'Angemeldet bleiben',
  signedOutTitle: 'Sie sind abgemeldet',
  signedOut: 'Sie haben sich vom Kundenportal abgemeldet.',
  signInAgain: 'Erneut anmelden',
  errorTitle: 'Ein Fehler ist aufgetreten',
  errorBody: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte beginnen Sie erneut.',
};

const es: Labels = {
  brand: 'Portal de clientes',
  languageNav: 'Idioma',
  signInTitle: 'Iniciar sesión',
  signInIntro: 'Inicie sesión con su dirección de correo electrónico profesional.',
  username: 'Correo electrónico',
  password: 'Contraseña',
  signInSubmit: 'Iniciar sesión',
  forgotPassword: '¿Ha olvidado su contraseña?',
  cancel: 'Cancelar',
  signInMissing: 'Introduzca su correo electrónico y su contraseña.',
  signInInvalid: 'El correo electrónico o la contraseña no son correctos.',
  signInThrottled:
    'Demasiados intentos fallidos de inicio de sesión. Espere un momento antes de volver a intentarlo o restablezca su contraseña.',
  signInExpired: 'Esta página de inicio de sesión ha caducado. Vuelva a empezar.',
  backToSignIn: 'Volver al inicio de sesión',
  resetTitle: 'Elija una nueva contraseña',
  resetIntro:
    'Utilice al menos 10 caracteres. No utilice su correo electrónico, una contraseña común ni ninguna de sus 5 últimas contraseñas.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirme la nueva contraseña',
  resetSubmit: 'Cambiar contraseña',
  resetMismatch: 'Las dos contraseñas no coinciden.',
  resetInvalidLink: 'Este enlace no es válido, ha caducado o ya se ha utilizado.',
  requestNewLink: 'Solicitar un nuevo enlace',
  resetSuccessTitle: 'Contraseña cambiada',
  resetSuccess: 'Su contraseña se ha cambiado. Ya puede iniciar sesión con la nueva contraseña.',
  goToSignIn: 'Ir al inicio de sesión',
  'policy.too-short': 'La contraseña debe tener al menos 10 caracteres.',
  'policy.contains-username': 'La contraseña no debe contener su correo electrónico ni su nombre de usuario.',
  'policy.commonly-used': 'Esta contraseña es demasiado común. Elija una más difícil de adivinar.',
  'policy.too-weak':
    'Esta contraseña es demasiado fácil de adivinar. Utilice una combinación más larga de palabras, números y símbolos.',
  'policy.used-recently': 'Ha utilizado esta contraseña recientemente. Elija otra distinta.',
  forgotAccepted:
    'Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para restablecer la contraseña. Revise su bandeja de entrada.',
  mailSubject: 'Restablezca su contraseña del Portal de clientes',
  mailGreeting: 'Hola, {name}:',
  mailBody:
    'Hemos recibido una solicitud para restablecer la contraseña de su cuenta del portal. El enlace es válido durante 30 minutos:',
  mailAction: 'Restablecer contraseña',
  mailIgnore: 'Si no ha solicitado este cambio, puede ignorar este correo. Su contraseña no se modificará.',
  signOutTitle: 'Cerrar sesión',
  signOutQuestion: '¿Desea cerrar la sesión del Portal de clientes?',
  signOutProgress: 'Cerrando la sesión…',
  signOutSubmit: 'Cerrar sesión',
  staySignedIn: 'Mantener la sesión',
  signedOutTitle: 'Ha cerrado la sesión',
  signedOut: 'Ha cerrado la sesión del Portal de clientes.',
  signInAgain: 'Volver a iniciar sesión',
  errorTitle: 'Se ha producido un error',
  errorBody: 'No se ha podido completar el inicio de sesión. Vuelva a empezar.',
};

const fr: Labels = {
  brand: 'Portail clients',
  languageNav: 'Langue',
  signInTitle: 'Connexion',
  signInIntro: 'Connectez-vous avec votre adresse e-mail professionnelle.',
  username: 'Adresse e-mail',
  password: 'Mot de passe',
  signInSubmit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  cancel: 'Annuler',
  signInMissing: 'Saisissez votre adresse e-mail et votre mot de passe.',
  signInInvalid: 'L’adresse e-mail ou le mot de passe est incorrect.',
  signInThrottled:
    'Trop de tentatives de connexion infructueuses. Patientez un instant avant de réessayer ou réinitialisez votre mot de passe.',
  signInExpired: 'Cette page de connexion a expiré. Veuillez recommencer.',
  backToSignIn: 'Retour à la connexion',
  resetTitle: 'Choisissez un nouveau mot de passe',
  resetIntro:
    'Utilisez au moins 10 caractères. N’utilisez ni votre adresse e-mail, ni un mot de passe courant, ni l’un de vos 5 derniers mots de passe.',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmez le nouveau mot de passe',
  resetSubmit: 'Modifier le mot de passe',
  resetMismatch: 'Les deux mots de passe ne correspondent pas.',
  resetInvalidLink: 'Ce lien n’est pas valide, a expiré ou a déjà été utilisé.',
  requestNewLink: 'Demander un nouveau lien',
  resetSuccessTitle: 'Mot de passe modifié',
  resetSuccess:
    'Votre mot de passe a été modifié. Vous pouvez désormais vous connecter avec votre nouveau mot de passe.',
  goToSignIn: 'Aller à la connexion',
  'policy.too-short': 'Le mot de passe doit comporter au moins 10 caractères.',
  'policy.contains-username': 'Le mot de passe ne doit contenir ni votre adresse e-mail ni votre nom d’utilisateur.',
  'policy.commonly-used': 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  'policy.too-weak':
    'Ce mot de passe est trop facile à deviner. Utilisez une combinaison plus longue de mots, de chiffres et de symboles.',
  'policy.used-recently': 'Vous avez utilisé ce mot de passe récemment. Choisissez-en un autre.',
  forgotAccepted:
    'Si un compte existe pour cette adresse e-mail, nous y avons envoyé un lien de réinitialisation du mot de passe. Veuillez consulter votre boîte de réception.',
  mailSubject: 'Réinitialisez votre mot de passe du Portail clients',
  mailGreeting: 'Bonjour {name},',
  mailBody:
    'nous avons reçu une demande de réinitialisation du mot de passe de votre compte du portail. Le lien est valable 30 minutes :',
  mailAction: 'Réinitialiser le mot de passe',
  mailIgnore:
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail. Votre mot de passe reste inchangé.',
  signOutTitle: 'Déconnexion',
  signOutQuestion: 'Voulez-vous vous déconnecter du Portail clients ?',
  signOutProgress: 'Déconnexion en cours…',
  signOutSubmit: 'Se déconnecter',
  staySignedIn: 'Rester connecté',
  signedOutTitle: 'Vous êtes déconnecté',
  signedOut: 'Vous vous êtes déconnecté du Portail clients.',
  signInAgain: 'Se reconnecter',
  errorTitle: 'Une erreur est survenue',
  errorBody: 'La connexion n’a pas pu aboutir. Veuillez recommencer.',
};

const it: Labels = {
  brand: 'Portale clienti',
  languageNav: 'Lingua',
  signInTitle: 'Accedi',
  signInIntro: 'Accedi con il tuo indirizzo e-mail aziendale.',
  username: 'Indirizzo e-mail',
  password: 'Password',
  signInSubmit: 'Accedi',
  forgotPassword: 'Password dimenticata?',
  cancel: 'Annulla',
  signInMissing: 'Inserisci il tuo indirizzo e-mail e la password.',
  signInInvalid: 'L’indirizzo e-mail o la password non sono corretti.',
  signInThrottled:
    'Troppi tentativi di accesso non riusciti. Attendi un momento prima di riprovare o reimposta la password.',
  signInExpired: 'Questa pagina di accesso è scaduta. Ricomincia da capo.',
  backToSignIn: 'Torna all’accesso',
  resetTitle: 'Scegli una nuova password',
  resetIntro:
    'Usa almeno 10 caratteri. Non usare il tuo indirizzo e-mail, una password comune o una delle tue ultime 5 password.',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma la nuova password',
  resetSubmit: 'Cambia password',
  resetMismatch: 'Le due password non coincidono.',
  resetInvalidLink: 'Questo link non è valido, è scaduto o è già stato utilizzato.',
  requestNewLink: 'Richiedi un nuovo link',
  resetSuccessTitle: 'Password modificata',
  resetSuccess: 'La tua password è stata modificata. Ora puoi accedere con la nuova password.',
  goToSignIn: 'Vai all’accesso',
  'policy.too-short': 'La password deve contenere almeno 10 caratteri.',
  'policy.contains-username': 'La password non deve contenere il tuo indirizzo e-mail o il tuo nome utente.',
  'policy.commonly-used': 'Questa password è troppo comune. Scegline una più difficile da indovinare.',
  'policy.too-weak':
    'Questa password è troppo facile da indovinare. Usa una combinazione più lunga di parole, numeri e simboli.',
  'policy.used-recently': 'Hai usato questa password di recente. Scegline una diversa.',
  forgotAccepted:
    'Se esiste un account per questo indirizzo e-mail, abbiamo inviato un link per reimpostare la password. Controlla la tua casella di posta.',
  mailSubject: 'Reimposta la password del Portale clienti',
  mailGreeting: 'Gentile {name},',
  mailBody:
    'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account del portale. Il link è valido per 30 minuti:',
  mailAction: 'Reimposta password',
  mailIgnore: 'Se non hai richiesto la reimpostazione, puoi ignorare questa e-mail. La tua password resta invariata.',
  signOutTitle: 'Esci',
  signOutQuestion: 'Vuoi uscire dal Portale clienti?',
  signOutProgress: 'Disconnessione in corso…',
  signOutSubmit: 'Esci',
  staySignedIn: 'Resta connesso',
  signedOutTitle: 'Sei uscito',
  signedOut: 'Sei uscito dal Portale clienti.',
  signInAgain: 'Accedi di nuovo',
  errorTitle: 'Si è verificato un errore',
  errorBody: 'Non è stato possibile completare l’accesso. Ricomincia da capo.',
};

export const labels: Record<LanguageId, Labels> = { de, en, es, fr, it };

export function labelsFor(language: LanguageId): Labels {
  return labels[language];
}

export function policyMessage(language: LanguageId, violation: PolicyViolation): string {
  return labels[language][`policy.${violation}`];
}

/** Replaces `{name}` placeholders. */
export function format(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The page language: an explicit choice (`lang`) wins, then the first supported entry of a space-separated
 * `ui_locales` list ("fr-CA de"), else the fallback.
 */
export function pickLanguage(lang: unknown, uiLocales?: unknown): LanguageId {
  if (isLanguageId(lang)) return lang;
  if (typeof uiLocales === 'string') {
    for (const locale of uiLocales.split(/\s+/)) {
      const prefix = locale.slice(0, 2).toLowerCase();
      if (isLanguageId(prefix)) return prefix;
    }
  }
  return fallbackLanguage;
}
