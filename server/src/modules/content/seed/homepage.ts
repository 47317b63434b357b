import type { LanguageId } from '@portal/contracts';
import { image, mediaFileUri, seasonVideo } from '../media/catalogue.ts';
import { entries, item, link, page, perLanguage, place, row, type SeedPage } from './builders.ts';

interface Teaser {
  title: string;
  body: string;
  cta: string;
  alt: string;
}

interface HomeTexts {
  name: string;
  title: string;
  hero: { eyebrow: string; title: string; subtitle: string; cta: string; alt: string };
  notice: { title: string; body: string };
  cardsTitle: string;
  cards: readonly [Teaser, Teaser, Teaser];
  carouselTitle: string;
  slides: readonly [Teaser, Teaser, Teaser];
  imageBanner: Teaser;
  textBanner: { title: string; body: string; cta: string };
  video: { title: string; subtitle: string; alt: string };
}

const texts: Record<LanguageId, HomeTexts> = {
  en: {
    name: 'Homepage',
    title: 'Welcome to your customer portal',
    hero: {
      eyebrow: 'Spring/Summer 2027',
      title: 'The new season is ready to order',
      subtitle:
        'The pre-season order window is open until 15 December 2026. Confirmed orders ship from mid-January, in the delivery windows agreed for your account.',
      cta: 'Go to the brand shops',
      alt: 'Snow-capped mountain ridges under an evening sky',
    },
    notice: {
      title: 'Holiday schedule of our distribution centres',
      body: 'Our distribution centres close from 24 December to 1 January. Orders confirmed after 17 December ship from 4 January; customer service answers tickets again from 2 January.',
    },
    cardsTitle: 'Your daily business',
    cards: [
      {
        title: 'Track orders and deliveries',
        body: 'See every order with its lines, confirmed quantities, delivery dates and carrier tracking.',
        cta: 'Open order history',
        alt: 'Stacked parcels on a conveyor',
      },
      {
        title: 'Invoices, credit notes and payments',
        body: 'Download invoices and credit notes as PDF and check open items at any time.',
        cta: 'Open documents',
        alt: 'Two documents with a check mark',
      },
      {
        title: 'Returns and warranty',
        body: 'Request a return authorisation or file a warranty claim with photos in a few steps.',
        cta: 'Start a return',
        alt: 'A sturdy work boot',
      },
    ],
    carouselTitle: 'Spring/Summer 2027 highlights',
    slides: [
      {
        title: 'Trail season',
        body: 'Lightweight shells, breathable layers and trail shoes built for long days on the move.',
        cta: 'Explore the outdoor range',
        alt: 'A dashed trail winding through green hills',
      },
      {
        title: 'Footwear essentials',
        body: 'Core sneakers and boots in fresh colourways, with replenishment stock all season.',
        cta: 'See the footwear range',
        alt: 'A sneaker in front of soft circles',
      },
      {
        title: 'Bags for every journey',
        body: 'Backpacks, travel bags and accessories with a lifetime warranty on selected lines.',
        cta: 'See the bags range',
        alt: 'A backpack with a front pocket',
      },
    ],
    imageBanner: {
      title: 'Repair, resell, recycle',
      body: 'Join our take-back programme: collection boxes for your stores, free pick-up and repair credit for your customers.',
      cta: 'Learn about the programme',
      alt: 'A pine forest at sunrise',
    },
    textBanner: {
      title: 'Questions about an order?',
      body: 'Our customer service team answers tickets within one business day, in your language.',
      cta: 'Open a ticket',
    },
    video: {
      title: 'Spring/Summer 2027 in four seconds',
      subtitle: 'A first look at the mood of the new season. Captions are available in your language.',
      alt: 'Dusk over rolling ridges with a rising sun',
    },
  },
  de: {
    name: 'Startseite',
    title: 'Willkommen in Ihrem Kundenportal',
    hero: {
      eyebrow: 'Frühjahr/Sommer 2027',
      title: 'Die neue Saison ist bestellbereit',
      subtitle:
        'Das Vororderfenster ist bis zum 15. Dezember 2026 geöffnet. Bestätigte Aufträge werden ab Mitte Januar in den für Ihr Konto vereinbarten Lieferfenstern versandt.',
      cta: 'Zu den Markenshops',
      alt: 'Schneebedeckte Bergketten unter einem Abendhimmel',
    },
    notice: {
      title: 'Feiertagsplan unserer Distributionszentren',
      body: 'Unsere Distributionszentren sind vom 24. Dezember bis 1. Januar geschlossen. Nach dem 17. Dezember bestätigte Aufträge werden ab dem 4. Januar versandt; der Kundenservice beantwortet Tickets wieder ab dem 2. Januar.',
    },
    cardsTitle: 'Ihr Tagesgeschäft',
    cards: [
      {
        title: 'Aufträge und Lieferungen verfolgen',
        body: 'Sehen Sie jeden Auftrag mit Positionen, bestätigten Mengen, Lieferterminen und Sendungsverfolgung.',
        cta: 'Auftragshistorie öffnen',
        alt: 'Gestapelte Pakete auf einem Förderband',
      },
      {
        title: 'Rechnungen, Gutschriften und Zahlungen',
        body: 'Laden Sie Rechnungen und Gutschriften als PDF herunter und prüfen Sie offene Posten jederzeit.',
        cta: 'Dokumente öffnen',
        alt: 'Zwei Dokumente mit einem Häkchen',
      },
      {
        title: 'Retouren und Reklamationen',
        body: 'Beantragen Sie eine Retourengenehmigung oder melden Sie eine Reklamation mit Fotos in wenigen Schritten.',
        cta: 'Retoure starten',
        alt: 'Ein robuster Arbeitsstiefel',
      },
    ],
    carouselTitle: 'Highlights Frühjahr/Sommer 2027',
    slides: [
      {
        title: 'Trail-Saison',
        body: 'Leichte Shells, atmungsaktive Lagen und Trailschuhe für lange Tage in Bewegung.',
        cta: 'Outdoor-Sortiment entdecken',
        alt: 'Ein gestrichelter Pfad, der sich durch grüne Hügel windet',
      },
      {
        title: 'Schuh-Essentials',
        body: 'Kernmodelle bei Sneakern und Stiefeln in frischen Farben, mit Nachschub die ganze Saison.',
        cta: 'Schuhsortiment ansehen',
        alt: 'Ein Sneaker vor weichen Kreisen',
      },
      {
        title: 'Taschen für jede Reise',
        body: 'Rucksäcke, Reisetaschen und Accessoires, ausgewählte Linien mit lebenslanger Garantie.',
        cta: 'Taschensortiment ansehen',
        alt: 'Ein Rucksack mit Fronttasche',
      },
    ],
    imageBanner: {
      title: 'Reparieren, weiterverkaufen, recyceln',
      body: 'Machen Sie bei unserem Rücknahmeprogramm mit: Sammelboxen für Ihre Filialen, kostenlose Abholung und Reparaturguthaben für Ihre Kundschaft.',
      cta: 'Mehr über das Programm',
      alt: 'Ein Kiefernwald bei Sonnenaufgang',
    },
    textBanner: {
      title: 'Fragen zu einem Auftrag?',
      body: 'Unser Kundenservice beantwortet Tickets innerhalb eines Werktags in Ihrer Sprache.',
      cta: 'Ticket eröffnen',
    },
    video: {
      title: 'Frühjahr/Sommer 2027 in vier Sekunden',
      subtitle: 'Ein erster Eindruck von der Stimmung der neuen Saison. Untertitel gibt es in Ihrer Sprache.',
      alt: 'Dämmerung über sanften Hügelketten mit aufgehender Sonne',
    },
  },
  es: {
    name: 'Inicio',
    title: 'Bienvenido a su portal de clientes',
    hero: {
      eyebrow: 'Primavera/Verano 2027',
      title: 'La nueva temporada ya se puede pedir',
      subtitle:
        'La ventana de pedidos de pretemporada está abierta hasta el 15 de diciembre de 2026. Los pedidos confirmados se envían a partir de mediados de enero, en las ventanas de entrega acordadas para su cuenta.',
      cta: 'Ir a las tiendas de marca',
      alt: 'Cordilleras nevadas bajo un cielo de atardecer',
    },
    notice: {
      title: 'Calendario festivo de nuestros centros de distribución',
      body: 'Nuestros centros de distribución cierran del 24 de diciembre al 1 de enero. Los pedidos confirmados después del 17 de diciembre se envían a partir del 4 de enero; atención al cliente vuelve a responder tickets desde el 2 de enero.',
    },
    cardsTitle: 'Su día a día',
    cards: [
      {
        title: 'Seguimiento de pedidos y entregas',
        body: 'Consulte cada pedido con sus líneas, cantidades confirmadas, fechas de entrega y seguimiento del transportista.',
        cta: 'Abrir historial de pedidos',
        alt: 'Paquetes apilados sobre una cinta transportadora',
      },
      {
        title: 'Facturas, abonos y pagos',
        body: 'Descargue facturas y abonos en PDF y consulte sus partidas abiertas en cualquier momento.',
        cta: 'Abrir documentos',
        alt: 'Dos documentos con una marca de verificación',
      },
      {
        title: 'Devoluciones y garantía',
        body: 'Solicite una autorización de devolución o presente una reclamación de garantía con fotos en pocos pasos.',
        cta: 'Iniciar una devolución',
        alt: 'Una bota de trabajo resistente',
      },
    ],
    carouselTitle: 'Lo más destacado de Primavera/Verano 2027',
    slides: [
      {
        title: 'Temporada de trail',
        body: 'Chaquetas ligeras, capas transpirables y zapatillas de trail pensadas para largas jornadas en movimiento.',
        cta: 'Descubrir la gama outdoor',
        alt: 'Un sendero discontinuo que serpentea entre colinas verdes',
      },
      {
        title: 'Esenciales de calzado',
        body: 'Zapatillas y botas básicas en nuevos colores, con reposición durante toda la temporada.',
        cta: 'Ver la gama de calzado',
        alt: 'Una zapatilla ante círculos suaves',
      },
      {
        title: 'Bolsas para cada viaje',
        body: 'Mochilas, bolsas de viaje y accesorios, con garantía de por vida en líneas seleccionadas.',
        cta: 'Ver la gama de bolsas',
        alt: 'Una mochila con bolsillo frontal',
      },
    ],
    imageBanner: {
      title: 'Reparar, revender, reciclar',
      body: 'Únase a nuestro programa de recogida: cajas de recogida para sus tiendas, retirada gratuita y crédito de reparación para sus clientes.',
      cta: 'Conocer el programa',
      alt: 'Un bosque de pinos al amanecer',
    },
    textBanner: {
      title: '¿Preguntas sobre un pedido?',
      body: 'Nuestro equipo de atención al cliente responde a los tickets en un día laborable, en su idioma.',
      cta: 'Abrir un ticket',
    },
    video: {
      title: 'Primavera/Verano 2027 en cuatro segundos',
      subtitle: 'Un primer vistazo al ambiente de la nueva temporada. Subtítulos disponibles en su idioma.',
      alt: 'Atardecer sobre colinas onduladas con un sol naciente',
    },
  },
  fr: {
    name: 'Accueil',
    title: 'Bienvenue sur votre portail client',
    hero: {
      eyebrow: 'Printemps/Été 2027',
      title: 'La nouvelle saison est prête à être commandée',
      subtitle:
        'La fenêtre de précommande est ouverte jusqu’au 15 décembre 2026. Les commandes confirmées sont expédiées à partir de mi-janvier, dans les créneaux de livraison convenus pour votre compte.',
      cta: 'Accéder aux boutiques des marques',
      alt: 'Crêtes enneigées sous un ciel du soir',
    },
    notice: {
      title: 'Calendrier des fêtes de nos centres de distribution',
      body: 'Nos centres de distribution sont fermés du 24 décembre au 1er janvier. Les commandes confirmées après le 17 décembre partent à partir du 4 janvier ; le service client traite à nouveau les tickets dès le 2 janvier.',
    },
    cardsTitle: 'Votre activité au quotidien',
    cards: [
      {
        title: 'Suivre commandes et livraisons',
        body: 'Retrouvez chaque commande avec ses lignes, quantités confirmées, dates de livraison et suivi transporteur.',
        cta: 'Ouvrir l’historique des commandes',
        alt: 'Colis empilés sur un convoyeur',
      },
      {
        title: 'Factures, avoirs et paiements',
        body: 'Téléchargez factures et avoirs en PDF et consultez vos encours à tout moment.',
        cta: 'Ouvrir les documents',
        alt: 'Deux documents avec une coche',
      },
      {
        title: 'Retours et garantie',
        body: 'Demandez une autorisation de retour ou déposez une demande de garantie avec photos en quelques étapes.',
        cta: 'Démarrer un retour',
        alt: 'Une chaussure de travail robuste',
      },
    ],
    carouselTitle: 'Temps forts Printemps/Été 2027',
    slides: [
      {
        title: 'La saison du trail',
        body: 'Vestes légères, couches respirantes et chaussures de trail pour de longues journées en mouvement.',
        cta: 'Découvrir la gamme outdoor',
        alt: 'Un sentier en pointillés serpentant entre des collines vertes',
      },
      {
        title: 'Les essentiels chaussures',
        body: 'Sneakers et boots incontournables dans de nouveaux coloris, réassortis toute la saison.',
        cta: 'Voir la gamme chaussures',
        alt: 'Une sneaker devant des cercles doux',
      },
      {
        title: 'Des sacs pour chaque voyage',
        body: 'Sacs à dos, sacs de voyage et accessoires, avec garantie à vie sur une sélection de lignes.',
        cta: 'Voir la gamme bagagerie',
        alt: 'Un sac à dos avec poche frontale',
      },
    ],
    imageBanner: {
      title: 'Réparer, revendre, recycler',
      body: 'Rejoignez notre programme de reprise : bacs de collecte pour vos magasins, enlèvement gratuit et crédit réparation pour vos clients.',
      cta: 'Découvrir le programme',
      alt: 'Une forêt de pins au lever du soleil',
    },
    textBanner: {
      title: 'Une question sur une commande ?',
      body: 'Notre service client répond aux tickets sous un jour ouvré, dans votre langue.',
      cta: 'Ouvrir un ticket',
    },
    video: {
      title: 'Printemps/Été 2027 en quatre secondes',
      subtitle: 'Un premier aperçu de l’ambiance de la nouvelle saison. Sous-titres disponibles dans votre langue.',
      alt: 'Crépuscule sur des collines ondulées avec un soleil levant',
    },
  },
  it: {
    name: 'Home',
    title: 'Benvenuti nel vostro portale clienti',
    hero: {
      eyebrow: 'Primavera/Estate 2027',
      title: 'La nuova stagione è pronta da ordinare',
      subtitle:
        'La finestra dei preordini è aperta fino al 15 dicembre 2026. Gli ordini confermati partono da metà gennaio, nelle finestre di consegna concordate per il vostro conto.',
      cta: 'Vai agli shop dei marchi',
      alt: 'Creste innevate sotto un cielo serale',
    },
    notice: {
      title: 'Calendario festivo dei nostri centri di distribuzione',
      body: 'I nostri centri di distribuzione restano chiusi dal 24 dicembre al 1° gennaio. Gli ordini confermati dopo il 17 dicembre partono dal 4 gennaio; il servizio clienti risponde di nuovo ai ticket dal 2 gennaio.',
    },
    cardsTitle: 'La vostra attività quotidiana',
    cards: [
      {
        title: 'Seguire ordini e consegne',
        body: 'Consultate ogni ordine con righe, quantità confermate, date di consegna e tracciamento del corriere.',
        cta: 'Apri lo storico ordini',
        alt: 'Pacchi impilati su un nastro trasportatore',
      },
      {
        title: 'Fatture, note di credito e pagamenti',
        body: 'Scaricate fatture e note di credito in PDF e controllate le partite aperte in qualsiasi momento.',
        cta: 'Apri i documenti',
        alt: 'Due documenti con un segno di spunta',
      },
      {
        title: 'Resi e garanzia',
        body: 'Richiedete un’autorizzazione al reso o aprite una pratica di garanzia con foto in pochi passaggi.',
        cta: 'Avvia un reso',
        alt: 'Uno scarpone da lavoro robusto',
      },
    ],
    carouselTitle: 'I protagonisti di Primavera/Estate 2027',
    slides: [
      {
        title: 'Stagione trail',
        body: 'Gusci leggeri, strati traspiranti e scarpe da trail pensati per lunghe giornate in movimento.',
        cta: 'Scopri la gamma outdoor',
        alt: 'Un sentiero tratteggiato che si snoda tra colline verdi',
      },
      {
        title: 'Calzature essenziali',
        body: 'Sneaker e scarponi continuativi in nuove varianti colore, con riassortimento per tutta la stagione.',
        cta: 'Vedi la gamma calzature',
        alt: 'Una sneaker davanti a cerchi morbidi',
      },
      {
        title: 'Borse per ogni viaggio',
        body: 'Zaini, borse da viaggio e accessori, con garanzia a vita su linee selezionate.',
        cta: 'Vedi la gamma borse',
        alt: 'Uno zaino con tasca frontale',
      },
    ],
    imageBanner: {
      title: 'Riparare, rivendere, riciclare',
      body: 'Aderite al nostro programma di ritiro: contenitori di raccolta per i vostri negozi, ritiro gratuito e credito per riparazioni ai vostri clienti.',
      cta: 'Scopri il programma',
      alt: 'Una pineta all’alba',
    },
    textBanner: {
      title: 'Domande su un ordine?',
      body: 'Il nostro servizio clienti risponde ai ticket entro un giorno lavorativo, nella vostra lingua.',
      cta: 'Apri un ticket',
    },
    video: {
      title: 'Primavera/Estate 2027 in quattro secondi',
      subtitle: 'Un primo sguardo all’atmosfera della nuova stagione. Sottotitoli disponibili nella vostra lingua.',
      alt: 'Crepuscolo su colline ondulate con il sole che sorge',
    },
  },
};

const cardLinks = ['/orders', '/documents', '/returns'] as const;
const cardImages = ['deliveries', 'invoices', 'warranty'] as const;
const slideImages = ['outdoor-range', 'footwear-range', 'bags-range'] as const;

/** The rows below the hero and the notification: shared by the general page and customer-specific variants. */
export function homepageBody(language: LanguageId): ReturnType<typeof row>[] {
  const text = texts[language];
  return [
    row(
      'daily-business',
      place(
        item('daily-business', 'cards', {
          title: text.cardsTitle,
          entries: entries('daily-business', text.cards, (card, index) => ({
            media: image(cardImages[index] ?? 'deliveries', card.alt, 'card'),
            cta: link(card.cta, cardLinks[index] ?? '/dashboard'),
          })),
        }),
      ),
    ),
    row(
      'season-highlights',
      place(
        item('season-highlights', 'carousel', {
          title: text.carouselTitle,
          entries: entries('season-highlights', text.slides, (slide, index) => ({
            media: image(slideImages[index] ?? 'outdoor-range', slide.alt, 'slide'),
            cta: link(slide.cta, '/brands'),
          })),
        }),
      ),
    ),
    row(
      'programmes',
      place(
        item('take-back-programme', 'image-banner', {
          title: text.imageBanner.title,
          body: text.imageBanner.body,
          media: image('sustainability', text.imageBanner.alt, 'banner'),
          cta: link(text.imageBanner.cta, '/page/sustainability'),
        }),
        6,
      ),
      place(
        item('customer-service', 'text-banner', {
          title: text.textBanner.title,
          body: text.textBanner.body,
          cta: link(text.textBanner.cta, '/ticket/history'),
        }),
        6,
      ),
    ),
    row(
      'season-film',
      place(
        item(
          'season-film',
          'video-banner',
          {
            title: text.video.title,
            subtitle: text.video.subtitle,
            media: image(seasonVideo.poster, text.video.alt, 'poster'),
            video: { uri: mediaFileUri(seasonVideo.file), captions: mediaFileUri(seasonVideo.captions(language)) },
          },
          { uri: mediaFileUri(seasonVideo.file) },
        ),
      ),
    ),
  ];
}

export function homepageHero(language: LanguageId) {
  const { hero } = texts[language];
  return item('season-hero', 'hero-banner', {
    eyebrow: hero.eyebrow,
    title: hero.title,
    subtitle: hero.subtitle,
    media: image('season-hero', hero.alt, 'hero'),
    cta: link(hero.cta, '/brands'),
  });
}

export function homepageTexts(language: LanguageId): { name: string; title: string } {
  return texts[language];
}

/** The customer dashboard's content (spec 7, contents-homepage). */
export const homepagePages: SeedPage[] = perLanguage(texts, (text, language) =>
  page('homepage', language, text, [
    row('hero', place(homepageHero(language))),
    row(
      'notice',
      place(
        item('holiday-schedule', 'notification', {
          title: text.notice.title,
          body: text.notice.body,
          tone: 'notification',
        }),
      ),
    ),
    ...homepageBody(language),
  ]),
);
