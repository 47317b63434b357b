import type { BrandTexts } from './types.ts';

export const brandTextsIt: BrandTexts = {
  altra: {
    tagline: 'Scarpe a forma di piede',
    description:
      'Scarpe da running ed escursionismo con punta ampia e anatomica e ammortizzazione bilanciata. Ottima rotazione nei negozi specializzati running e trail.',
    story:
      'Altra è nata in un negozio di running, dove i fondatori hanno ridisegnato le scarpe per lasciare che le dita si aprissero in modo naturale. Ogni modello tiene ancora tallone e avampiede alla stessa altezza, per una falcata naturale su strada e sentiero.',
    collections: [
      {
        title: 'Trail running',
        body: 'Suole dal grande grip e tomaie protettive per terreni tecnici e lunghe distanze.',
      },
      {
        title: 'Running su strada',
        body: 'Scarpe ammortizzate per l’allenamento quotidiano e modelli veloci per ogni runner.',
      },
      { title: 'Escursionismo', body: 'Calzature leggere, anche impermeabili, per uscite veloci in montagna.' },
    ],
    news: {
      title: 'Il nuovo modello di punta trail arriva a febbraio',
      body: 'Il modello trail rinnovato viene consegnato nella finestra di febbraio. I preordini inseriti entro il 15 dicembre vengono allocati per primi.',
    },
  },
  dickies: {
    tagline: 'Abbigliamento da lavoro dal 1922',
    description:
      'Pantaloni, camicie e giacche da lavoro resistenti, e gli stili lifestyle nati da questi. I programmi continuativi si riassortiscono tutto l’anno.',
    story:
      'Dickies ha iniziato producendo tute per chi costruisce. Un secolo dopo, gli stessi tessuti resistenti e tagli pratici vestono i professionisti al lavoro e gli appassionati di streetwear nel tempo libero.',
    collections: [
      {
        title: 'Essenziali da lavoro',
        body: 'Pantaloni, tute e camicie in twill resistente, disponibili tutto l’anno.',
      },
      { title: 'Workwear lifestyle', body: 'Tagli comodi e colori di stagione per l’area moda.' },
      { title: 'Accessori', body: 'Cappellini, cinture e calze per completare la vendita in cassa.' },
    ],
    news: {
      title: 'Pantaloni da lavoro continuativi: nuove taglie',
      body: 'Da gennaio i pantaloni da lavoro continuativi sono disponibili in più lunghezze di gamba. I riassortimenti in corso vengono adeguati automaticamente.',
    },
  },
  'eastpak-jansport': {
    tagline: 'Zaini fatti per durare',
    description:
      'Zaini, borse da viaggio e accessori per scuola, città e viaggi, con garanzie di lunga durata di cui i clienti si fidano.',
    story:
      'Entrambi i marchi sono cresciuti con studenti e viaggiatori che li portavano ovunque. Design semplici, materiali resistenti e garanzie pluriennali li mantengono in uso in tutto il mondo.',
    collections: [
      { title: 'Zaini per ogni giorno', body: 'Gli zaini classici in nuove stampe e colori di stagione.' },
      { title: 'Viaggio', body: 'Trolley da cabina e borsoni, leggeri e pronti per ogni partenza.' },
      { title: 'Back to school', body: 'Pianificate il picco estivo: la linea scuola è già preordinabile.' },
    ],
    news: {
      title: 'Aperti i preordini back to school',
      body: 'Ordinate la linea scuola entro il 31 gennaio per riceverla a giugno, prima del picco estivo.',
    },
  },
  icebreaker: {
    tagline: 'Merino per la vita all’aperto',
    description:
      'Strati base, t-shirt e strati intermedi in lana merino che regolano la temperatura e restano freschi per giorni. Ideali per negozi outdoor e da viaggio.',
    story:
      'Icebreaker è nata da un’idea semplice: il vello che protegge le pecore in montagna può fare lo stesso per le persone. Oggi il marchio collabora con gli allevatori tramite contratti a lungo termine per un merino pregiato.',
    collections: [
      { title: 'Strati base', body: 'Merino a contatto con la pelle, in tre grammature per ogni attività e stagione.' },
      { title: 'T-shirt in merino', body: 'T-shirt per tutti i giorni e per viaggiare che limitano gli odori.' },
      { title: 'Strati intermedi', body: 'Strati caldi e traspiranti per mattine fresche e lunghe serate.' },
    ],
    news: {
      title: 'Nuovo imballaggio per gli strati base',
      body: 'Gli strati base arrivano ora in confezioni di carta riciclabile. Le misure restano invariate, quindi gli arredi non vanno modificati.',
    },
  },
  kipling: {
    tagline: 'Borse colorate per ogni giorno',
    description:
      'Borse, zaini e borse da viaggio leggeri e colorati, ognuno con il suo caratteristico portachiavi. Molto richiesti nei grandi magazzini e nel travel retail.',
    story:
      'Kipling è nata ad Anversa con la passione per i colori vivaci e il nylon leggero stropicciato. Ogni borsa porta ancora il suo piccolo portachiavi, un dettaglio che i clienti cercano.',
    collections: [
      {
        title: 'Borse e tracolle',
        body: 'Borse leggere per tutti i giorni in stampe di stagione e colori continuativi.',
      },
      { title: 'Zaini', body: 'Zaini urbani compatti e modelli per la scuola con tasche pratiche.' },
      { title: 'Viaggio', body: 'Trolley e borse weekend con accessori coordinati.' },
    ],
    news: {
      title: 'Le stampe primaverili arrivano a marzo',
      body: 'La collezione di stampe primaverili arriva nella finestra di marzo, con piccoli accessori coordinati per la cassa.',
    },
  },
  napapijri: {
    tagline: 'Nato per l’outdoor, fatto per la città',
    description:
      'Capispalla, pile e felpe dalle radici alpine con il riconoscibile dettaglio della bandiera, per una clientela outdoor attenta alla moda.',
    story:
      'Napapijri è nato sulle Alpi italiane con una borsa da viaggio pensata per le spedizioni polari. Oggi anorak e giacche portano questo spirito esplorativo nelle strade delle città.',
    collections: [
      { title: 'Capispalla', body: 'Anorak, piumini e giacche antipioggia per ogni stagione.' },
      { title: 'Pile e felpe', body: 'Strati morbidi con il dettaglio bandiera del marchio.' },
      { title: 'Accessori', body: 'Borse, cappellini e berretti per completare l’outfit.' },
    ],
    news: {
      title: 'L’anorak iconico in nuovi colori',
      body: 'L’anorak simbolo del marchio arriva in tre nuovi colori per Primavera/Estate 2027. Le quantità sono limitate: confermate il preordine entro il 15 dicembre.',
    },
  },
  smartwool: {
    tagline: 'Comfort a partire dai piedi',
    description:
      'Calze, strati base e abbigliamento in merino con un’attenzione particolare a comfort e vestibilità. Le calze sono linee di riassortimento che ruotano tutto l’anno.',
    story:
      'Smartwool è stata fondata da maestri di sci stanchi di avere i piedi freddi e bagnati. Le calze in merino hanno risolto il problema, e da allora il marchio perfeziona imbottitura, calzata e durata.',
    collections: [
      { title: 'Calze tecniche', body: 'Calze da escursionismo, running e sci con imbottitura mirata.' },
      { title: 'Strati base', body: 'Strati in merino che mantengono la pelle asciutta e calda.' },
      { title: 'Merino quotidiano', body: 'Calze e top lifestyle nei colori di stagione.' },
    ],
    news: {
      title: 'Planogrammi calze aggiornati',
      body: 'Sono disponibili i nuovi planogrammi per pareti calze da 60, 90 e 120 cm. Chiedete al vostro agente una copia stampata.',
    },
  },
  'the-north-face': {
    tagline: 'Nato per esplorare',
    description:
      'Capispalla tecnici, calzature e attrezzatura per atleti di montagna ed esploratori di tutti i giorni. Il marchio di riferimento della maggior parte degli assortimenti outdoor.',
    story:
      'Dal 1966 The North Face equipaggia alpinisti, sciatori e runner nelle spedizioni di tutto il mondo. La stessa attrezzatura, testata in quota, è pensata per funzionare anche nella vita quotidiana.',
    collections: [
      { title: 'Montagna', body: 'Gusci impermeabili, imbottiture e zaini per le giornate in quota.' },
      { title: 'Trail running', body: 'Scarpe leggere, gilet e shorts per uscite veloci sui sentieri.' },
      { title: 'Esplorazione quotidiana', body: 'Pile, piumini e zaini per la città e oltre.' },
    ],
    news: {
      title: 'Collezione spedizione: allocazioni confermate',
      body: 'Le allocazioni della collezione spedizione in edizione limitata sono confermate. Verificate nel vostro ordine le quantità riservate ai vostri negozi.',
    },
  },
  timberland: {
    tagline: 'Scarponcini che vanno lontano',
    description:
      'Iconici scarponcini impermeabili, calzature outdoor e abbigliamento, con l’impegno a utilizzare pelli e materiali di provenienza responsabile.',
    story:
      'Timberland è nato come calzaturificio di famiglia nel New England. Il suo scarponcino impermeabile in pelle è diventato un’icona e oggi il marchio lavora a prodotti realizzati con materiali rigenerativi e riciclati.',
    collections: [
      {
        title: 'Scarponcini iconici',
        body: 'Lo scarponcino impermeabile originale in colori continuativi e di stagione.',
      },
      { title: 'Calzature outdoor', body: 'Scarpe da escursionismo e trail per giornate comode all’aperto.' },
      { title: 'Abbigliamento', body: 'Giacche, camicie e pantaloni ispirati all’abbigliamento da lavoro.' },
    ],
    news: {
      title: 'Kit di cura per la vostra cassa',
      body: 'I kit per la cura della pelle sono di nuovo disponibili. Aggiungeteli agli ordini di scarponcini: partono nello stesso cartone.',
    },
  },
  vans: {
    tagline: 'Cultura skate dal 1966',
    description:
      'Scarpe da skate classiche, abbigliamento e accessori con radici nello skateboard e nella cultura creativa, dagli originali ai modelli pro.',
    story:
      'Vans ha aperto il suo primo negozio in California nel 1966, producendo le scarpe sul posto. La suola aderente l’ha resa la scarpa dello skateboard, e i classici sono ancora il cuore della gamma.',
    collections: [
      { title: 'Classici', body: 'I modelli originali in tela nei colori continuativi e di stagione.' },
      { title: 'Skate', body: 'Scarpe da skate rinforzate con più ammortizzazione e grip.' },
      { title: 'Outdoor', body: 'Versioni dei classici pronte per i mesi freddi.' },
    ],
    news: {
      title: 'Riassortimento classici: allocazione più rapida',
      body: 'I classici in bianco e nero vengono ora allocati ogni giorno. I riassortimenti inseriti entro mezzogiorno lasciano il magazzino il giorno lavorativo successivo.',
    },
  },
};
