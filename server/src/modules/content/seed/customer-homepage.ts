import type { LanguageId } from '@portal/contracts';
import { image } from '../media/catalogue.ts';
import { homepageBody, homepageTexts } from './homepage.ts';
import { item, link, page, perLanguage, place, row, type SeedPage } from './builders.ts';

/** The sold-to of klaus@example.com (Sporthaus Berger GmbH): its dashboard shows content made for it. */
export const demoContentCustomer = '1000107';

interface CustomerTexts {
  hero: { eyebrow: string; title: string; subtitle: string; cta: string; alt: string };
  notice: { title: string; body: string };
}

const texts: Record<LanguageId, CustomerTexts> = {
  de: {
    hero: {
      eyebrow: 'Für Sporthaus Berger',
      title: 'Ihre Vororder Frühjahr/Sommer 2027 ist bestätigt',
      subtitle:
        'Die erste Lieferung an Ihr Lager in der Lindberghstraße ist für die Woche ab 18. Januar eingeplant, Garmisch folgt zum Saisonstart Anfang März. Ihr Key-Account-Team hat Nachorderbestand für Ihre Bergsport-Kernmodelle reserviert.',
      cta: 'Aufträge ansehen',
      alt: 'Verschneite Gipfel im Abendlicht',
    },
    notice: {
      title: 'Schaufensterpaket für Garmisch',
      body: 'Das Dekorationspaket „Trail-Saison“ für Ihre Filiale in Garmisch-Partenkirchen wird mit der März-Lieferung verschickt. Bitte bestätigen Sie die Fenstermaße bis 31. Januar per Ticket.',
    },
  },
  en: {
    hero: {
      eyebrow: 'For Sporthaus Berger',
      title: 'Your Spring/Summer 2027 pre-order is confirmed',
      subtitle:
        'The first delivery to your Lindberghstraße warehouse is planned for the week of 18 January; Garmisch follows for the season start in early March. Your key account team has reserved replenishment stock for your core mountain styles.',
      cta: 'View your orders',
      alt: 'Snowy peaks in the evening light',
    },
    notice: {
      title: 'Window display kit for Garmisch',
      body: 'The “Trail season” display kit for your Garmisch-Partenkirchen store ships with the March delivery. Please confirm the window dimensions by ticket before 31 January.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Para Sporthaus Berger',
      title: 'Su pedido de pretemporada Primavera/Verano 2027 está confirmado',
      subtitle:
        'La primera entrega a su almacén de Lindberghstraße está prevista para la semana del 18 de enero; Garmisch le seguirá para el inicio de temporada a principios de marzo. Su equipo de key account ha reservado stock de reposición para sus modelos clave de montaña.',
      cta: 'Ver sus pedidos',
      alt: 'Cumbres nevadas con la luz del atardecer',
    },
    notice: {
      title: 'Kit de escaparate para Garmisch',
      body: 'El kit de escaparate «Temporada de trail» para su tienda de Garmisch-Partenkirchen se envía con la entrega de marzo. Confirme las medidas del escaparate mediante un ticket antes del 31 de enero.',
    },
  },
  fr: {
    hero: {
      eyebrow: 'Pour Sporthaus Berger',
      title: 'Votre précommande Printemps/Été 2027 est confirmée',
      subtitle:
        'La première livraison vers votre entrepôt de la Lindberghstraße est prévue la semaine du 18 janvier ; Garmisch suivra pour le début de saison, début mars. Votre équipe grands comptes a réservé du stock de réassort pour vos modèles montagne phares.',
      cta: 'Voir vos commandes',
      alt: 'Sommets enneigés dans la lumière du soir',
    },
    notice: {
      title: 'Kit vitrine pour Garmisch',
      body: 'Le kit vitrine « La saison du trail » pour votre magasin de Garmisch-Partenkirchen part avec la livraison de mars. Merci de confirmer les dimensions de la vitrine par ticket avant le 31 janvier.',
    },
  },
  it: {
    hero: {
      eyebrow: 'Per Sporthaus Berger',
      title: 'Il vostro preordine Primavera/Estate 2027 è confermato',
      subtitle:
        'La prima consegna al vostro magazzino di Lindberghstraße è prevista nella settimana del 18 gennaio; Garmisch seguirà per l’inizio della stagione, a inizio marzo. Il vostro team key account ha riservato stock di riassortimento per i modelli montagna principali.',
      cta: 'Vedi i vostri ordini',
      alt: 'Vette innevate nella luce della sera',
    },
    notice: {
      title: 'Kit vetrina per Garmisch',
      body: 'Il kit vetrina “Stagione trail” per il vostro negozio di Garmisch-Partenkirchen parte con la consegna di marzo. Confermate le misure della vetrina tramite ticket entro il 31 gennaio.',
    },
  },
};

/** Klaus's sold-to gets its own homepage: a personal hero and notice above the general rows. */
export const customerHomepagePages: SeedPage[] = perLanguage(texts, (text, language) =>
  page(
    'homepage',
    language,
    homepageTexts(language),
    [
      row(
        'hero',
        place(
          item('account-hero', 'hero-banner', {
            eyebrow: text.hero.eyebrow,
            title: text.hero.title,
            subtitle: text.hero.subtitle,
            media: image('welcome-hero', text.hero.alt, 'hero'),
            cta: link(text.hero.cta, '/orders'),
          }),
        ),
      ),
      row(
        'notice',
        place(
          item('display-kit', 'notification', { title: text.notice.title, body: text.notice.body, tone: 'warning' }),
        ),
      ),
      ...homepageBody(language),
    ],
    { customerId: demoContentCustomer },
  ),
);
