import type { LanguageId, LegalDocumentPlacement } from '@portal/contracts';
import { demoTermsVersion, termsTexts } from '../../terms/demo-documents.ts';
import type { PdfText } from '../media/pdf.ts';

/** Version of the privacy and cookie policies the demo starts with. */
export const legalPoliciesVersion = '2026-09';

const privacyPolicy: Record<LanguageId, PdfText> = {
  en: {
    title: 'Privacy Policy of the Customer Portal',
    lead: 'This policy explains which personal data we process when you and your colleagues use the customer portal of the Group, why we do so and which rights you have.',
    sections: [
      [
        '1. Who is responsible',
        'The Group company that sells to your sold-to account operates the portal and is the controller of the personal data processed in it. Our data protection officer can be reached through the contact form in the Help section.',
      ],
      [
        '2. What we process',
        'Account data (name, business e-mail address, language, role), the sold-to accounts and permissions assigned to you, your activity in the portal (sign-ins, orders, tickets, document downloads) and technical data such as IP address and browser type.',
      ],
      [
        '3. Why we process it',
        'To give you access to the portal, to process orders, deliveries, invoices, returns and warranty claims, to answer your requests and to keep the portal secure. The legal bases are the performance of our contract with your company and our legitimate interest in a secure, well-run service.',
      ],
      [
        '4. Who receives it',
        'Group companies involved in serving your account, and service providers that host and support the portal on our behalf under data processing agreements. Transfers outside the European Economic Area rely on the European Commission’s standard contractual clauses.',
      ],
      [
        '5. How long we keep it',
        'Account data for as long as your access exists and up to twelve months after it ends; order and invoice records for the periods commercial and tax law require; security logs for ninety days.',
      ],
      [
        '6. Your rights',
        'You may ask for access to, correction or deletion of your data, restrict or object to its processing and receive it in a portable format. You may also lodge a complaint with a data protection authority.',
      ],
    ],
  },
  de: {
    title: 'Datenschutzerklärung des Kundenportals',
    lead: 'Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wenn Sie und Ihre Kolleginnen und Kollegen das Kundenportal der Gruppe nutzen, zu welchem Zweck dies geschieht und welche Rechte Sie haben.',
    sections: [
      [
        '1. Verantwortlicher',
        'Verantwortlich ist die Gesellschaft der Gruppe, die an Ihr Auftraggeberkonto liefert und das Portal betreibt. Unseren Datenschutzbeauftragten erreichen Sie über das Kontaktformular im Hilfebereich.',
      ],
      [
        '2. Welche Daten wir verarbeiten',
        'Kontodaten (Name, geschäftliche E-Mail-Adresse, Sprache, Rolle), die Ihnen zugeordneten Auftraggeberkonten und Berechtigungen, Ihre Aktivitäten im Portal (Anmeldungen, Bestellungen, Tickets, Dokumentenabrufe) sowie technische Daten wie IP-Adresse und Browsertyp.',
      ],
      [
        '3. Zwecke und Rechtsgrundlagen',
        'Wir verarbeiten die Daten, um Ihnen den Zugang zum Portal zu ermöglichen, Bestellungen, Lieferungen, Rechnungen, Retouren und Reklamationen abzuwickeln, Ihre Anfragen zu beantworten und das Portal zu schützen. Rechtsgrundlagen sind die Erfüllung unseres Vertrags mit Ihrem Unternehmen und unser berechtigtes Interesse an einem sicheren, zuverlässigen Betrieb.',
      ],
      [
        '4. Empfänger',
        'Gesellschaften der Gruppe, die an der Betreuung Ihres Kontos beteiligt sind, sowie Dienstleister, die das Portal in unserem Auftrag betreiben und auf Grundlage von Auftragsverarbeitungsverträgen tätig sind. Übermittlungen außerhalb des Europäischen Wirtschaftsraums stützen sich auf die Standardvertragsklauseln der Europäischen Kommission.',
      ],
      [
        '5. Speicherdauer',
        'Kontodaten speichern wir, solange Ihr Zugang besteht, und bis zu zwölf Monate danach; Bestell- und Rechnungsdaten für die handels- und steuerrechtlich vorgeschriebenen Fristen; Sicherheitsprotokolle für neunzig Tage.',
      ],
      [
        '6. Ihre Rechte',
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Widerspruch und Datenübertragbarkeit. Außerdem können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren.',
      ],
    ],
  },
  es: {
    title: 'Política de privacidad del portal de clientes',
    lead: 'Esta política explica qué datos personales tratamos cuando usted y sus compañeros utilizan el portal de clientes del Grupo, con qué finalidad lo hacemos y qué derechos le asisten.',
    sections: [
      [
        '1. Responsable del tratamiento',
        'La sociedad del Grupo que vende a su cuenta de cliente opera el portal y es la responsable de los datos personales que se tratan en él. Puede contactar con nuestro delegado de protección de datos mediante el formulario de la sección Ayuda.',
      ],
      [
        '2. Datos que tratamos',
        'Datos de la cuenta (nombre, correo electrónico profesional, idioma, función), las cuentas de cliente y los permisos que tiene asignados, su actividad en el portal (inicios de sesión, pedidos, tickets, descargas de documentos) y datos técnicos como la dirección IP y el tipo de navegador.',
      ],
      [
        '3. Finalidades y bases jurídicas',
        'Darle acceso al portal, gestionar pedidos, entregas, facturas, devoluciones y garantías, responder a sus consultas y mantener la seguridad del portal. Las bases jurídicas son la ejecución de nuestro contrato con su empresa y nuestro interés legítimo en un servicio seguro y bien gestionado.',
      ],
      [
        '4. Destinatarios',
        'Las sociedades del Grupo que atienden su cuenta y los proveedores que alojan y mantienen el portal por cuenta nuestra en virtud de contratos de encargo del tratamiento. Las transferencias fuera del Espacio Económico Europeo se basan en las cláusulas contractuales tipo de la Comisión Europea.',
      ],
      [
        '5. Plazos de conservación',
        'Los datos de la cuenta, mientras su acceso esté activo y hasta doce meses después; los registros de pedidos y facturas, durante los plazos que exige la legislación mercantil y fiscal; los registros de seguridad, noventa días.',
      ],
      [
        '6. Sus derechos',
        'Puede solicitar el acceso, la rectificación o la supresión de sus datos, limitar u oponerse a su tratamiento y recibirlos en un formato portable. También puede presentar una reclamación ante una autoridad de protección de datos.',
      ],
    ],
  },
  fr: {
    title: 'Politique de confidentialité du portail client',
    lead: 'Cette politique explique quelles données personnelles nous traitons lorsque vous et vos collègues utilisez le portail client du Groupe, dans quel but et quels sont vos droits.',
    sections: [
      [
        '1. Responsable du traitement',
        'La société du Groupe qui vend à votre compte client exploite le portail et est responsable des données personnelles qui y sont traitées. Notre délégué à la protection des données est joignable via le formulaire de contact de la rubrique Aide.',
      ],
      [
        '2. Données traitées',
        'Données de compte (nom, adresse e-mail professionnelle, langue, rôle), comptes clients et autorisations qui vous sont attribués, votre activité sur le portail (connexions, commandes, tickets, téléchargements de documents) et données techniques telles que l’adresse IP et le type de navigateur.',
      ],
      [
        '3. Finalités et bases légales',
        'Vous donner accès au portail, traiter les commandes, livraisons, factures, retours et demandes de garantie, répondre à vos demandes et sécuriser le portail. Les bases légales sont l’exécution de notre contrat avec votre entreprise et notre intérêt légitime à offrir un service sûr et bien géré.',
      ],
      [
        '4. Destinataires',
        'Les sociétés du Groupe qui gèrent votre compte et les prestataires qui hébergent et maintiennent le portail pour notre compte dans le cadre de contrats de sous-traitance. Les transferts hors de l’Espace économique européen reposent sur les clauses contractuelles types de la Commission européenne.',
      ],
      [
        '5. Durées de conservation',
        'Les données de compte tant que votre accès existe et jusqu’à douze mois après sa fin ; les données de commandes et de factures pendant les durées imposées par le droit commercial et fiscal ; les journaux de sécurité pendant quatre-vingt-dix jours.',
      ],
      [
        '6. Vos droits',
        'Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, limiter leur traitement ou vous y opposer et les recevoir dans un format portable. Vous pouvez également introduire une réclamation auprès d’une autorité de protection des données.',
      ],
    ],
  },
  it: {
    title: 'Informativa sulla privacy del portale clienti',
    lead: 'La presente informativa spiega quali dati personali trattiamo quando voi e i vostri colleghi utilizzate il portale clienti del Gruppo, per quali finalità e quali diritti vi spettano.',
    sections: [
      [
        '1. Titolare del trattamento',
        'La società del Gruppo che vende al vostro conto cliente gestisce il portale ed è titolare dei dati personali trattati al suo interno. Il nostro responsabile della protezione dei dati è raggiungibile tramite il modulo di contatto nella sezione Aiuto.',
      ],
      [
        '2. Dati trattati',
        'Dati dell’account (nome, indirizzo e-mail aziendale, lingua, ruolo), i conti cliente e le autorizzazioni assegnati, la vostra attività nel portale (accessi, ordini, ticket, download di documenti) e dati tecnici come indirizzo IP e tipo di browser.',
      ],
      [
        '3. Finalità e basi giuridiche',
        'Consentirvi l’accesso al portale, gestire ordini, consegne, fatture, resi e garanzie, rispondere alle vostre richieste e proteggere il portale. Le basi giuridiche sono l’esecuzione del contratto con la vostra azienda e il nostro legittimo interesse a un servizio sicuro e ben gestito.',
      ],
      [
        '4. Destinatari',
        'Le società del Gruppo che seguono il vostro conto e i fornitori che ospitano e assistono il portale per nostro conto in base ad accordi sul trattamento dei dati. I trasferimenti al di fuori dello Spazio economico europeo si basano sulle clausole contrattuali tipo della Commissione europea.',
      ],
      [
        '5. Periodo di conservazione',
        'I dati dell’account per tutta la durata dell’accesso e fino a dodici mesi dopo la sua cessazione; i dati di ordini e fatture per i periodi previsti dalla normativa civilistica e fiscale; i log di sicurezza per novanta giorni.',
      ],
      [
        '6. I vostri diritti',
        'Potete chiedere l’accesso ai vostri dati, la rettifica o la cancellazione, limitarne il trattamento od opporvi e riceverli in un formato portabile. Potete inoltre proporre reclamo a un’autorità di controllo per la protezione dei dati.',
      ],
    ],
  },
};

const cookiePolicy: Record<LanguageId, PdfText> = {
  en: {
    title: 'Cookie Policy of the Customer Portal',
    lead: 'The portal stores a few small pieces of information in your browser. This policy explains what they are and how you decide about them.',
    sections: [
      [
        '1. Strictly necessary storage',
        'Your sign-in session, the selected sold-to account, your language and your cookie choice are kept in your browser so the portal works. They cannot be switched off and are deleted when you sign out or when they expire.',
      ],
      [
        '2. Analytics',
        'With your consent we measure how pages are used (pages visited, language, country, your account type) to improve the portal. Without consent an opt-out cookie is set and no analytics data is collected. Internal staff are never measured.',
      ],
      [
        '3. Your choice',
        'The portal asks for your choice when you first sign in. You can accept all or decline; your choice is stored for a limited time, after which we ask again. You can change it at any time through the cookie policy link in the portal.',
      ],
      [
        '4. More information',
        'How we process personal data in general is described in the privacy policy, which is available on the same page as this policy.',
      ],
    ],
  },
  de: {
    title: 'Cookie-Richtlinie des Kundenportals',
    lead: 'Das Portal speichert einige wenige Informationen in Ihrem Browser. Diese Richtlinie erklärt, worum es sich handelt und wie Sie darüber entscheiden.',
    sections: [
      [
        '1. Unbedingt erforderliche Speicherung',
        'Ihre Anmeldesitzung, das gewählte Auftraggeberkonto, Ihre Sprache und Ihre Cookie-Auswahl werden in Ihrem Browser gespeichert, damit das Portal funktioniert. Sie lassen sich nicht abschalten und werden beim Abmelden oder nach Ablauf gelöscht.',
      ],
      [
        '2. Analyse',
        'Mit Ihrer Einwilligung messen wir, wie Seiten genutzt werden (besuchte Seiten, Sprache, Land, Kontotyp), um das Portal zu verbessern. Ohne Einwilligung wird ein Opt-out-Cookie gesetzt und es werden keine Analysedaten erhoben. Interne Mitarbeitende werden nie gemessen.',
      ],
      [
        '3. Ihre Entscheidung',
        'Das Portal fragt bei der ersten Anmeldung nach Ihrer Entscheidung. Sie können alles akzeptieren oder ablehnen; Ihre Auswahl gilt für einen begrenzten Zeitraum, danach fragen wir erneut. Über den Link zur Cookie-Richtlinie im Portal können Sie sie jederzeit ändern.',
      ],
      [
        '4. Weitere Informationen',
        'Wie wir personenbezogene Daten allgemein verarbeiten, beschreibt die Datenschutzerklärung auf derselben Seite wie diese Richtlinie.',
      ],
    ],
  },
  es: {
    title: 'Política de cookies del portal de clientes',
    lead: 'El portal guarda algunos datos pequeños en su navegador. Esta política explica cuáles son y cómo decide usted sobre ellos.',
    sections: [
      [
        '1. Almacenamiento estrictamente necesario',
        'Su sesión, la cuenta de cliente seleccionada, su idioma y su elección sobre cookies se guardan en el navegador para que el portal funcione. No pueden desactivarse y se eliminan al cerrar sesión o cuando caducan.',
      ],
      [
        '2. Analítica',
        'Con su consentimiento medimos cómo se usan las páginas (páginas visitadas, idioma, país, tipo de cuenta) para mejorar el portal. Sin consentimiento se instala una cookie de exclusión y no se recogen datos analíticos. El personal interno nunca se mide.',
      ],
      [
        '3. Su elección',
        'El portal le pide su elección en el primer inicio de sesión. Puede aceptar todo o rechazar; su elección se guarda durante un tiempo limitado y después volvemos a preguntar. Puede cambiarla en cualquier momento desde el enlace a la política de cookies del portal.',
      ],
      [
        '4. Más información',
        'Cómo tratamos los datos personales en general se describe en la política de privacidad, disponible en la misma página que esta política.',
      ],
    ],
  },
  fr: {
    title: 'Politique relative aux cookies du portail client',
    lead: 'Le portail enregistre quelques informations dans votre navigateur. Cette politique explique lesquelles et comment vous décidez à leur sujet.',
    sections: [
      [
        '1. Stockage strictement nécessaire',
        'Votre session, le compte client sélectionné, votre langue et votre choix en matière de cookies sont conservés dans votre navigateur pour que le portail fonctionne. Ils ne peuvent pas être désactivés et sont supprimés à la déconnexion ou à leur expiration.',
      ],
      [
        '2. Mesure d’audience',
        'Avec votre consentement, nous mesurons l’utilisation des pages (pages consultées, langue, pays, type de compte) afin d’améliorer le portail. Sans consentement, un cookie de refus est déposé et aucune donnée n’est collectée. Le personnel interne n’est jamais mesuré.',
      ],
      [
        '3. Votre choix',
        'Le portail vous demande votre choix lors de votre première connexion. Vous pouvez tout accepter ou refuser ; votre choix est conservé pour une durée limitée, après quoi nous vous le redemandons. Vous pouvez le modifier à tout moment via le lien vers la politique relative aux cookies.',
      ],
      [
        '4. En savoir plus',
        'La manière dont nous traitons les données personnelles en général est décrite dans la politique de confidentialité, disponible sur la même page que cette politique.',
      ],
    ],
  },
  it: {
    title: 'Cookie policy del portale clienti',
    lead: 'Il portale memorizza alcune piccole informazioni nel vostro browser. Questa policy spiega di cosa si tratta e come potete decidere.',
    sections: [
      [
        '1. Memorizzazione strettamente necessaria',
        'La sessione di accesso, il conto cliente selezionato, la lingua e la vostra scelta sui cookie sono conservati nel browser affinché il portale funzioni. Non possono essere disattivati e vengono eliminati all’uscita o alla scadenza.',
      ],
      [
        '2. Statistiche',
        'Con il vostro consenso misuriamo l’uso delle pagine (pagine visitate, lingua, paese, tipo di account) per migliorare il portale. Senza consenso viene impostato un cookie di opt-out e non si raccolgono dati statistici. Il personale interno non viene mai misurato.',
      ],
      [
        '3. La vostra scelta',
        'Il portale vi chiede la vostra scelta al primo accesso. Potete accettare tutto o rifiutare; la scelta resta valida per un periodo limitato, dopo il quale ve la chiediamo di nuovo. Potete modificarla in qualsiasi momento dal link alla cookie policy nel portale.',
      ],
      [
        '4. Ulteriori informazioni',
        'Il modo in cui trattiamo i dati personali in generale è descritto nell’informativa sulla privacy, disponibile nella stessa pagina di questa policy.',
      ],
    ],
  },
};

/** The terms customers accept (terms module), as the PDF of the legal documents page. */
function termsAsPdf(language: LanguageId): PdfText {
  const { title, sections } = termsTexts[language];
  return { title, sections };
}

export interface LegalDocument {
  version: string;
  texts: Readonly<Record<LanguageId, PdfText>>;
}

/** The documents of the legal documents page (spec 7, contents-doc), by placement name. */
export const legalDocuments: Readonly<Record<LegalDocumentPlacement, LegalDocument>> = {
  'privacy-policy': { version: legalPoliciesVersion, texts: privacyPolicy },
  'cookie-policy': { version: legalPoliciesVersion, texts: cookiePolicy },
  'terms-and-conditions': {
    version: demoTermsVersion,
    texts: {
      de: termsAsPdf('de'),
      en: termsAsPdf('en'),
      es: termsAsPdf('es'),
      fr: termsAsPdf('fr'),
      it: termsAsPdf('it'),
    },
  },
};
