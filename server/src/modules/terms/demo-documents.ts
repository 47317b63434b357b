import type { LanguageId } from '@portal/contracts';
import { escapeHtml } from '../../lib/html.ts';

/** The terms version the demo starts with. */
export const demoTermsVersion = '2026-09';

export interface TermsText {
  title: string;
  sections: ReadonlyArray<[heading: string, text: string]>;
}

/** The demo terms' title and sections per language (also the terms PDF of the legal documents page). */
export const termsTexts: Readonly<Record<LanguageId, TermsText>> = {
  en: {
    title: 'Terms and Conditions of Use of the Customer Portal',
    sections: [
      [
        '1. Scope',
        'These terms govern the use of the customer portal by business customers and their authorised users. They supplement the general terms of sale agreed with your sold-to account.',
      ],
      [
        '2. Access and credentials',
        'Access is personal. Keep your credentials confidential and tell us without delay if you suspect misuse. We may suspend access to protect the portal or your account.',
      ],
      [
        '3. Orders and information',
        'Orders placed through the portal are binding once confirmed. Stock, prices and delivery dates shown are for information and may change until confirmation.',
      ],
      [
        '4. Data protection',
        'We process personal data of your users only to provide the portal, as described in our privacy notice.',
      ],
      [
        '5. Changes',
        'We may change these terms. The new version applies once a representative of your account has accepted it.',
      ],
    ],
  },
  de: {
    title: 'Nutzungsbedingungen des Kundenportals',
    sections: [
      [
        '1. Geltungsbereich',
        'Diese Bedingungen regeln die Nutzung des Kundenportals durch Geschäftskunden und deren berechtigte Nutzer. Sie ergänzen die mit Ihrem Auftraggeberkonto vereinbarten Allgemeinen Verkaufsbedingungen.',
      ],
      [
        '2. Zugang und Zugangsdaten',
        'Der Zugang ist persönlich. Halten Sie Ihre Zugangsdaten geheim und informieren Sie uns unverzüglich bei Verdacht auf Missbrauch. Zum Schutz des Portals oder Ihres Kontos können wir den Zugang sperren.',
      ],
      [
        '3. Bestellungen und Informationen',
        'Über das Portal aufgegebene Bestellungen sind mit der Bestätigung verbindlich. Angezeigte Bestände, Preise und Liefertermine dienen der Information und können sich bis zur Bestätigung ändern.',
      ],
      [
        '4. Datenschutz',
        'Personenbezogene Daten Ihrer Nutzer verarbeiten wir ausschließlich zur Bereitstellung des Portals, wie in unserer Datenschutzerklärung beschrieben.',
      ],
      [
        '5. Änderungen',
        'Wir können diese Bedingungen ändern. Die neue Fassung gilt, sobald eine vertretungsberechtigte Person Ihres Kontos sie angenommen hat.',
      ],
    ],
  },
  es: {
    title: 'Condiciones de uso del portal de clientes',
    sections: [
      [
        '1. Ámbito',
        'Estas condiciones regulan el uso del portal de clientes por parte de clientes empresariales y sus usuarios autorizados. Complementan las condiciones generales de venta acordadas con su cuenta de cliente.',
      ],
      [
        '2. Acceso y credenciales',
        'El acceso es personal. Mantenga sus credenciales en secreto e infórmenos sin demora si sospecha un uso indebido. Podemos suspender el acceso para proteger el portal o su cuenta.',
      ],
      [
        '3. Pedidos e información',
        'Los pedidos realizados en el portal son vinculantes una vez confirmados. Las existencias, precios y fechas de entrega mostrados son orientativos y pueden cambiar hasta la confirmación.',
      ],
      [
        '4. Protección de datos',
        'Tratamos los datos personales de sus usuarios únicamente para prestar el portal, según se describe en nuestra política de privacidad.',
      ],
      [
        '5. Cambios',
        'Podemos modificar estas condiciones. La nueva versión se aplica cuando un representante de su cuenta la haya aceptado.',
      ],
    ],
  },
  fr: {
    title: 'Conditions d’utilisation du portail client',
    sections: [
      [
        '1. Champ d’application',
        'Les présentes conditions régissent l’utilisation du portail client par les clients professionnels et leurs utilisateurs autorisés. Elles complètent les conditions générales de vente convenues avec votre compte client.',
      ],
      [
        '2. Accès et identifiants',
        'L’accès est personnel. Gardez vos identifiants confidentiels et prévenez-nous sans délai en cas de soupçon d’abus. Nous pouvons suspendre l’accès pour protéger le portail ou votre compte.',
      ],
      [
        '3. Commandes et informations',
        'Les commandes passées sur le portail sont fermes dès leur confirmation. Les stocks, prix et délais affichés sont indicatifs et peuvent évoluer jusqu’à la confirmation.',
      ],
      [
        '4. Protection des données',
        'Nous traitons les données personnelles de vos utilisateurs uniquement pour fournir le portail, comme décrit dans notre politique de confidentialité.',
      ],
      [
        '5. Modifications',
        'Nous pouvons modifier ces conditions. La nouvelle version s’applique dès qu’un représentant de votre compte l’a acceptée.',
      ],
    ],
  },
  it: {
    title: 'Condizioni d’uso del portale clienti',
    sections: [
      [
        '1. Ambito',
        'Le presenti condizioni disciplinano l’uso del portale clienti da parte dei clienti aziendali e dei loro utenti autorizzati. Integrano le condizioni generali di vendita concordate con il vostro conto cliente.',
      ],
      [
        '2. Accesso e credenziali',
        'L’accesso è personale. Mantenete riservate le vostre credenziali e avvisateci senza indugio in caso di sospetto abuso. Possiamo sospendere l’accesso per proteggere il portale o il vostro conto.',
      ],
      [
        '3. Ordini e informazioni',
        'Gli ordini effettuati tramite il portale sono vincolanti una volta confermati. Disponibilità, prezzi e date di consegna indicati sono informativi e possono cambiare fino alla conferma.',
      ],
      [
        '4. Protezione dei dati',
        'Trattiamo i dati personali dei vostri utenti esclusivamente per fornire il portale, come descritto nella nostra informativa sulla privacy.',
      ],
      [
        '5. Modifiche',
        'Possiamo modificare queste condizioni. La nuova versione si applica quando un rappresentante del vostro conto l’ha accettata.',
      ],
    ],
  },
};

/** The demo terms in every language, as rows of `terms_documents`. */
export const demoTermsDocuments = Object.entries(termsTexts).map(([language, document]) => ({
  version: demoTermsVersion,
  language,
  title: document.title,
  body: document.sections
    .map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(text)}</p>`)
    .join('\n'),
}));
