import type { LanguageId } from '@portal/contracts';
import { image } from '../media/catalogue.ts';
import { entries, item, link, page, perLanguage, place, row, type SeedPage } from './builders.ts';

interface Card {
  title: string;
  body: string;
  alt: string;
}

interface PreloginTexts {
  name: string;
  title: string;
  hero: { eyebrow: string; title: string; subtitle: string; cta: string; alt: string };
  textBanner: { title: string; body: string; cta: string };
  cardsTitle: string;
  cards: readonly [Card, Card, Card];
}

const texts: Record<LanguageId, PreloginTexts> = {
  en: {
    name: 'Sign-in page',
    title: 'The customer portal for our retail partners',
    hero: {
      eyebrow: 'Customer portal',
      title: 'All our brands. One place for your business.',
      subtitle:
        'Order every season, follow deliveries, download invoices and get support for the brands you carry, around the clock.',
      cta: 'Sign in',
      alt: 'Mountain ridges at dawn',
    },
    textBanner: {
      title: 'New to the portal?',
      body: 'Access is set up by your account manager for the people in your company who order, receive goods or handle invoices. Ask them for an invitation, or write to our customer service with your customer number.',
      cta: 'Read the FAQ',
    },
    cardsTitle: 'What the portal does for you',
    cards: [
      {
        title: 'Order across brands',
        body: 'Pre-season and in-season orders for every brand in your assortment, with live availability.',
        alt: 'A trail winding through hills',
      },
      {
        title: 'Track every delivery',
        body: 'Confirmed dates, shipping notices and carrier tracking for each carton.',
        alt: 'Stacked parcels',
      },
      {
        title: 'Documents on demand',
        body: 'Invoices, credit notes, statements and product guides whenever you need them.',
        alt: 'Documents with a check mark',
      },
    ],
  },
  de: {
    name: 'Anmeldeseite',
    title: 'Das Kundenportal für unsere Handelspartner',
    hero: {
      eyebrow: 'Kundenportal',
      title: 'Alle unsere Marken. Ein Ort für Ihr Geschäft.',
      subtitle:
        'Bestellen Sie jede Saison, verfolgen Sie Lieferungen, laden Sie Rechnungen herunter und erhalten Sie Unterstützung für Ihre Marken – rund um die Uhr.',
      cta: 'Anmelden',
      alt: 'Bergketten im Morgengrauen',
    },
    textBanner: {
      title: 'Neu im Portal?',
      body: 'Den Zugang richtet Ihre Außendienstbetreuung für die Personen in Ihrem Unternehmen ein, die bestellen, Ware annehmen oder Rechnungen bearbeiten. Fragen Sie dort nach einer Einladung oder schreiben Sie unserem Kundenservice mit Ihrer Kundennummer.',
      cta: 'Häufige Fragen lesen',
    },
    cardsTitle: 'Was das Portal für Sie erledigt',
    cards: [
      {
        title: 'Markenübergreifend bestellen',
        body: 'Vororder und Nachorder für jede Marke Ihres Sortiments, mit aktueller Verfügbarkeit.',
        alt: 'Ein Pfad durch Hügel',
      },
      {
        title: 'Jede Lieferung verfolgen',
        body: 'Bestätigte Termine, Lieferavise und Sendungsverfolgung für jeden Karton.',
        alt: 'Gestapelte Pakete',
      },
      {
        title: 'Dokumente auf Abruf',
        body: 'Rechnungen, Gutschriften, Kontoauszüge und Produktleitfäden, wann immer Sie sie brauchen.',
        alt: 'Dokumente mit einem Häkchen',
      },
    ],
  },
  es: {
    name: 'Página de acceso',
    title: 'El portal de clientes para nuestros socios comerciales',
    hero: {
      eyebrow: 'Portal de clientes',
      title: 'Todas nuestras marcas. Un solo lugar para su negocio.',
      subtitle:
        'Haga sus pedidos de cada temporada, siga las entregas, descargue facturas y obtenga asistencia para sus marcas, a cualquier hora.',
      cta: 'Iniciar sesión',
      alt: 'Cordilleras al amanecer',
    },
    textBanner: {
      title: '¿Es nuevo en el portal?',
      body: 'Su gestor comercial configura el acceso para las personas de su empresa que hacen pedidos, reciben la mercancía o gestionan las facturas. Pídale una invitación o escriba a nuestro servicio de atención al cliente indicando su número de cliente.',
      cta: 'Leer las preguntas frecuentes',
    },
    cardsTitle: 'Lo que el portal hace por usted',
    cards: [
      {
        title: 'Pedidos de todas las marcas',
        body: 'Pedidos de pretemporada y de reposición para cada marca de su surtido, con disponibilidad en tiempo real.',
        alt: 'Un sendero entre colinas',
      },
      {
        title: 'Siga cada entrega',
        body: 'Fechas confirmadas, avisos de expedición y seguimiento de cada caja.',
        alt: 'Paquetes apilados',
      },
      {
        title: 'Documentos cuando los necesite',
        body: 'Facturas, abonos, extractos y guías de producto siempre a mano.',
        alt: 'Documentos con una marca de verificación',
      },
    ],
  },
  fr: {
    name: 'Page de connexion',
    title: 'Le portail client de nos partenaires distributeurs',
    hero: {
      eyebrow: 'Portail client',
      title: 'Toutes nos marques. Un seul espace pour votre activité.',
      subtitle:
        'Commandez chaque saison, suivez vos livraisons, téléchargez vos factures et obtenez de l’aide pour vos marques, à toute heure.',
      cta: 'Se connecter',
      alt: 'Crêtes montagneuses à l’aube',
    },
    textBanner: {
      title: 'Nouveau sur le portail ?',
      body: 'Votre commercial ouvre les accès pour les personnes de votre entreprise qui commandent, réceptionnent la marchandise ou traitent les factures. Demandez-lui une invitation ou écrivez à notre service client en indiquant votre numéro client.',
      cta: 'Lire la FAQ',
    },
    cardsTitle: 'Ce que le portail fait pour vous',
    cards: [
      {
        title: 'Commander toutes les marques',
        body: 'Précommandes et réassorts pour chaque marque de votre assortiment, avec la disponibilité en temps réel.',
        alt: 'Un sentier entre des collines',
      },
      {
        title: 'Suivre chaque livraison',
        body: 'Dates confirmées, avis d’expédition et suivi transporteur pour chaque carton.',
        alt: 'Colis empilés',
      },
      {
        title: 'Vos documents à la demande',
        body: 'Factures, avoirs, relevés et guides produits, dès que vous en avez besoin.',
        alt: 'Documents avec une coche',
      },
    ],
  },
  it: {
    name: 'Pagina di accesso',
    title: 'Il portale clienti per i nostri partner commerciali',
    hero: {
      eyebrow: 'Portale clienti',
      title: 'Tutti i nostri marchi. Un solo posto per il vostro business.',
      subtitle:
        'Ordinate ogni stagione, seguite le consegne, scaricate le fatture e ricevete assistenza per i vostri marchi, a qualsiasi ora.',
      cta: 'Accedi',
      alt: 'Creste montuose all’alba',
    },
    textBanner: {
      title: 'Nuovi del portale?',
      body: 'Il vostro agente attiva l’accesso per le persone della vostra azienda che ordinano, ricevono la merce o gestiscono le fatture. Chiedetegli un invito oppure scrivete al nostro servizio clienti indicando il vostro codice cliente.',
      cta: 'Leggi le FAQ',
    },
    cardsTitle: 'Cosa fa il portale per voi',
    cards: [
      {
        title: 'Ordini per tutti i marchi',
        body: 'Preordini e riassortimenti per ogni marchio del vostro assortimento, con disponibilità in tempo reale.',
        alt: 'Un sentiero tra le colline',
      },
      {
        title: 'Ogni consegna sotto controllo',
        body: 'Date confermate, avvisi di spedizione e tracciamento di ogni collo.',
        alt: 'Pacchi impilati',
      },
      {
        title: 'Documenti su richiesta',
        body: 'Fatture, note di credito, estratti conto e guide prodotto, quando servono.',
        alt: 'Documenti con un segno di spunta',
      },
    ],
  },
};

const cardImages = ['outdoor-range', 'deliveries', 'invoices'] as const;

/** The public sign-in page's content (spec 7, contents-prelogin). */
export const preloginPages: SeedPage[] = perLanguage(texts, (text, language) =>
  page('prelogin', language, text, [
    row(
      'hero',
      place(
        item('welcome-hero', 'hero-banner', {
          eyebrow: text.hero.eyebrow,
          title: text.hero.title,
          subtitle: text.hero.subtitle,
          media: image('welcome-hero', text.hero.alt, 'hero'),
          cta: link(text.hero.cta, '/login'),
        }),
      ),
    ),
    row(
      'access',
      place(
        item('new-to-the-portal', 'text-banner', {
          title: text.textBanner.title,
          body: text.textBanner.body,
          cta: link(text.textBanner.cta, '/faqs/public'),
        }),
      ),
    ),
    row(
      'benefits',
      place(
        item('benefits', 'cards', {
          title: text.cardsTitle,
          entries: entries('benefits', text.cards, (card, index) => ({
            media: image(cardImages[index] ?? 'deliveries', card.alt, 'card'),
          })),
        }),
      ),
    ),
  ]),
);
