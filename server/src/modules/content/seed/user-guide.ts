import type { LanguageId } from '@portal/contracts';
import { image } from '../media/catalogue.ts';
import { item, page, place, richText, row, type Block, type SeedPage } from './builders.ts';

/** The user guide's chapters (spec 7, userguide/{segment}). */
export const userGuideSegments = ['getting-started', 'orders', 'documents'] as const;
export type UserGuideSegment = (typeof userGuideSegments)[number];

interface Chapter {
  title: string;
  summary: string;
  blocks: readonly Block[];
}

const chapters: Record<LanguageId, { name: string; alt: string } & Record<UserGuideSegment, Chapter>> = {
  en: {
    name: 'User guide',
    alt: 'Documents with a check mark',
    'getting-started': {
      title: 'Getting started',
      summary: 'Sign in, choose your account and find your way around the portal.',
      blocks: [
        { heading: 'Signing in' },
        {
          steps: [
            'Open the portal and select Sign in.',
            'Enter your business e-mail address and password.',
            'If your company has several sold-to accounts, choose the one you want to work in. You can switch later from the account menu.',
          ],
        },
        { heading: 'Accepting the terms' },
        'The first time an account is used, a person authorised for it accepts the terms and conditions. Until then, the portal shows the terms instead of the dashboard.',
        { heading: 'Finding your way' },
        [
          'Dashboard: news, season dates and shortcuts.',
          'Brands: the B2B shops of the brands you carry.',
          'Orders, Returns and Warranty: your daily business.',
          'Documents: invoices, credit notes and payments.',
          'Help: FAQ, this guide and tickets.',
        ],
      ],
    },
    orders: {
      title: 'Orders and deliveries',
      summary: 'Place orders in the brand shops and follow them until delivery.',
      blocks: [
        { heading: 'Placing an order' },
        {
          steps: [
            'Open Brands and choose a brand shop.',
            'Add articles by size and quantity, or upload an order file.',
            'Check delivery dates and the ship-to, then confirm the order.',
          ],
        },
        { heading: 'Following an order' },
        'Order history lists every order with its status. Open an order to see its lines, confirmed quantities and deliveries. Once a delivery has left the warehouse, each carton has a tracking link.',
        { heading: 'Good to know' },
        [
          'Pre-season orders can be changed until the order window closes.',
          'Replenishment orders are allocated from available stock, usually within two working days.',
        ],
      ],
    },
    documents: {
      title: 'Invoices and documents',
      summary: 'Download invoices and credit notes and keep an eye on open items.',
      blocks: [
        { heading: 'Finding a document' },
        {
          steps: [
            'Open Documents.',
            'Filter by type (invoice, credit note, payment) and by date.',
            'Select a document to download it as PDF.',
          ],
        },
        { heading: 'Open items' },
        'The overview shows which invoices are still open, their due dates and payments received. Payments usually appear two working days after they reach our account.',
        { heading: 'Who sees what' },
        'Documents are shown only to users with the document permission for the account. Ask your account manager if a colleague needs access.',
      ],
    },
  },
  de: {
    name: 'Benutzerhandbuch',
    alt: 'Dokumente mit einem Häkchen',
    'getting-started': {
      title: 'Erste Schritte',
      summary: 'Anmelden, Konto wählen und sich im Portal zurechtfinden.',
      blocks: [
        { heading: 'Anmelden' },
        {
          steps: [
            'Öffnen Sie das Portal und wählen Sie Anmelden.',
            'Geben Sie Ihre geschäftliche E-Mail-Adresse und Ihr Passwort ein.',
            'Hat Ihr Unternehmen mehrere Auftraggeberkonten, wählen Sie das gewünschte aus. Über das Kontomenü können Sie später wechseln.',
          ],
        },
        { heading: 'Bedingungen annehmen' },
        'Bei der ersten Nutzung eines Kontos nimmt eine dafür berechtigte Person die Nutzungsbedingungen an. Bis dahin zeigt das Portal die Bedingungen statt der Startseite.',
        { heading: 'Orientierung' },
        [
          'Startseite: Neuigkeiten, Saisontermine und Schnellzugriffe.',
          'Marken: die B2B-Shops Ihrer Marken.',
          'Aufträge, Retouren und Reklamationen: Ihr Tagesgeschäft.',
          'Dokumente: Rechnungen, Gutschriften und Zahlungen.',
          'Hilfe: häufige Fragen, dieses Handbuch und Tickets.',
        ],
      ],
    },
    orders: {
      title: 'Aufträge und Lieferungen',
      summary: 'In den Markenshops bestellen und Aufträge bis zur Lieferung verfolgen.',
      blocks: [
        { heading: 'Einen Auftrag erfassen' },
        {
          steps: [
            'Öffnen Sie Marken und wählen Sie einen Markenshop.',
            'Fügen Sie Artikel nach Größe und Menge hinzu oder laden Sie eine Auftragsdatei hoch.',
            'Prüfen Sie Liefertermine und Lieferadresse und bestätigen Sie den Auftrag.',
          ],
        },
        { heading: 'Aufträge verfolgen' },
        'Die Auftragshistorie listet jeden Auftrag mit Status. Im Auftrag sehen Sie Positionen, bestätigte Mengen und Lieferungen. Sobald eine Lieferung das Lager verlassen hat, hat jeder Karton einen Sendungsverfolgungslink.',
        { heading: 'Gut zu wissen' },
        [
          'Vororders lassen sich bis zum Ende des Orderfensters ändern.',
          'Nachorders werden aus verfügbarem Bestand zugeteilt, meist innerhalb von zwei Arbeitstagen.',
        ],
      ],
    },
    documents: {
      title: 'Rechnungen und Dokumente',
      summary: 'Rechnungen und Gutschriften herunterladen und offene Posten im Blick behalten.',
      blocks: [
        { heading: 'Ein Dokument finden' },
        {
          steps: [
            'Öffnen Sie Dokumente.',
            'Filtern Sie nach Art (Rechnung, Gutschrift, Zahlung) und Datum.',
            'Wählen Sie ein Dokument, um es als PDF herunterzuladen.',
          ],
        },
        { heading: 'Offene Posten' },
        'Die Übersicht zeigt, welche Rechnungen noch offen sind, ihre Fälligkeiten und eingegangene Zahlungen. Zahlungen erscheinen meist zwei Arbeitstage nach Eingang auf unserem Konto.',
        { heading: 'Wer was sieht' },
        'Dokumente sehen nur Nutzer mit der Dokumentenberechtigung für das Konto. Wenden Sie sich an Ihre Außendienstbetreuung, wenn eine Kollegin oder ein Kollege Zugriff braucht.',
      ],
    },
  },
  es: {
    name: 'Guía de usuario',
    alt: 'Documentos con una marca de verificación',
    'getting-started': {
      title: 'Primeros pasos',
      summary: 'Inicie sesión, elija su cuenta y oriéntese en el portal.',
      blocks: [
        { heading: 'Iniciar sesión' },
        {
          steps: [
            'Abra el portal y seleccione Iniciar sesión.',
            'Introduzca su correo electrónico profesional y su contraseña.',
            'Si su empresa tiene varias cuentas de cliente, elija aquella con la que desea trabajar. Puede cambiarla después desde el menú de la cuenta.',
          ],
        },
        { heading: 'Aceptar las condiciones' },
        'La primera vez que se usa una cuenta, una persona autorizada acepta las condiciones de uso. Hasta entonces, el portal muestra las condiciones en lugar del inicio.',
        { heading: 'Orientarse' },
        [
          'Inicio: novedades, fechas de temporada y accesos directos.',
          'Marcas: las tiendas B2B de las marcas que vende.',
          'Pedidos, Devoluciones y Garantía: su día a día.',
          'Documentos: facturas, abonos y pagos.',
          'Ayuda: preguntas frecuentes, esta guía y tickets.',
        ],
      ],
    },
    orders: {
      title: 'Pedidos y entregas',
      summary: 'Haga pedidos en las tiendas de marca y sígalos hasta la entrega.',
      blocks: [
        { heading: 'Hacer un pedido' },
        {
          steps: [
            'Abra Marcas y elija una tienda de marca.',
            'Añada artículos por talla y cantidad o cargue un archivo de pedido.',
            'Compruebe las fechas de entrega y la dirección de destino y confirme el pedido.',
          ],
        },
        { heading: 'Seguir un pedido' },
        'El historial muestra cada pedido con su estado. Abra un pedido para ver sus líneas, cantidades confirmadas y entregas. Cuando una entrega sale del almacén, cada caja tiene un enlace de seguimiento.',
        { heading: 'Conviene saber' },
        [
          'Los pedidos de pretemporada se pueden modificar hasta el cierre de la ventana.',
          'Los pedidos de reposición se asignan con el stock disponible, normalmente en dos días laborables.',
        ],
      ],
    },
    documents: {
      title: 'Facturas y documentos',
      summary: 'Descargue facturas y abonos y controle sus partidas abiertas.',
      blocks: [
        { heading: 'Encontrar un documento' },
        {
          steps: [
            'Abra Documentos.',
            'Filtre por tipo (factura, abono, pago) y por fecha.',
            'Seleccione un documento para descargarlo en PDF.',
          ],
        },
        { heading: 'Partidas abiertas' },
        'La vista general muestra qué facturas siguen abiertas, sus vencimientos y los pagos recibidos. Los pagos suelen aparecer dos días laborables después de llegar a nuestra cuenta.',
        { heading: 'Quién ve qué' },
        'Los documentos solo se muestran a usuarios con permiso de documentos para la cuenta. Consulte a su gestor comercial si un compañero necesita acceso.',
      ],
    },
  },
  fr: {
    name: 'Guide utilisateur',
    alt: 'Documents avec une coche',
    'getting-started': {
      title: 'Premiers pas',
      summary: 'Se connecter, choisir son compte et s’orienter dans le portail.',
      blocks: [
        { heading: 'Se connecter' },
        {
          steps: [
            'Ouvrez le portail et sélectionnez Se connecter.',
            'Saisissez votre adresse e-mail professionnelle et votre mot de passe.',
            'Si votre entreprise possède plusieurs comptes clients, choisissez celui sur lequel vous voulez travailler. Vous pourrez en changer depuis le menu du compte.',
          ],
        },
        { heading: 'Accepter les conditions' },
        'Lors de la première utilisation d’un compte, une personne habilitée accepte les conditions d’utilisation. D’ici là, le portail affiche les conditions à la place de l’accueil.',
        { heading: 'S’orienter' },
        [
          'Accueil : actualités, dates de saison et raccourcis.',
          'Marques : les boutiques B2B des marques que vous distribuez.',
          'Commandes, Retours et Garantie : votre activité quotidienne.',
          'Documents : factures, avoirs et paiements.',
          'Aide : FAQ, ce guide et tickets.',
        ],
      ],
    },
    orders: {
      title: 'Commandes et livraisons',
      summary: 'Commander dans les boutiques des marques et suivre jusqu’à la livraison.',
      blocks: [
        { heading: 'Passer une commande' },
        {
          steps: [
            'Ouvrez Marques et choisissez une boutique.',
            'Ajoutez les articles par taille et quantité, ou importez un fichier de commande.',
            'Vérifiez les dates de livraison et l’adresse de livraison, puis confirmez.',
          ],
        },
        { heading: 'Suivre une commande' },
        'L’historique liste chaque commande avec son statut. Ouvrez une commande pour voir ses lignes, les quantités confirmées et les livraisons. Dès qu’une livraison a quitté l’entrepôt, chaque carton dispose d’un lien de suivi.',
        { heading: 'Bon à savoir' },
        [
          'Les précommandes sont modifiables jusqu’à la fermeture de la fenêtre.',
          'Les réassorts sont affectés sur le stock disponible, en général sous deux jours ouvrés.',
        ],
      ],
    },
    documents: {
      title: 'Factures et documents',
      summary: 'Télécharger factures et avoirs et suivre les montants ouverts.',
      blocks: [
        { heading: 'Trouver un document' },
        {
          steps: [
            'Ouvrez Documents.',
            'Filtrez par type (facture, avoir, paiement) et par date.',
            'Sélectionnez un document pour le télécharger en PDF.',
          ],
        },
        { heading: 'Montants ouverts' },
        'La vue d’ensemble indique les factures encore ouvertes, leurs échéances et les paiements reçus. Un paiement apparaît en général deux jours ouvrés après son arrivée sur notre compte.',
        { heading: 'Qui voit quoi' },
        'Les documents ne sont visibles que par les utilisateurs disposant de l’autorisation documents pour le compte. Contactez votre commercial si un collègue a besoin d’y accéder.',
      ],
    },
  },
  it: {
    name: 'Guida utente',
    alt: 'Documenti con un segno di spunta',
    'getting-started': {
      title: 'Primi passi',
      summary: 'Accedere, scegliere il conto e orientarsi nel portale.',
      blocks: [
        { heading: 'Accedere' },
        {
          steps: [
            'Aprite il portale e selezionate Accedi.',
            'Inserite l’indirizzo e-mail aziendale e la password.',
            'Se la vostra azienda ha più conti cliente, scegliete quello su cui lavorare. Potrete cambiarlo in seguito dal menu dell’account.',
          ],
        },
        { heading: 'Accettare le condizioni' },
        'Al primo utilizzo di un conto, una persona autorizzata accetta le condizioni d’uso. Fino ad allora il portale mostra le condizioni al posto della home.',
        { heading: 'Orientarsi' },
        [
          'Home: novità, date di stagione e scorciatoie.',
          'Marchi: gli shop B2B dei marchi che trattate.',
          'Ordini, Resi e Garanzia: l’attività quotidiana.',
          'Documenti: fatture, note di credito e pagamenti.',
          'Aiuto: FAQ, questa guida e ticket.',
        ],
      ],
    },
    orders: {
      title: 'Ordini e consegne',
      summary: 'Ordinare negli shop dei marchi e seguire gli ordini fino alla consegna.',
      blocks: [
        { heading: 'Inserire un ordine' },
        {
          steps: [
            'Aprite Marchi e scegliete uno shop.',
            'Aggiungete gli articoli per taglia e quantità, oppure caricate un file d’ordine.',
            'Verificate date di consegna e destinazione merce, poi confermate l’ordine.',
          ],
        },
        { heading: 'Seguire un ordine' },
        'Lo storico elenca ogni ordine con il suo stato. Aprite un ordine per vedere righe, quantità confermate e consegne. Quando una consegna esce dal magazzino, ogni collo ha un link di tracciamento.',
        { heading: 'Da sapere' },
        [
          'I preordini si possono modificare fino alla chiusura della finestra.',
          'I riassortimenti vengono allocati sullo stock disponibile, di solito entro due giorni lavorativi.',
        ],
      ],
    },
    documents: {
      title: 'Fatture e documenti',
      summary: 'Scaricare fatture e note di credito e tenere sotto controllo le partite aperte.',
      blocks: [
        { heading: 'Trovare un documento' },
        {
          steps: [
            'Aprite Documenti.',
            'Filtrate per tipo (fattura, nota di credito, pagamento) e per data.',
            'Selezionate un documento per scaricarlo in PDF.',
          ],
        },
        { heading: 'Partite aperte' },
        'La panoramica mostra le fatture ancora aperte, le scadenze e i pagamenti ricevuti. I pagamenti compaiono di solito due giorni lavorativi dopo l’accredito sul nostro conto.',
        { heading: 'Chi vede cosa' },
        'I documenti sono visibili solo agli utenti con l’autorizzazione documenti per il conto. Rivolgetevi al vostro agente se un collega ha bisogno di accedervi.',
      ],
    },
  },
};

/** One page per chapter and language, key `userguide.<segment>`. */
export const userGuidePages: SeedPage[] = (Object.keys(chapters) as LanguageId[]).sort().flatMap((language) => {
  const guide = chapters[language];
  return userGuideSegments.map((segment) => {
    const chapter = guide[segment];
    return page(`userguide.${segment}`, language, { name: `${guide.name}: ${chapter.title}`, title: chapter.title }, [
      row(
        'intro',
        place(
          item(`${segment}-intro`, 'image-banner', {
            eyebrow: guide.name,
            title: chapter.title,
            subtitle: chapter.summary,
            media: image('user-guide', guide.alt, 'banner'),
          }),
        ),
      ),
      row(
        'chapter',
        place(item(`${segment}-body`, 'rich-text', { title: chapter.title, body: richText(chapter.blocks) })),
      ),
    ]);
  });
});
