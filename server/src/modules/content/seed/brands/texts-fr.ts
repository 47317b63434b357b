import type { BrandTexts } from './types.ts';

export const brandTextsFr: BrandTexts = {
  altra: {
    tagline: 'Des chaussures à la forme du pied',
    description:
      'Chaussures de running et de randonnée avec un avant-pied large et anatomique et un amorti équilibré. D’excellentes rotations chez les spécialistes running et trail.',
    story:
      'Altra est née dans un magasin de running, où ses fondateurs ont retravaillé les chaussures pour laisser les orteils s’écarter naturellement. Chaque modèle garde le talon et l’avant-pied à la même hauteur, pour une foulée naturelle sur route comme en montagne.',
    collections: [
      {
        title: 'Trail',
        body: 'Semelles accrocheuses et tiges protectrices pour les terrains techniques et les longues distances.',
      },
      {
        title: 'Running sur route',
        body: 'Chaussures amorties pour l’entraînement quotidien et modèles rapides pour tous les coureurs.',
      },
      {
        title: 'Randonnée',
        body: 'Chaussures légères, aussi en version imperméable, pour des sorties rapides en montagne.',
      },
    ],
    news: {
      title: 'Le nouveau modèle phare trail arrive en février',
      body: 'Le modèle trail renouvelé est livré dans le créneau de février. Les précommandes passées avant le 15 décembre sont servies en priorité.',
    },
  },
  dickies: {
    tagline: 'Vêtements de travail depuis 1922',
    description:
      'Pantalons, chemises et vestes de travail résistants, et les styles lifestyle qui en sont issus. Les programmes permanents sont réassortis toute l’année.',
    story:
      'Dickies a commencé par fabriquer des combinaisons pour ceux qui construisent. Un siècle plus tard, les mêmes tissus robustes et coupes pratiques habillent les artisans au travail et les amateurs de streetwear en dehors.',
    collections: [
      {
        title: 'Essentiels du travail',
        body: 'Pantalons, combinaisons et chemises en sergé résistant, disponibles toute l’année.',
      },
      { title: 'Workwear lifestyle', body: 'Coupes décontractées et couleurs de saison pour l’espace mode.' },
      { title: 'Accessoires', body: 'Casquettes, ceintures et chaussettes pour compléter la vente en caisse.' },
    ],
    news: {
      title: 'Pantalons de travail permanents : nouvelles tailles',
      body: 'Dès janvier, les pantalons de travail permanents existent en longueurs de jambe supplémentaires. Les réassorts en cours sont adaptés automatiquement.',
    },
  },
  'eastpak-jansport': {
    tagline: 'Des sacs à dos faits pour durer',
    description:
      'Sacs à dos, sacs de voyage et accessoires pour l’école, la ville et les voyages, avec des garanties longue durée qui rassurent les clients.',
    story:
      'Les deux marques ont grandi avec des étudiants et des voyageurs qui les emportaient partout. Des designs simples, des matières solides et des garanties de plusieurs années les font durer dans le monde entier.',
    collections: [
      {
        title: 'Sacs à dos du quotidien',
        body: 'Les sacs à dos classiques dans de nouveaux imprimés et coloris de saison.',
      },
      { title: 'Voyage', body: 'Valises cabine et sacs de voyage, légers et prêts pour chaque départ.' },
      { title: 'Rentrée scolaire', body: 'Anticipez le pic de l’été : la gamme rentrée est ouverte en précommande.' },
    ],
    news: {
      title: 'La précommande rentrée scolaire est ouverte',
      body: 'Commandez la gamme rentrée avant le 31 janvier pour la recevoir en juin, avant le pic de l’été.',
    },
  },
  icebreaker: {
    tagline: 'Le mérinos pour la vie en plein air',
    description:
      'Sous-couches, t-shirts et couches intermédiaires en laine mérinos qui régulent la température et restent frais plusieurs jours. Idéal pour les magasins outdoor et voyage.',
    story:
      'Icebreaker est née d’une idée simple : la toison qui protège les moutons en montagne peut faire de même pour nous. La marque travaille aujourd’hui avec des éleveurs sous contrats longue durée pour un mérinos fin.',
    collections: [
      { title: 'Sous-couches', body: 'Du mérinos à même la peau, en trois grammages pour chaque activité et saison.' },
      { title: 'T-shirts mérinos', body: 'Des t-shirts du quotidien et de voyage qui limitent les odeurs.' },
      {
        title: 'Couches intermédiaires',
        body: 'Des couches chaudes et respirantes pour les matins frais et les longues soirées.',
      },
    ],
    news: {
      title: 'Nouvel emballage pour les sous-couches',
      body: 'Les sous-couches arrivent désormais dans un emballage papier recyclable. Les formats ne changent pas : votre mobilier reste adapté.',
    },
  },
  kipling: {
    tagline: 'Des sacs colorés pour tous les jours',
    description:
      'Sacs à main, sacs à dos et sacs de voyage légers et colorés, chacun avec son porte-clés emblématique. Très demandés en grands magasins et en travel retail.',
    story:
      'Kipling est née à Anvers, avec le goût des couleurs ludiques et du nylon froissé léger. Chaque sac porte encore son petit porte-clés, un détail que les clients recherchent.',
    collections: [
      {
        title: 'Sacs à main et bandoulières',
        body: 'Des sacs légers du quotidien en imprimés de saison et coloris permanents.',
      },
      { title: 'Sacs à dos', body: 'Sacs à dos urbains compacts et modèles scolaires aux poches astucieuses.' },
      { title: 'Voyage', body: 'Valises à roulettes et sacs week-end avec accessoires assortis.' },
    ],
    news: {
      title: 'Les imprimés de printemps arrivent en mars',
      body: 'La collection d’imprimés de printemps arrive dans le créneau de mars, avec de petits accessoires assortis pour la caisse.',
    },
  },
  napapijri: {
    tagline: 'Née pour la nature, faite pour la ville',
    description:
      'Vestes, polaires et sweats aux racines alpines, avec le détail drapeau reconnaissable, pour une clientèle outdoor attentive à la mode.',
    story:
      'Napapijri est née dans les Alpes italiennes avec un sac de voyage conçu pour les expéditions polaires. Ses anoraks et ses vestes portent aujourd’hui cet esprit d’explorateur dans les rues des villes.',
    collections: [
      { title: 'Vestes', body: 'Anoraks, doudounes et vestes de pluie pour chaque saison.' },
      { title: 'Polaires et sweats', body: 'Des couches douces ornées du détail drapeau de la marque.' },
      { title: 'Accessoires', body: 'Sacs, casquettes et bonnets pour compléter la tenue.' },
    ],
    news: {
      title: 'L’anorak iconique dans de nouveaux coloris',
      body: 'L’anorak emblématique arrive en trois nouveaux coloris pour le Printemps/Été 2027. Les quantités sont limitées : confirmez votre précommande avant le 15 décembre.',
    },
  },
  smartwool: {
    tagline: 'Le confort dès les pieds',
    description:
      'Chaussettes, sous-couches et vêtements en mérinos axés sur le confort et le maintien. Les chaussettes sont des lignes de réassort qui tournent toute l’année.',
    story:
      'Smartwool a été fondée par des moniteurs de ski lassés d’avoir les pieds froids et mouillés. Les chaussettes en mérinos ont résolu le problème, et la marque affine depuis le rembourrage, le maintien et la durabilité.',
    collections: [
      { title: 'Chaussettes techniques', body: 'Chaussettes de randonnée, de running et de ski au rembourrage ciblé.' },
      { title: 'Sous-couches', body: 'Des couches mérinos qui gardent la peau au sec et au chaud.' },
      { title: 'Mérinos au quotidien', body: 'Chaussettes et hauts lifestyle dans les couleurs de la saison.' },
    ],
    news: {
      title: 'Planogrammes chaussettes mis à jour',
      body: 'De nouveaux planogrammes pour murs de chaussettes de 60, 90 et 120 cm sont disponibles. Demandez un jeu imprimé à votre commercial.',
    },
  },
  'the-north-face': {
    tagline: 'Conçue pour l’exploration',
    description:
      'Vêtements techniques, chaussures et équipement pour les athlètes de montagne et les explorateurs du quotidien. La marque pilier de la plupart des assortiments outdoor.',
    story:
      'Depuis 1966, The North Face équipe grimpeurs, skieurs et coureurs lors d’expéditions partout dans le monde. Le même équipement, éprouvé en altitude, est pensé pour performer aussi au quotidien.',
    collections: [
      { title: 'Montagne', body: 'Vestes imperméables, isolation et sacs pour les journées alpines.' },
      { title: 'Trail', body: 'Chaussures légères, gilets et shorts pour les sorties rapides sur les sentiers.' },
      { title: 'Exploration au quotidien', body: 'Polaires, doudounes et sacs à dos pour la ville et au-delà.' },
    ],
    news: {
      title: 'Collection expédition : allocations confirmées',
      body: 'Les allocations de la collection expédition limitée sont confirmées. Vérifiez dans votre commande les quantités réservées à vos magasins.',
    },
  },
  timberland: {
    tagline: 'Des boots qui vont loin',
    description:
      'Boots imperméables iconiques, chaussures outdoor et vêtements, avec l’engagement d’utiliser des cuirs et matières d’origine responsable.',
    story:
      'Timberland est née comme bottier familial en Nouvelle-Angleterre. Sa boot en cuir imperméable est devenue une icône, et la marque travaille aujourd’hui à des produits en matières régénératrices et recyclées.',
    collections: [
      { title: 'Boots iconiques', body: 'La boot imperméable originale en coloris permanents et de saison.' },
      {
        title: 'Chaussures outdoor',
        body: 'Chaussures de randonnée et de trail pour des journées confortables dehors.',
      },
      { title: 'Vêtements', body: 'Vestes, chemises et pantalons inspirés du vêtement de travail.' },
    ],
    news: {
      title: 'Kits d’entretien pour vos caisses',
      body: 'Les kits d’entretien du cuir sont de retour en stock. Ajoutez-les à vos commandes de boots : ils partent dans le même carton.',
    },
  },
  vans: {
    tagline: 'L’héritage skate depuis 1966',
    description:
      'Chaussures de skate classiques, vêtements et accessoires ancrés dans le skateboard et la culture créative, des modèles originaux aux modèles pro.',
    story:
      'Vans a ouvert sa première boutique en Californie en 1966 et y fabriquait ses chaussures sur place. Sa semelle adhérente en a fait la chaussure du skate, et les classiques restent au cœur de la gamme.',
    collections: [
      { title: 'Classiques', body: 'Les modèles originaux en toile, en coloris permanents et de saison.' },
      { title: 'Skate', body: 'Des chaussures de skate renforcées avec plus d’amorti et d’adhérence.' },
      { title: 'Outdoor', body: 'Des versions des classiques prêtes pour les mois froids.' },
    ],
    news: {
      title: 'Réassort des classiques : allocation plus rapide',
      body: 'Les classiques noir et blanc sont désormais alloués chaque jour. Les réassorts passés avant midi quittent l’entrepôt le jour ouvré suivant.',
    },
  },
};
