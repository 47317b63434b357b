import type { LanguageId } from '@portal/contracts';
import { image } from '../media/catalogue.ts';
import { item, link, page, perLanguage, place, row, type SeedPage } from './builders.ts';

interface InternalTexts {
  name: string;
  title: string;
  hero: { eyebrow: string; title: string; subtitle: string; cta: string; alt: string };
  notice: { title: string; body: string };
  textBanner: { title: string; body: string; cta: string };
}

const texts: Record<LanguageId, InternalTexts> = {
  en: {
    name: 'Staff homepage',
    title: 'Customer service workspace',
    hero: {
      eyebrow: 'For our teams',
      title: 'Everything you need to support our retail partners',
      subtitle:
        'Act on behalf of a customer to see their portal as they do, follow up customer-creation requests and open the internal tools from the cards below.',
      cta: 'Find a customer',
      alt: 'An abstract city skyline at dusk',
    },
    notice: {
      title: 'Master data freeze for the season change',
      body: 'From 1 to 5 December no price lists, assortments or customer master data can be changed while the Spring/Summer 2027 season is activated. Requests submitted in that week are processed from 8 December.',
    },
    textBanner: {
      title: 'Working on behalf of customers',
      body: 'Everything you do on behalf is recorded with your name. Only open the sections you need for the request, and close the on-behalf session when you are done.',
      cta: 'Read the on-behalf guidelines',
    },
  },
  de: {
    name: 'Startseite Mitarbeitende',
    title: 'Arbeitsbereich Kundenservice',
    hero: {
      eyebrow: 'Für unsere Teams',
      title: 'Alles, was Sie für die Betreuung unserer Handelspartner brauchen',
      subtitle:
        'Handeln Sie im Namen eines Kunden, um sein Portal so zu sehen wie er, verfolgen Sie Kundenanlageanträge und öffnen Sie die internen Werkzeuge über die Karten unten.',
      cta: 'Kunden suchen',
      alt: 'Eine abstrakte Stadtsilhouette in der Dämmerung',
    },
    notice: {
      title: 'Stammdatensperre zum Saisonwechsel',
      body: 'Vom 1. bis 5. Dezember können keine Preislisten, Sortimente oder Kundenstammdaten geändert werden, während die Saison Frühjahr/Sommer 2027 aktiviert wird. In dieser Woche eingereichte Anträge werden ab dem 8. Dezember bearbeitet.',
    },
    textBanner: {
      title: 'Arbeiten im Namen von Kunden',
      body: 'Alles, was Sie im Namen eines Kunden tun, wird mit Ihrem Namen protokolliert. Öffnen Sie nur die Bereiche, die Sie für die Anfrage brauchen, und beenden Sie die Sitzung danach.',
      cta: 'Richtlinien lesen',
    },
  },
  es: {
    name: 'Inicio del personal',
    title: 'Espacio de trabajo de atención al cliente',
    hero: {
      eyebrow: 'Para nuestros equipos',
      title: 'Todo lo que necesita para atender a nuestros socios comerciales',
      subtitle:
        'Actúe en nombre de un cliente para ver su portal tal como él lo ve, haga el seguimiento de las solicitudes de alta de clientes y abra las herramientas internas desde las tarjetas.',
      cta: 'Buscar un cliente',
      alt: 'Un perfil urbano abstracto al anochecer',
    },
    notice: {
      title: 'Bloqueo de datos maestros por cambio de temporada',
      body: 'Del 1 al 5 de diciembre no se pueden modificar tarifas, surtidos ni datos maestros de clientes mientras se activa la temporada Primavera/Verano 2027. Las solicitudes enviadas esa semana se tramitan a partir del 8 de diciembre.',
    },
    textBanner: {
      title: 'Trabajar en nombre de los clientes',
      body: 'Todo lo que haga en nombre de un cliente queda registrado con su nombre. Abra solo las secciones necesarias para la solicitud y cierre la sesión al terminar.',
      cta: 'Leer las pautas',
    },
  },
  fr: {
    name: 'Accueil collaborateurs',
    title: 'Espace de travail du service client',
    hero: {
      eyebrow: 'Pour nos équipes',
      title: 'Tout ce qu’il faut pour accompagner nos partenaires distributeurs',
      subtitle:
        'Agissez pour le compte d’un client pour voir son portail comme lui, suivez les demandes de création de clients et ouvrez les outils internes depuis les cartes ci-dessous.',
      cta: 'Rechercher un client',
      alt: 'Une silhouette urbaine abstraite au crépuscule',
    },
    notice: {
      title: 'Gel des données de référence au changement de saison',
      body: 'Du 1er au 5 décembre, aucun tarif, assortiment ni donnée client ne peut être modifié pendant l’activation de la saison Printemps/Été 2027. Les demandes déposées cette semaine-là seront traitées à partir du 8 décembre.',
    },
    textBanner: {
      title: 'Agir pour le compte des clients',
      body: 'Toute action effectuée pour le compte d’un client est enregistrée à votre nom. N’ouvrez que les rubriques nécessaires à la demande et fermez la session une fois terminé.',
      cta: 'Lire les consignes',
    },
  },
  it: {
    name: 'Home collaboratori',
    title: 'Area di lavoro servizio clienti',
    hero: {
      eyebrow: 'Per i nostri team',
      title: 'Tutto ciò che serve per assistere i nostri partner commerciali',
      subtitle:
        'Operate per conto di un cliente per vedere il suo portale come lo vede lui, seguite le richieste di creazione clienti e aprite gli strumenti interni dalle schede qui sotto.',
      cta: 'Cerca un cliente',
      alt: 'Uno skyline urbano astratto al crepuscolo',
    },
    notice: {
      title: 'Blocco dei dati anagrafici per il cambio stagione',
      body: 'Dal 1° al 5 dicembre non è possibile modificare listini, assortimenti o anagrafiche clienti mentre viene attivata la stagione Primavera/Estate 2027. Le richieste inviate in quella settimana saranno evase dall’8 dicembre.',
    },
    textBanner: {
      title: 'Operare per conto dei clienti',
      body: 'Tutto ciò che fate per conto di un cliente viene registrato con il vostro nome. Aprite solo le sezioni necessarie alla richiesta e chiudete la sessione al termine.',
      cta: 'Leggi le linee guida',
    },
  },
};

/** The staff dashboard's content (spec 7, contents-homepage/{lang}/internal-user), above the tool cards. */
export const internalHomepagePages: SeedPage[] = perLanguage(texts, (text, language) =>
  page(
    'homepage',
    language,
    text,
    [
      row(
        'hero',
        place(
          item('staff-hero', 'hero-banner', {
            eyebrow: text.hero.eyebrow,
            title: text.hero.title,
            subtitle: text.hero.subtitle,
            media: image('staff-hero', text.hero.alt, 'hero'),
            cta: link(text.hero.cta, '/customer-search'),
          }),
        ),
      ),
      row(
        'notice',
        place(
          item('master-data-freeze', 'notification', {
            title: text.notice.title,
            body: text.notice.body,
            tone: 'alert',
          }),
        ),
      ),
      row(
        'guidelines',
        place(
          item('on-behalf-guidelines', 'text-banner', {
            title: text.textBanner.title,
            body: text.textBanner.body,
            cta: link(text.textBanner.cta, '/faqs/user-guide'),
          }),
        ),
      ),
    ],
    { audience: 'internal-user' },
  ),
);
