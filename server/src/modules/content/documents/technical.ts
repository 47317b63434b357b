import type { LanguageId } from '@portal/contracts';
import type { PdfText } from '../media/pdf.ts';

/** Size tables are the same in every language; only the words around them change. */
const footwearTable = [
  'EU 38 · UK 5 · US men 6 · US women 7.5 · 24.0 cm',
  'EU 39 · UK 6 · US men 7 · US women 8.5 · 24.8 cm',
  'EU 40 · UK 6.5 · US men 7.5 · US women 9 · 25.4 cm',
  'EU 41 · UK 7.5 · US men 8.5 · US women 10 · 26.0 cm',
  'EU 42 · UK 8 · US men 9 · US women 10.5 · 26.7 cm',
  'EU 43 · UK 9 · US men 10 · US women 11.5 · 27.5 cm',
  'EU 44 · UK 9.5 · US men 10.5 · US women 12 · 28.0 cm',
  'EU 45 · UK 10.5 · US men 11.5 · 28.9 cm',
].join('\n');

const apparelTable = [
  'XS · 84–88 · 70–74 · 86–90',
  'S · 89–94 · 75–80 · 91–96',
  'M · 95–100 · 81–86 · 97–102',
  'L · 101–107 · 87–93 · 103–108',
  'XL · 108–114 · 94–100 · 109–114',
  'XXL · 115–121 · 101–107 · 115–120',
].join('\n');

const sizeGuideFootwear: Record<LanguageId, PdfText> = {
  en: {
    title: 'Footwear Size Conversion Guide',
    lead: 'Use this guide to convert sizes between markets and to advise store staff. Brand lasts differ: always check the brand notes in the product data before ordering.',
    sections: [
      ['Conversion table (EU · UK · US men · US women · foot length)', footwearTable],
      [
        'Measuring a foot',
        'Measure in the afternoon, standing, with the socks the shoe will be worn with. Take the longer foot, from heel to the tip of the longest toe, and add 5 to 10 mm for trail and hiking models.',
      ],
      [
        'Width and fit notes',
        'Models marked wide fit add about 4 mm of width across the forefoot. Zero-drop running shoes often feel roomier in the toe box; suggest customers try their usual size first.',
      ],
    ],
  },
  de: {
    title: 'Umrechnungstabelle Schuhgrößen',
    lead: 'Mit dieser Übersicht rechnen Sie Größen zwischen Märkten um und beraten Ihr Verkaufsteam. Die Leisten der Marken unterscheiden sich: Prüfen Sie vor der Bestellung immer die Markenhinweise in den Produktdaten.',
    sections: [
      ['Umrechnungstabelle (EU · UK · US Herren · US Damen · Fußlänge)', footwearTable],
      [
        'Fuß richtig messen',
        'Am Nachmittag im Stehen messen, mit den Socken, die zum Schuh getragen werden. Am längeren Fuß von der Ferse bis zur Spitze des längsten Zehs messen und für Trail- und Wandermodelle 5 bis 10 mm zugeben.',
      ],
      [
        'Hinweise zu Weite und Passform',
        'Als weit gekennzeichnete Modelle bieten im Vorfuß rund 4 mm mehr Breite. Laufschuhe ohne Sprengung fallen im Zehenbereich oft geräumiger aus; empfehlen Sie zunächst die gewohnte Größe.',
      ],
    ],
  },
  es: {
    title: 'Guía de conversión de tallas de calzado',
    lead: 'Utilice esta guía para convertir tallas entre mercados y asesorar al personal de tienda. Las hormas varían según la marca: consulte siempre las notas de la marca en los datos de producto antes de pedir.',
    sections: [
      ['Tabla de conversión (EU · UK · US hombre · US mujer · longitud del pie)', footwearTable],
      [
        'Cómo medir el pie',
        'Mida por la tarde, de pie y con los calcetines que se usarán con el calzado. Tome el pie más largo, desde el talón hasta la punta del dedo más largo, y añada de 5 a 10 mm en modelos de trail y montaña.',
      ],
      [
        'Anchura y ajuste',
        'Los modelos de horma ancha añaden unos 4 mm en el antepié. Las zapatillas de running sin drop suelen resultar más amplias en la puntera; recomiende probar primero la talla habitual.',
      ],
    ],
  },
  fr: {
    title: 'Guide de conversion des pointures',
    lead: 'Ce guide vous aide à convertir les pointures entre marchés et à conseiller vos équipes en magasin. Les formes varient selon les marques : consultez toujours les remarques de la marque dans les données produit avant de commander.',
    sections: [
      ['Tableau de conversion (EU · UK · US homme · US femme · longueur du pied)', footwearTable],
      [
        'Mesurer un pied',
        'Mesurez l’après-midi, debout, avec les chaussettes portées avec la chaussure. Prenez le pied le plus long, du talon au bout de l’orteil le plus long, et ajoutez 5 à 10 mm pour les modèles de trail et de randonnée.',
      ],
      [
        'Largeur et chaussant',
        'Les modèles à chaussant large offrent environ 4 mm de plus à l’avant-pied. Les chaussures de running à drop zéro paraissent souvent plus spacieuses à l’avant ; conseillez d’essayer d’abord la pointure habituelle.',
      ],
    ],
  },
  it: {
    title: 'Guida alla conversione delle taglie calzature',
    lead: 'Usate questa guida per convertire le taglie tra mercati e consigliare il personale di negozio. Le forme variano da marchio a marchio: prima di ordinare verificate sempre le note del marchio nei dati prodotto.',
    sections: [
      ['Tabella di conversione (EU · UK · US uomo · US donna · lunghezza del piede)', footwearTable],
      [
        'Come misurare il piede',
        'Misurate nel pomeriggio, in piedi, con le calze che si useranno con la scarpa. Prendete il piede più lungo, dal tallone alla punta del dito più lungo, e aggiungete da 5 a 10 mm per i modelli trail ed escursionismo.',
      ],
      [
        'Calzata e larghezza',
        'I modelli a calzata larga offrono circa 4 mm in più sull’avampiede. Le scarpe da running a drop zero risultano spesso più comode in punta; suggerite di provare prima la taglia abituale.',
      ],
    ],
  },
};

const sizeGuideApparel: Record<LanguageId, PdfText> = {
  en: {
    title: 'Apparel Measurement Guide',
    lead: 'Body measurements in centimetres behind the size labels of our apparel brands. Technical outerwear is cut to fit over a mid layer.',
    sections: [
      ['Size · chest · waist · hips (cm)', apparelTable],
      [
        'How to measure',
        'Chest: around the fullest part, under the arms. Waist: around the natural waistline. Hips: around the widest part with feet together. Keep the tape level and snug, not tight.',
      ],
      [
        'Fit families',
        'Slim fit follows the body for running and base layers; regular fit leaves room for layering; relaxed fit is cut generously for workwear and lifestyle ranges.',
      ],
    ],
  },
  de: {
    title: 'Maßtabelle Bekleidung',
    lead: 'Körpermaße in Zentimetern hinter den Größenangaben unserer Bekleidungsmarken. Technische Oberbekleidung ist so geschnitten, dass eine Isolationsschicht darunter passt.',
    sections: [
      ['Größe · Brust · Taille · Hüfte (cm)', apparelTable],
      [
        'So wird gemessen',
        'Brust: an der weitesten Stelle unter den Armen. Taille: an der natürlichen Taillenlinie. Hüfte: an der breitesten Stelle bei geschlossenen Füßen. Das Maßband waagerecht und anliegend, aber nicht straff führen.',
      ],
      [
        'Passformen',
        'Slim Fit liegt körpernah an, etwa bei Lauf- und Funktionsunterwäsche; Regular Fit lässt Raum für mehrere Schichten; Relaxed Fit ist großzügig für Workwear- und Lifestyle-Kollektionen geschnitten.',
      ],
    ],
  },
  es: {
    title: 'Guía de medidas de ropa',
    lead: 'Medidas corporales en centímetros que corresponden a las tallas de nuestras marcas de ropa. Las prendas técnicas de exterior están pensadas para llevarse sobre una capa intermedia.',
    sections: [
      ['Talla · pecho · cintura · cadera (cm)', apparelTable],
      [
        'Cómo medir',
        'Pecho: por la parte más ancha, bajo los brazos. Cintura: por la línea natural de la cintura. Cadera: por la parte más ancha con los pies juntos. Mantenga la cinta horizontal y ajustada, sin apretar.',
      ],
      [
        'Tipos de ajuste',
        'El ajuste slim sigue la forma del cuerpo en prendas de running y capas base; el regular deja espacio para superponer capas; el relaxed tiene un patrón holgado para las líneas de workwear y lifestyle.',
      ],
    ],
  },
  fr: {
    title: 'Guide des mesures textiles',
    lead: 'Mensurations en centimètres correspondant aux tailles de nos marques textiles. Les vestes techniques sont coupées pour se porter sur une couche intermédiaire.',
    sections: [
      ['Taille · poitrine · taille · hanches (cm)', apparelTable],
      [
        'Comment mesurer',
        'Poitrine : à l’endroit le plus fort, sous les bras. Taille : au niveau de la taille naturelle. Hanches : à l’endroit le plus large, pieds joints. Gardez le mètre horizontal et ajusté, sans serrer.',
      ],
      [
        'Coupes',
        'La coupe ajustée épouse le corps pour le running et les sous-couches ; la coupe régulière laisse de la place pour superposer ; la coupe ample est généreuse pour les gammes workwear et lifestyle.',
      ],
    ],
  },
  it: {
    title: 'Guida alle misure abbigliamento',
    lead: 'Misure corporee in centimetri corrispondenti alle taglie dei nostri marchi di abbigliamento. I capispalla tecnici sono tagliati per essere indossati sopra uno strato intermedio.',
    sections: [
      ['Taglia · torace · vita · fianchi (cm)', apparelTable],
      [
        'Come misurare',
        'Torace: nel punto più ampio, sotto le braccia. Vita: lungo la linea naturale della vita. Fianchi: nel punto più largo, a piedi uniti. Tenete il metro orizzontale e aderente, senza stringere.',
      ],
      [
        'Vestibilità',
        'La vestibilità slim segue il corpo per running e strati base; la regular lascia spazio per sovrapporre più strati; la relaxed è ampia per le linee workwear e lifestyle.',
      ],
    ],
  },
};

const careGuide: Record<LanguageId, PdfText> = {
  en: {
    title: 'Product Care and Maintenance Guide',
    lead: 'Good care keeps products performing and reduces warranty claims. Share these points with your customers at the till.',
    sections: [
      [
        'Waterproof shells',
        'Wash at 30 °C with a technical cleaner, no fabric softener. Tumble dry on low or iron on a warm setting without steam to restore the water-repellent finish; re-proof once a season.',
      ],
      [
        'Merino wool',
        'Air between wears; wash inside out on a wool cycle at 30 °C and dry flat. Avoid bleach and softener, which damage the fibre.',
      ],
      [
        'Leather boots and shoes',
        'Brush off dirt after use, let them dry away from direct heat with paper inside, then treat with a product suited to the leather type. Nubuck and suede need a dedicated brush and spray.',
      ],
    ],
  },
  de: {
    title: 'Pflege- und Wartungsanleitung',
    lead: 'Richtige Pflege erhält die Funktion der Produkte und senkt Reklamationen. Geben Sie diese Hinweise an Ihre Kundschaft weiter.',
    sections: [
      [
        'Wasserdichte Jacken',
        'Bei 30 °C mit einem Funktionswaschmittel waschen, ohne Weichspüler. Im Trockner bei niedriger Temperatur trocknen oder ohne Dampf warm bügeln, um die Imprägnierung zu reaktivieren; einmal pro Saison nachimprägnieren.',
      ],
      [
        'Merinowolle',
        'Zwischen dem Tragen auslüften; auf links im Wollprogramm bei 30 °C waschen und liegend trocknen. Bleich- und Weichspülmittel vermeiden, sie schädigen die Faser.',
      ],
      [
        'Lederstiefel und -schuhe',
        'Nach dem Tragen Schmutz abbürsten, mit Papier ausgestopft fern von direkter Hitze trocknen lassen und anschließend mit einem zum Leder passenden Mittel pflegen. Nubuk und Veloursleder brauchen eine eigene Bürste und ein eigenes Spray.',
      ],
    ],
  },
  es: {
    title: 'Guía de cuidado y mantenimiento',
    lead: 'Un buen cuidado mantiene las prestaciones de los productos y reduce las reclamaciones de garantía. Comparta estos consejos con sus clientes.',
    sections: [
      [
        'Chaquetas impermeables',
        'Lavar a 30 °C con un detergente técnico, sin suavizante. Secar en secadora a baja temperatura o planchar templado sin vapor para reactivar el tratamiento repelente; reimpermeabilizar una vez por temporada.',
      ],
      [
        'Lana merino',
        'Airear entre usos; lavar del revés en programa de lana a 30 °C y secar en horizontal. Evitar lejía y suavizante, que dañan la fibra.',
      ],
      [
        'Botas y zapatos de piel',
        'Cepillar la suciedad tras el uso, dejar secar lejos de fuentes de calor con papel en el interior y tratar con un producto adecuado al tipo de piel. El nobuk y el ante necesitan cepillo y espray específicos.',
      ],
    ],
  },
  fr: {
    title: 'Guide d’entretien des produits',
    lead: 'Un bon entretien préserve les performances des produits et réduit les demandes de garantie. Partagez ces conseils avec vos clients.',
    sections: [
      [
        'Vestes imperméables',
        'Laver à 30 °C avec une lessive technique, sans adoucissant. Sécher en machine à basse température ou repasser à chaleur douce sans vapeur pour réactiver le traitement déperlant ; réimperméabiliser une fois par saison.',
      ],
      [
        'Laine mérinos',
        'Aérer entre deux ports ; laver sur l’envers en programme laine à 30 °C et sécher à plat. Éviter l’eau de Javel et l’adoucissant, qui abîment la fibre.',
      ],
      [
        'Bottes et chaussures en cuir',
        'Brosser après usage, laisser sécher loin d’une source de chaleur avec du papier à l’intérieur, puis traiter avec un produit adapté au cuir. Le nubuck et le daim demandent une brosse et un spray dédiés.',
      ],
    ],
  },
  it: {
    title: 'Guida alla cura e manutenzione',
    lead: 'Una cura corretta mantiene le prestazioni dei prodotti e riduce le richieste di garanzia. Condividete questi consigli con i vostri clienti.',
    sections: [
      [
        'Giacche impermeabili',
        'Lavare a 30 °C con un detergente tecnico, senza ammorbidente. Asciugare in asciugatrice a bassa temperatura o stirare tiepido senza vapore per riattivare il trattamento idrorepellente; rinnovarlo una volta a stagione.',
      ],
      [
        'Lana merino',
        'Arieggiare tra un utilizzo e l’altro; lavare al rovescio con programma lana a 30 °C e asciugare in piano. Evitare candeggina e ammorbidente, che danneggiano la fibra.',
      ],
      [
        'Scarponi e scarpe in pelle',
        'Spazzolare lo sporco dopo l’uso, lasciare asciugare lontano da fonti di calore con carta all’interno e trattare con un prodotto adatto al tipo di pelle. Nabuk e scamosciato richiedono spazzola e spray dedicati.',
      ],
    ],
  },
};

const packagingGuide: Record<LanguageId, PdfText> = {
  en: {
    title: 'Delivery, Packaging and Labelling Standards',
    lead: 'How our distribution centres pack and label deliveries, so your goods-in team can receive them quickly and match them to orders.',
    sections: [
      [
        'Cartons and labels',
        'Each carton carries a shipping label with the SSCC barcode, your delivery number, the ship-to address and the carton number (for example 3 of 12). Cartons weigh at most 20 kg and hold one purchase order.',
      ],
      [
        'Advance shipping notice',
        'An advance shipping notice is sent by EDI or e-mail when the delivery leaves the warehouse. It lists every carton with its SSCC, articles, sizes and quantities, and matches the delivery shown in the portal.',
      ],
      [
        'Product labelling',
        'Every unit carries an EAN-13 barcode with article, colour and size. Footwear comes boxed; apparel comes folded in recyclable bags unless hanging garments were agreed for your account.',
      ],
    ],
  },
  de: {
    title: 'Standards für Lieferung, Verpackung und Etikettierung',
    lead: 'So verpacken und kennzeichnen unsere Distributionszentren Lieferungen, damit Ihr Wareneingang sie schnell annehmen und den Aufträgen zuordnen kann.',
    sections: [
      [
        'Kartons und Etiketten',
        'Jeder Karton trägt ein Versandetikett mit SSCC-Barcode, Lieferscheinnummer, Lieferadresse und Kartonnummer (zum Beispiel 3 von 12). Kartons wiegen höchstens 20 kg und enthalten jeweils nur eine Bestellung.',
      ],
      [
        'Lieferavis',
        'Sobald die Lieferung das Lager verlässt, senden wir ein Lieferavis per EDI oder E-Mail. Es listet jeden Karton mit SSCC, Artikeln, Größen und Mengen auf und entspricht der Lieferung im Portal.',
      ],
      [
        'Produktkennzeichnung',
        'Jede Einheit trägt einen EAN-13-Barcode mit Artikel, Farbe und Größe. Schuhe kommen im Karton; Bekleidung kommt gefaltet in recycelbaren Beuteln, sofern für Ihr Konto keine Hängeware vereinbart ist.',
      ],
    ],
  },
  es: {
    title: 'Normas de entrega, embalaje y etiquetado',
    lead: 'Cómo preparan y etiquetan nuestros centros de distribución las entregas para que su equipo de recepción pueda recibirlas rápidamente y asociarlas a los pedidos.',
    sections: [
      [
        'Cajas y etiquetas',
        'Cada caja lleva una etiqueta de envío con el código SSCC, el número de entrega, la dirección de destino y el número de caja (por ejemplo, 3 de 12). Las cajas pesan como máximo 20 kg y contienen un solo pedido.',
      ],
      [
        'Aviso de expedición',
        'Cuando la entrega sale del almacén enviamos un aviso de expedición por EDI o correo electrónico. Incluye cada caja con su SSCC, artículos, tallas y cantidades, y coincide con la entrega que muestra el portal.',
      ],
      [
        'Etiquetado de producto',
        'Cada unidad lleva un código EAN-13 con artículo, color y talla. El calzado se entrega en su caja; la ropa llega doblada en bolsas reciclables, salvo que se haya acordado prenda colgada para su cuenta.',
      ],
    ],
  },
  fr: {
    title: 'Normes de livraison, d’emballage et d’étiquetage',
    lead: 'Comment nos centres de distribution emballent et étiquettent les livraisons, pour que votre réception puisse les contrôler rapidement et les rapprocher des commandes.',
    sections: [
      [
        'Cartons et étiquettes',
        'Chaque carton porte une étiquette d’expédition avec le code SSCC, le numéro de livraison, l’adresse de livraison et le numéro du carton (par exemple 3 sur 12). Les cartons pèsent au maximum 20 kg et ne contiennent qu’une commande.',
      ],
      [
        'Avis d’expédition',
        'Un avis d’expédition est envoyé par EDI ou e-mail lorsque la livraison quitte l’entrepôt. Il détaille chaque carton avec son SSCC, ses articles, tailles et quantités, et correspond à la livraison affichée dans le portail.',
      ],
      [
        'Étiquetage des produits',
        'Chaque unité porte un code EAN-13 indiquant l’article, la couleur et la taille. Les chaussures sont livrées en boîte ; le textile arrive plié dans des sachets recyclables, sauf accord de livraison sur cintre pour votre compte.',
      ],
    ],
  },
  it: {
    title: 'Standard di consegna, imballaggio ed etichettatura',
    lead: 'Come i nostri centri di distribuzione imballano ed etichettano le consegne, affinché il vostro magazzino possa riceverle rapidamente e abbinarle agli ordini.',
    sections: [
      [
        'Cartoni ed etichette',
        'Ogni cartone riporta un’etichetta di spedizione con codice SSCC, numero di consegna, indirizzo di destinazione e numero del collo (per esempio 3 di 12). I cartoni pesano al massimo 20 kg e contengono un solo ordine.',
      ],
      [
        'Avviso di spedizione',
        'Quando la consegna lascia il magazzino inviamo un avviso di spedizione via EDI o e-mail. Elenca ogni cartone con SSCC, articoli, taglie e quantità e corrisponde alla consegna mostrata nel portale.',
      ],
      [
        'Etichettatura dei prodotti',
        'Ogni unità riporta un codice EAN-13 con articolo, colore e taglia. Le calzature arrivano nella loro scatola; l’abbigliamento arriva piegato in buste riciclabili, salvo accordi per capi appesi sul vostro conto.',
      ],
    ],
  },
};

/** The technical documents (`GET <media>/docs/<slug>-<lang>.pdf`), by slug. */
export const technicalDocuments = {
  'size-guide-footwear': sizeGuideFootwear,
  'size-guide-apparel': sizeGuideApparel,
  'care-guide': careGuide,
  'delivery-packaging-standards': packagingGuide,
} as const satisfies Record<string, Record<LanguageId, PdfText>>;
export type TechnicalDocumentSlug = keyof typeof technicalDocuments;
