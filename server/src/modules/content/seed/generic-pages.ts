import type { LanguageId } from '@portal/contracts';
import { image } from '../media/catalogue.ts';
import { entries, item, page, perLanguage, place, richText, row, type Block, type SeedPage } from './builders.ts';

/** Generic pages (spec 7, `/priv/api/v1/cms/{lang}/{path}`), key `page.<path with dots>`. */
interface GenericTexts {
  name: string;
  title: string;
  hero: { eyebrow: string; title: string; subtitle: string; alt: string };
  body: readonly Block[];
  cardsTitle: string;
  cards: ReadonlyArray<{ title: string; body: string }>;
}

const about: Record<LanguageId, GenericTexts> = {
  en: {
    name: 'About us',
    title: 'About the Group',
    hero: {
      eyebrow: 'About us',
      title: 'Ten brands, one partner for your business',
      subtitle: 'Outdoor, active and lifestyle brands, served by one sales, logistics and service organisation.',
      alt: 'Gentle waves under an evening sky',
    },
    body: [
      'We design and distribute apparel, footwear, bags and accessories for outdoor, workwear and lifestyle markets. Our brands are sold through specialist retailers, department stores and online partners across Europe.',
      'For you as a retail partner this means one account team, one logistics network and one portal for all the brands you carry: consolidated deliveries, one statement of account and the same service standards everywhere.',
    ],
    cardsTitle: 'What we stand for',
    cards: [
      {
        title: 'Reliable seasons',
        body: 'Order windows and delivery dates you can plan your buying and your floor space around.',
      },
      {
        title: 'Products that last',
        body: 'Durable materials, repair services and warranties that keep products in use for longer.',
      },
      { title: 'Partnership', body: 'Account managers who know your stores, and data you can use to sell better.' },
    ],
  },
  de: {
    name: 'Über uns',
    title: 'Über die Gruppe',
    hero: {
      eyebrow: 'Über uns',
      title: 'Zehn Marken, ein Partner für Ihr Geschäft',
      subtitle:
        'Outdoor-, Active- und Lifestyle-Marken, betreut von einer Vertriebs-, Logistik- und Serviceorganisation.',
      alt: 'Sanfte Wellen unter einem Abendhimmel',
    },
    body: [
      'Wir entwickeln und vertreiben Bekleidung, Schuhe, Taschen und Accessoires für die Märkte Outdoor, Workwear und Lifestyle. Unsere Marken sind im Fachhandel, in Warenhäusern und bei Online-Partnern in ganz Europa erhältlich.',
      'Für Sie als Handelspartner heißt das: ein Betreuungsteam, ein Logistiknetz und ein Portal für alle Marken Ihres Sortiments – mit gebündelten Lieferungen, einem Kontoauszug und überall denselben Servicestandards.',
    ],
    cardsTitle: 'Wofür wir stehen',
    cards: [
      {
        title: 'Verlässliche Saisons',
        body: 'Orderfenster und Liefertermine, nach denen Sie Einkauf und Verkaufsfläche planen können.',
      },
      {
        title: 'Langlebige Produkte',
        body: 'Robuste Materialien, Reparaturservices und Garantien, die Produkte länger im Einsatz halten.',
      },
      {
        title: 'Partnerschaft',
        body: 'Betreuerinnen und Betreuer, die Ihre Filialen kennen, und Daten, mit denen Sie besser verkaufen.',
      },
    ],
  },
  es: {
    name: 'Quiénes somos',
    title: 'Sobre el Grupo',
    hero: {
      eyebrow: 'Quiénes somos',
      title: 'Diez marcas, un único socio para su negocio',
      subtitle:
        'Marcas outdoor, active y lifestyle, atendidas por una sola organización de ventas, logística y servicio.',
      alt: 'Olas suaves bajo un cielo de atardecer',
    },
    body: [
      'Diseñamos y distribuimos ropa, calzado, bolsas y accesorios para los mercados outdoor, workwear y lifestyle. Nuestras marcas se venden en tiendas especializadas, grandes almacenes y socios online de toda Europa.',
      'Para usted, como socio comercial, esto significa un equipo de cuenta, una red logística y un portal para todas las marcas que vende: entregas consolidadas, un único extracto de cuenta y los mismos estándares de servicio en todas partes.',
    ],
    cardsTitle: 'Lo que nos define',
    cards: [
      {
        title: 'Temporadas fiables',
        body: 'Ventanas de pedido y fechas de entrega con las que planificar sus compras y su espacio de venta.',
      },
      {
        title: 'Productos duraderos',
        body: 'Materiales resistentes, servicios de reparación y garantías que alargan la vida de los productos.',
      },
      { title: 'Colaboración', body: 'Gestores que conocen sus tiendas y datos que le ayudan a vender mejor.' },
    ],
  },
  fr: {
    name: 'Qui sommes-nous',
    title: 'À propos du Groupe',
    hero: {
      eyebrow: 'Qui sommes-nous',
      title: 'Dix marques, un seul partenaire pour votre activité',
      subtitle:
        'Des marques outdoor, active et lifestyle, servies par une même organisation commerciale, logistique et de service.',
      alt: 'Vagues douces sous un ciel du soir',
    },
    body: [
      'Nous concevons et distribuons des vêtements, chaussures, sacs et accessoires pour les marchés outdoor, workwear et lifestyle. Nos marques sont vendues par des détaillants spécialisés, des grands magasins et des partenaires en ligne dans toute l’Europe.',
      'Pour vous, partenaire distributeur, cela signifie une équipe commerciale, un réseau logistique et un portail pour toutes les marques que vous distribuez : livraisons regroupées, un relevé de compte unique et les mêmes standards de service partout.',
    ],
    cardsTitle: 'Nos engagements',
    cards: [
      {
        title: 'Des saisons fiables',
        body: 'Des fenêtres de commande et des dates de livraison sur lesquelles planifier vos achats et votre surface de vente.',
      },
      {
        title: 'Des produits durables',
        body: 'Des matières résistantes, des services de réparation et des garanties qui prolongent la vie des produits.',
      },
      {
        title: 'Le partenariat',
        body: 'Des commerciaux qui connaissent vos magasins et des données pour mieux vendre.',
      },
    ],
  },
  it: {
    name: 'Chi siamo',
    title: 'Il Gruppo',
    hero: {
      eyebrow: 'Chi siamo',
      title: 'Dieci marchi, un solo partner per il vostro business',
      subtitle:
        'Marchi outdoor, active e lifestyle, serviti da un’unica organizzazione commerciale, logistica e di assistenza.',
      alt: 'Onde leggere sotto un cielo serale',
    },
    body: [
      'Progettiamo e distribuiamo abbigliamento, calzature, borse e accessori per i mercati outdoor, workwear e lifestyle. I nostri marchi sono venduti da negozi specializzati, grandi magazzini e partner online in tutta Europa.',
      'Per voi, partner commerciali, significa un unico team di riferimento, un’unica rete logistica e un solo portale per tutti i marchi che trattate: consegne consolidate, un unico estratto conto e gli stessi standard di servizio ovunque.',
    ],
    cardsTitle: 'I nostri valori',
    cards: [
      {
        title: 'Stagioni affidabili',
        body: 'Finestre d’ordine e date di consegna su cui pianificare acquisti e spazi di vendita.',
      },
      {
        title: 'Prodotti che durano',
        body: 'Materiali resistenti, servizi di riparazione e garanzie che allungano la vita dei prodotti.',
      },
      { title: 'Partnership', body: 'Referenti che conoscono i vostri negozi e dati che vi aiutano a vendere meglio.' },
    ],
  },
};

const sustainability: Record<LanguageId, GenericTexts> = {
  en: {
    name: 'Sustainability',
    title: 'Repair, resell, recycle',
    hero: {
      eyebrow: 'Sustainability',
      title: 'Keeping products in use for longer',
      subtitle: 'Our take-back programme turns your stores into collection points for worn apparel, footwear and bags.',
      alt: 'A pine forest at sunrise',
    },
    body: [
      { heading: 'How the programme works' },
      {
        steps: [
          'Order collection boxes free of charge through a ticket.',
          'Your customers drop off products of any of our brands, in any condition.',
          'When a box is full, book a pick-up; we collect it with your next delivery.',
        ],
      },
      'Collected products are sorted in our repair centre: what can be repaired is resold, the rest is recycled into new fibres. Each returned item earns your customer a repair voucher, and you receive a quarterly report of the volumes collected in your stores.',
    ],
    cardsTitle: 'Our commitments for 2030',
    cards: [
      { title: 'Materials', body: 'Most of our top materials from recycled, regenerative or renewable sources.' },
      { title: 'Packaging', body: 'Plastic-free consumer packaging and recyclable polybags for every delivery.' },
      { title: 'Circularity', body: 'Repair and resale offered for every brand of the Group.' },
    ],
  },
  de: {
    name: 'Nachhaltigkeit',
    title: 'Reparieren, weiterverkaufen, recyceln',
    hero: {
      eyebrow: 'Nachhaltigkeit',
      title: 'Produkte länger in Gebrauch halten',
      subtitle:
        'Mit unserem Rücknahmeprogramm werden Ihre Filialen zu Sammelstellen für getragene Bekleidung, Schuhe und Taschen.',
      alt: 'Ein Kiefernwald bei Sonnenaufgang',
    },
    body: [
      { heading: 'So funktioniert das Programm' },
      {
        steps: [
          'Bestellen Sie Sammelboxen kostenlos per Ticket.',
          'Ihre Kundschaft gibt Produkte aller unserer Marken ab, in jedem Zustand.',
          'Ist eine Box voll, buchen Sie eine Abholung; wir nehmen sie mit Ihrer nächsten Lieferung mit.',
        ],
      },
      'Die gesammelten Produkte werden in unserem Reparaturzentrum sortiert: Was sich reparieren lässt, wird weiterverkauft, der Rest zu neuen Fasern recycelt. Für jedes zurückgegebene Teil erhält Ihre Kundschaft einen Reparaturgutschein, Sie erhalten vierteljährlich einen Bericht über die Sammelmengen Ihrer Filialen.',
    ],
    cardsTitle: 'Unsere Ziele für 2030',
    cards: [
      {
        title: 'Materialien',
        body: 'Der Großteil unserer wichtigsten Materialien aus recycelten, regenerativen oder nachwachsenden Quellen.',
      },
      { title: 'Verpackung', body: 'Plastikfreie Verkaufsverpackungen und recycelbare Beutel für jede Lieferung.' },
      { title: 'Kreislauf', body: 'Reparatur und Wiederverkauf für jede Marke der Gruppe.' },
    ],
  },
  es: {
    name: 'Sostenibilidad',
    title: 'Reparar, revender, reciclar',
    hero: {
      eyebrow: 'Sostenibilidad',
      title: 'Productos en uso durante más tiempo',
      subtitle:
        'Nuestro programa de recogida convierte sus tiendas en puntos de recogida de ropa, calzado y bolsas usados.',
      alt: 'Un bosque de pinos al amanecer',
    },
    body: [
      { heading: 'Cómo funciona el programa' },
      {
        steps: [
          'Solicite cajas de recogida gratuitas mediante un ticket.',
          'Sus clientes depositan productos de cualquiera de nuestras marcas, en cualquier estado.',
          'Cuando una caja esté llena, reserve una recogida; la retiramos con su próxima entrega.',
        ],
      },
      'Los productos recogidos se clasifican en nuestro centro de reparación: lo que se puede reparar se revende y el resto se recicla en nuevas fibras. Por cada artículo entregado, su cliente recibe un vale de reparación, y usted recibe un informe trimestral de los volúmenes recogidos en sus tiendas.',
    ],
    cardsTitle: 'Nuestros compromisos para 2030',
    cards: [
      {
        title: 'Materiales',
        body: 'La mayoría de nuestros materiales principales de origen reciclado, regenerativo o renovable.',
      },
      { title: 'Embalaje', body: 'Embalaje de consumo sin plástico y bolsas reciclables en cada entrega.' },
      { title: 'Circularidad', body: 'Reparación y reventa para todas las marcas del Grupo.' },
    ],
  },
  fr: {
    name: 'Développement durable',
    title: 'Réparer, revendre, recycler',
    hero: {
      eyebrow: 'Développement durable',
      title: 'Faire durer les produits plus longtemps',
      subtitle:
        'Notre programme de reprise fait de vos magasins des points de collecte pour les vêtements, chaussures et sacs usagés.',
      alt: 'Une forêt de pins au lever du soleil',
    },
    body: [
      { heading: 'Comment fonctionne le programme' },
      {
        steps: [
          'Commandez gratuitement des bacs de collecte via un ticket.',
          'Vos clients déposent des produits de toutes nos marques, quel que soit leur état.',
          'Quand un bac est plein, réservez un enlèvement ; nous le reprenons avec votre prochaine livraison.',
        ],
      },
      'Les produits collectés sont triés dans notre centre de réparation : ce qui peut être réparé est revendu, le reste est recyclé en nouvelles fibres. Chaque article rapporté donne droit à un bon de réparation pour votre client, et vous recevez chaque trimestre un rapport des volumes collectés dans vos magasins.',
    ],
    cardsTitle: 'Nos engagements pour 2030',
    cards: [
      {
        title: 'Matières',
        body: 'L’essentiel de nos matières principales issues de sources recyclées, régénératrices ou renouvelables.',
      },
      {
        title: 'Emballages',
        body: 'Des emballages consommateurs sans plastique et des sachets recyclables pour chaque livraison.',
      },
      { title: 'Circularité', body: 'Réparation et revente proposées pour chaque marque du Groupe.' },
    ],
  },
  it: {
    name: 'Sostenibilità',
    title: 'Riparare, rivendere, riciclare',
    hero: {
      eyebrow: 'Sostenibilità',
      title: 'Prodotti in uso più a lungo',
      subtitle:
        'Il nostro programma di ritiro trasforma i vostri negozi in punti di raccolta per abbigliamento, calzature e borse usati.',
      alt: 'Una pineta all’alba',
    },
    body: [
      { heading: 'Come funziona il programma' },
      {
        steps: [
          'Ordinate gratuitamente i contenitori di raccolta tramite ticket.',
          'I vostri clienti consegnano prodotti di tutti i nostri marchi, in qualsiasi condizione.',
          'Quando un contenitore è pieno, prenotate il ritiro: lo prendiamo con la consegna successiva.',
        ],
      },
      'I prodotti raccolti vengono smistati nel nostro centro riparazioni: ciò che si può riparare viene rivenduto, il resto riciclato in nuove fibre. Per ogni capo riconsegnato il vostro cliente riceve un buono riparazione, e voi ricevete ogni trimestre un report dei volumi raccolti nei vostri negozi.',
    ],
    cardsTitle: 'I nostri impegni per il 2030',
    cards: [
      {
        title: 'Materiali',
        body: 'La maggior parte dei nostri materiali principali da fonti riciclate, rigenerative o rinnovabili.',
      },
      { title: 'Imballaggi', body: 'Imballaggi consumer senza plastica e buste riciclabili per ogni consegna.' },
      { title: 'Circolarità', body: 'Riparazione e rivendita per ogni marchio del Gruppo.' },
    ],
  },
};

const generic = [
  { path: 'about', image: 'about-hero', texts: about },
  { path: 'sustainability', image: 'sustainability', texts: sustainability },
] as const;

/** The key of the generic page at a path (`about`, `a/b`): `page.about`, `page.a.b`. */
export function genericPageKey(path: string): string {
  return `page.${path.replaceAll('/', '.')}`;
}

export const genericPages: SeedPage[] = generic.flatMap(({ path, image: artwork, texts }) =>
  perLanguage(texts, (text, language) =>
    page(genericPageKey(path), language, text, [
      row(
        'hero',
        place(
          item(`${path}-hero`, 'hero-banner', {
            eyebrow: text.hero.eyebrow,
            title: text.hero.title,
            subtitle: text.hero.subtitle,
            media: image(artwork, text.hero.alt, 'hero'),
          }),
        ),
      ),
      row('story', place(item(`${path}-story`, 'rich-text', { body: richText(text.body) }))),
      row(
        'values',
        place(
          item(`${path}-values`, 'cards', { title: text.cardsTitle, entries: entries(`${path}-values`, text.cards) }),
        ),
      ),
    ]),
  ),
);
