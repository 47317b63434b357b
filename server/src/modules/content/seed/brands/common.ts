import type { LanguageId } from '@portal/contracts';
import type { BrandCommon } from './types.ts';

export const brandCommon: Readonly<Record<LanguageId, BrandCommon>> = {
  en: {
    brandPage: { name: (brand) => `${brand} brand page` },
    cards: {
      shop: {
        title: 'Shop the B2B catalogue',
        body: (brand) => `Pre-season and replenishment orders for ${brand}, with live stock and your prices.`,
        cta: 'Open the shop',
      },
      highlights: {
        title: 'Season highlights',
        body: (brand) => `The key stories of ${brand} for Spring/Summer 2027 and what to put in the window.`,
        cta: 'See the highlights',
      },
      assets: {
        title: 'Marketing and POS assets',
        body: (brand) => `Campaign images, product texts and point-of-sale material for ${brand}.`,
        cta: 'Request assets',
      },
    },
    landing: {
      name: (brand) => `${brand} landing page`,
      storyTitle: (brand) => `The ${brand} story`,
      collectionsTitle: 'Collections',
      cta: 'Shop now',
    },
    contents: {
      name: (brand) => `${brand} brand contents`,
      carouselTitle: 'Now in the range',
      assetsTitle: 'Bring the campaign to your store',
      assetsBody:
        'Window kits, shelf talkers and digital assets are free for authorised retailers. Order them with your next delivery.',
      cta: 'Order POS material',
    },
    sceneAlt: {
      mountains: 'Snow-capped mountain ridges under an evening sky',
      trail: 'A dashed trail winding through hills',
      sneaker: 'A sneaker in front of soft circles',
      boot: 'A sturdy boot with laces',
      backpack: 'A backpack with a front pocket',
      knit: 'A knitted zig-zag pattern',
      waves: 'Layered waves under a low sun',
      skate: 'A skate ramp above a checkerboard strip',
      city: 'An abstract city skyline',
      parcels: 'Stacked parcels',
      documents: 'Documents with a check mark',
      forest: 'A pine forest at sunrise',
    },
  },
  de: {
    brandPage: { name: (brand) => `Markenseite ${brand}` },
    cards: {
      shop: {
        title: 'Zum B2B-Katalog',
        body: (brand) => `Vororder und Nachorder für ${brand}, mit aktuellem Bestand und Ihren Preisen.`,
        cta: 'Shop öffnen',
      },
      highlights: {
        title: 'Saison-Highlights',
        body: (brand) =>
          `Die wichtigsten Themen von ${brand} für Frühjahr/Sommer 2027 und was ins Schaufenster gehört.`,
        cta: 'Highlights ansehen',
      },
      assets: {
        title: 'Marketing- und POS-Material',
        body: (brand) => `Kampagnenbilder, Produkttexte und Verkaufsförderungsmaterial für ${brand}.`,
        cta: 'Material anfordern',
      },
    },
    landing: {
      name: (brand) => `Landingpage ${brand}`,
      storyTitle: (brand) => `Die Geschichte von ${brand}`,
      collectionsTitle: 'Kollektionen',
      cta: 'Jetzt bestellen',
    },
    contents: {
      name: (brand) => `Markeninhalte ${brand}`,
      carouselTitle: 'Neu im Sortiment',
      assetsTitle: 'Die Kampagne in Ihr Geschäft holen',
      assetsBody:
        'Schaufensterpakete, Regalstopper und digitale Inhalte sind für autorisierte Händler kostenlos. Bestellen Sie sie mit Ihrer nächsten Lieferung.',
      cta: 'POS-Material bestellen',
    },
    sceneAlt: {
      mountains: 'Schneebedeckte Bergketten unter einem Abendhimmel',
      trail: 'Ein gestrichelter Pfad, der sich durch Hügel windet',
      sneaker: 'Ein Sneaker vor weichen Kreisen',
      boot: 'Ein robuster Schnürstiefel',
      backpack: 'Ein Rucksack mit Fronttasche',
      knit: 'Ein gestricktes Zickzackmuster',
      waves: 'Wellen in mehreren Lagen unter tief stehender Sonne',
      skate: 'Eine Skaterampe über einem Schachbrettstreifen',
      city: 'Eine abstrakte Stadtsilhouette',
      parcels: 'Gestapelte Pakete',
      documents: 'Dokumente mit einem Häkchen',
      forest: 'Ein Kiefernwald bei Sonnenaufgang',
    },
  },
  es: {
    brandPage: { name: (brand) => `Página de marca ${brand}` },
    cards: {
      shop: {
        title: 'Catálogo B2B',
        body: (brand) => `Pedidos de pretemporada y de reposición de ${brand}, con stock en tiempo real y sus precios.`,
        cta: 'Abrir la tienda',
      },
      highlights: {
        title: 'Lo más destacado de la temporada',
        body: (brand) => `Las historias clave de ${brand} para Primavera/Verano 2027 y qué mostrar en el escaparate.`,
        cta: 'Ver lo más destacado',
      },
      assets: {
        title: 'Material de marketing y PLV',
        body: (brand) => `Imágenes de campaña, textos de producto y material para el punto de venta de ${brand}.`,
        cta: 'Solicitar material',
      },
    },
    landing: {
      name: (brand) => `Página de inicio de ${brand}`,
      storyTitle: (brand) => `La historia de ${brand}`,
      collectionsTitle: 'Colecciones',
      cta: 'Comprar ahora',
    },
    contents: {
      name: (brand) => `Contenidos de marca ${brand}`,
      carouselTitle: 'Novedades en la gama',
      assetsTitle: 'Lleve la campaña a su tienda',
      assetsBody:
        'Los kits de escaparate, los indicadores de lineal y los contenidos digitales son gratuitos para los distribuidores autorizados. Pídalos con su próxima entrega.',
      cta: 'Pedir material PLV',
    },
    sceneAlt: {
      mountains: 'Cordilleras nevadas bajo un cielo de atardecer',
      trail: 'Un sendero discontinuo que serpentea entre colinas',
      sneaker: 'Una zapatilla ante círculos suaves',
      boot: 'Una bota robusta con cordones',
      backpack: 'Una mochila con bolsillo frontal',
      knit: 'Un motivo de punto en zigzag',
      waves: 'Olas superpuestas bajo un sol bajo',
      skate: 'Una rampa de skate sobre una franja a cuadros',
      city: 'Un perfil urbano abstracto',
      parcels: 'Paquetes apilados',
      documents: 'Documentos con una marca de verificación',
      forest: 'Un bosque de pinos al amanecer',
    },
  },
  fr: {
    brandPage: { name: (brand) => `Page de marque ${brand}` },
    cards: {
      shop: {
        title: 'Catalogue B2B',
        body: (brand) => `Précommandes et réassorts ${brand}, avec le stock en temps réel et vos prix.`,
        cta: 'Ouvrir la boutique',
      },
      highlights: {
        title: 'Temps forts de la saison',
        body: (brand) => `Les thèmes clés de ${brand} pour le Printemps/Été 2027 et ce qu’il faut mettre en vitrine.`,
        cta: 'Voir les temps forts',
      },
      assets: {
        title: 'Marketing et PLV',
        body: (brand) => `Visuels de campagne, textes produits et supports de vente pour ${brand}.`,
        cta: 'Demander du matériel',
      },
    },
    landing: {
      name: (brand) => `Page d’accueil ${brand}`,
      storyTitle: (brand) => `L’histoire de ${brand}`,
      collectionsTitle: 'Collections',
      cta: 'Commander',
    },
    contents: {
      name: (brand) => `Contenus de marque ${brand}`,
      carouselTitle: 'Nouveau dans la gamme',
      assetsTitle: 'La campagne dans votre magasin',
      assetsBody:
        'Kits vitrine, stop-rayons et contenus digitaux sont gratuits pour les revendeurs agréés. Commandez-les avec votre prochaine livraison.',
      cta: 'Commander la PLV',
    },
    sceneAlt: {
      mountains: 'Crêtes enneigées sous un ciel du soir',
      trail: 'Un sentier en pointillés serpentant entre des collines',
      sneaker: 'Une sneaker devant des cercles doux',
      boot: 'Une chaussure montante robuste à lacets',
      backpack: 'Un sac à dos avec poche frontale',
      knit: 'Un motif tricoté en zigzag',
      waves: 'Des vagues superposées sous un soleil bas',
      skate: 'Une rampe de skate au-dessus d’une bande à damier',
      city: 'Une silhouette urbaine abstraite',
      parcels: 'Des colis empilés',
      documents: 'Des documents avec une coche',
      forest: 'Une forêt de pins au lever du soleil',
    },
  },
  it: {
    brandPage: { name: (brand) => `Pagina del marchio ${brand}` },
    cards: {
      shop: {
        title: 'Catalogo B2B',
        body: (brand) => `Preordini e riassortimenti ${brand}, con disponibilità in tempo reale e i vostri prezzi.`,
        cta: 'Apri lo shop',
      },
      highlights: {
        title: 'I protagonisti della stagione',
        body: (brand) => `I temi chiave di ${brand} per Primavera/Estate 2027 e cosa mettere in vetrina.`,
        cta: 'Scopri i protagonisti',
      },
      assets: {
        title: 'Materiali marketing e POS',
        body: (brand) => `Immagini di campagna, testi prodotto e materiali per il punto vendita ${brand}.`,
        cta: 'Richiedi i materiali',
      },
    },
    landing: {
      name: (brand) => `Landing page ${brand}`,
      storyTitle: (brand) => `La storia di ${brand}`,
      collectionsTitle: 'Collezioni',
      cta: 'Ordina ora',
    },
    contents: {
      name: (brand) => `Contenuti del marchio ${brand}`,
      carouselTitle: 'Novità in gamma',
      assetsTitle: 'Portate la campagna nel vostro negozio',
      assetsBody:
        'Kit vetrina, cartellini da scaffale e contenuti digitali sono gratuiti per i rivenditori autorizzati. Ordinateli con la prossima consegna.',
      cta: 'Ordina materiali POS',
    },
    sceneAlt: {
      mountains: 'Creste innevate sotto un cielo serale',
      trail: 'Un sentiero tratteggiato che si snoda tra le colline',
      sneaker: 'Una sneaker davanti a cerchi morbidi',
      boot: 'Uno scarponcino robusto con lacci',
      backpack: 'Uno zaino con tasca frontale',
      knit: 'Un motivo a maglia a zig-zag',
      waves: 'Onde sovrapposte sotto un sole basso',
      skate: 'Una rampa da skate sopra una striscia a scacchi',
      city: 'Uno skyline urbano astratto',
      parcels: 'Pacchi impilati',
      documents: 'Documenti con un segno di spunta',
      forest: 'Una pineta all’alba',
    },
  },
};
