import type { LanguageId } from '@portal/contracts';
import { image } from '../media/catalogue.ts';
import { entries, item, link, page, perLanguage, place, richText, row, type Block, type SeedPage } from './builders.ts';

interface Card {
  title: string;
  body: string;
  cta: string;
}

interface HelpTexts {
  name: string;
  title: string;
  hero: { title: string; subtitle: string; alt: string };
  cards: readonly [Card, Card, Card];
  hours: { title: string; body: string };
  checklist: { title: string; blocks: readonly Block[] };
}

const texts: Record<LanguageId, HelpTexts> = {
  en: {
    name: 'Help',
    title: 'Help and support',
    hero: {
      title: 'How can we help?',
      subtitle: 'Find answers in the FAQ and the user guide, or ask our customer service team.',
      alt: 'Calm ocean waves under a clear sky',
    },
    cards: [
      {
        title: 'Frequently asked questions',
        body: 'Orders, deliveries, invoices, returns and access.',
        cta: 'Browse the FAQ',
      },
      {
        title: 'User guide',
        body: 'Step-by-step instructions for every part of the portal.',
        cta: 'Open the user guide',
      },
      { title: 'Tickets', body: 'Ask a question or follow up on a request you already sent.', cta: 'Go to tickets' },
    ],
    hours: {
      title: 'Customer service hours',
      body: 'Monday to Friday, 8:00 to 18:00 CET, except public holidays. Tickets are answered within one business day; urgent delivery issues within four working hours.',
    },
    checklist: {
      title: 'Before you contact us',
      blocks: [
        'Having these details at hand lets us solve your request at the first reply:',
        [
          'your customer number and the ship-to concerned',
          'the order, delivery or invoice number',
          'article numbers, sizes and quantities',
          'photos for damaged goods or warranty claims',
        ],
      ],
    },
  },
  de: {
    name: 'Hilfe',
    title: 'Hilfe und Support',
    hero: {
      title: 'Wie können wir helfen?',
      subtitle:
        'Antworten finden Sie in den häufigen Fragen und im Benutzerhandbuch – oder fragen Sie unseren Kundenservice.',
      alt: 'Ruhige Meereswellen unter klarem Himmel',
    },
    cards: [
      {
        title: 'Häufige Fragen',
        body: 'Aufträge, Lieferungen, Rechnungen, Retouren und Zugang.',
        cta: 'Fragen durchsuchen',
      },
      {
        title: 'Benutzerhandbuch',
        body: 'Schritt-für-Schritt-Anleitungen für alle Bereiche des Portals.',
        cta: 'Handbuch öffnen',
      },
      {
        title: 'Tickets',
        body: 'Stellen Sie eine Frage oder verfolgen Sie eine bereits gesendete Anfrage.',
        cta: 'Zu den Tickets',
      },
    ],
    hours: {
      title: 'Servicezeiten',
      body: 'Montag bis Freitag, 8:00 bis 18:00 Uhr MEZ, außer an Feiertagen. Tickets beantworten wir innerhalb eines Werktags, dringende Lieferprobleme innerhalb von vier Arbeitsstunden.',
    },
    checklist: {
      title: 'Bevor Sie uns kontaktieren',
      blocks: [
        'Mit diesen Angaben können wir Ihre Anfrage gleich bei der ersten Antwort lösen:',
        [
          'Ihre Kundennummer und die betroffene Lieferadresse',
          'die Auftrags-, Lieferschein- oder Rechnungsnummer',
          'Artikelnummern, Größen und Mengen',
          'Fotos bei beschädigter Ware oder Reklamationen',
        ],
      ],
    },
  },
  es: {
    name: 'Ayuda',
    title: 'Ayuda y soporte',
    hero: {
      title: '¿Cómo podemos ayudarle?',
      subtitle:
        'Encuentre respuestas en las preguntas frecuentes y en la guía de usuario, o consulte a nuestro equipo de atención al cliente.',
      alt: 'Olas tranquilas bajo un cielo despejado',
    },
    cards: [
      {
        title: 'Preguntas frecuentes',
        body: 'Pedidos, entregas, facturas, devoluciones y acceso.',
        cta: 'Ver las preguntas',
      },
      {
        title: 'Guía de usuario',
        body: 'Instrucciones paso a paso para cada sección del portal.',
        cta: 'Abrir la guía',
      },
      { title: 'Tickets', body: 'Haga una consulta o siga una solicitud que ya ha enviado.', cta: 'Ir a los tickets' },
    ],
    hours: {
      title: 'Horario de atención al cliente',
      body: 'De lunes a viernes, de 8:00 a 18:00 CET, excepto festivos. Respondemos a los tickets en un día laborable y a las incidencias urgentes de entrega en cuatro horas laborables.',
    },
    checklist: {
      title: 'Antes de contactarnos',
      blocks: [
        'Con estos datos a mano podemos resolver su solicitud en la primera respuesta:',
        [
          'su número de cliente y la dirección de entrega afectada',
          'el número de pedido, entrega o factura',
          'referencias, tallas y cantidades',
          'fotos en caso de mercancía dañada o reclamaciones de garantía',
        ],
      ],
    },
  },
  fr: {
    name: 'Aide',
    title: 'Aide et assistance',
    hero: {
      title: 'Comment pouvons-nous vous aider ?',
      subtitle: 'Trouvez des réponses dans la FAQ et le guide utilisateur, ou contactez notre service client.',
      alt: 'Vagues paisibles sous un ciel dégagé',
    },
    cards: [
      {
        title: 'Questions fréquentes',
        body: 'Commandes, livraisons, factures, retours et accès.',
        cta: 'Parcourir la FAQ',
      },
      {
        title: 'Guide utilisateur',
        body: 'Des instructions pas à pas pour chaque partie du portail.',
        cta: 'Ouvrir le guide',
      },
      { title: 'Tickets', body: 'Posez une question ou suivez une demande déjà envoyée.', cta: 'Voir les tickets' },
    ],
    hours: {
      title: 'Horaires du service client',
      body: 'Du lundi au vendredi, de 8 h à 18 h (CET), hors jours fériés. Les tickets reçoivent une réponse sous un jour ouvré, les problèmes de livraison urgents sous quatre heures ouvrées.',
    },
    checklist: {
      title: 'Avant de nous contacter',
      blocks: [
        'Avec ces informations, nous pouvons traiter votre demande dès la première réponse :',
        [
          'votre numéro client et l’adresse de livraison concernée',
          'le numéro de commande, de livraison ou de facture',
          'les références, tailles et quantités',
          'des photos en cas de marchandise endommagée ou de demande de garantie',
        ],
      ],
    },
  },
  it: {
    name: 'Aiuto',
    title: 'Aiuto e assistenza',
    hero: {
      title: 'Come possiamo aiutarvi?',
      subtitle: 'Trovate le risposte nelle FAQ e nella guida utente, oppure chiedete al nostro servizio clienti.',
      alt: 'Onde calme sotto un cielo limpido',
    },
    cards: [
      { title: 'Domande frequenti', body: 'Ordini, consegne, fatture, resi e accesso.', cta: 'Sfoglia le FAQ' },
      { title: 'Guida utente', body: 'Istruzioni passo passo per ogni sezione del portale.', cta: 'Apri la guida' },
      { title: 'Ticket', body: 'Fate una domanda o seguite una richiesta già inviata.', cta: 'Vai ai ticket' },
    ],
    hours: {
      title: 'Orari del servizio clienti',
      body: 'Dal lunedì al venerdì, dalle 8:00 alle 18:00 CET, festivi esclusi. Rispondiamo ai ticket entro un giorno lavorativo e ai problemi urgenti di consegna entro quattro ore lavorative.',
    },
    checklist: {
      title: 'Prima di contattarci',
      blocks: [
        'Con questi dati a portata di mano possiamo risolvere la richiesta già alla prima risposta:',
        [
          'il vostro codice cliente e la destinazione merce interessata',
          'il numero di ordine, consegna o fattura',
          'codici articolo, taglie e quantità',
          'foto in caso di merce danneggiata o richieste di garanzia',
        ],
      ],
    },
  },
};

const cardLinks = ['/faqs', '/faqs/user-guide', '/ticket/history'] as const;

/** The help page (spec 7, contents-help). */
export const helpPages: SeedPage[] = perLanguage(texts, (text, language) =>
  page('help', language, text, [
    row(
      'hero',
      place(
        item('help-hero', 'hero-banner', {
          title: text.hero.title,
          subtitle: text.hero.subtitle,
          media: image('help-desk', text.hero.alt, 'banner'),
        }),
      ),
    ),
    row(
      'channels',
      place(
        item('help-channels', 'cards', {
          entries: entries('help-channels', text.cards, (card, index) => ({
            cta: link(card.cta, cardLinks[index] ?? '/faqs'),
          })),
        }),
      ),
    ),
    row(
      'service',
      place(item('service-hours', 'text-banner', { title: text.hours.title, body: text.hours.body }), 6),
      place(
        item('before-you-contact-us', 'rich-text', {
          title: text.checklist.title,
          body: richText(text.checklist.blocks),
        }),
        6,
      ),
    ),
  ]),
);
