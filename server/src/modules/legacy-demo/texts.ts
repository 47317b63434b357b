import type { LanguageId } from '@portal/contracts';

/** The demo page's few words, in the language the portal asked for. */
export const legacyDemoTexts: Record<
  LanguageId,
  {
    title: string;
    intro: string;
    tool: string;
    brand: string;
    language: string;
    audience: string;
    none: string;
    back: string;
    /** The B2B stand-in's cart, received through a hand-off ("Order again"). */
    cartTitle: string;
    cartOrder: string;
    cartLines: string;
    cartNotSold: string;
    cartNotSoldNone: string;
    cartGone: string;
    cartUnknown: string;
    style: string;
    colour: string;
    size: string;
    sku: string;
    quantity: string;
  }
> = {
  de: {
    title: 'Demo-Anwendung',
    intro: 'Diese Seite steht im Demo-Betrieb für eine angebundene Anwendung. Das Portal hat Folgendes übergeben:',
    tool: 'Anwendung',
    brand: 'Marke',
    language: 'Sprache',
    audience: 'Zielgruppe',
    none: 'keine',
    back: 'Zurück zum Portal',
    cartTitle: 'Warenkorb aus dem Portal',
    cartOrder: 'Erneut bestellt aus Bestellung',
    cartLines: 'In den Warenkorb übernommen',
    cartNotSold: 'Nicht mehr im Sortiment',
    cartNotSoldNone: 'Alle Artikel der Bestellung sind weiterhin erhältlich.',
    cartGone:
      'Dieser Warenkorb wurde bereits übernommen oder ist abgelaufen. Bitte im Portal erneut „Erneut bestellen“ wählen.',
    cartUnknown: 'Mit diesem Link wurde kein Warenkorb übergeben.',
    style: 'Artikel',
    colour: 'Farbe',
    size: 'Größe',
    sku: 'Artikelnummer',
    quantity: 'Menge',
  },
  en: {
    title: 'Demo application',
    intro: 'In the demo set-up this page stands in for a connected application. The portal passed on:',
    tool: 'Application',
    brand: 'Brand',
    language: 'Language',
    audience: 'Audience',
    none: 'none',
    back: 'Back to the portal',
    cartTitle: 'Cart from the portal',
    cartOrder: 'Ordered again from order',
    cartLines: 'Added to the cart',
    cartNotSold: 'No longer sold',
    cartNotSoldNone: 'Every item of the order is still sold.',
    cartGone: 'This cart was already received or has expired. Choose “Order again” in the portal once more.',
    cartUnknown: 'No cart was handed over with this link.',
    style: 'Style',
    colour: 'Colour',
    size: 'Size',
    sku: 'SKU',
    quantity: 'Quantity',
  },
  es: {
    title: 'Aplicación de demostración',
    intro:
      'En la configuración de demostración, esta página sustituye a una aplicación conectada. El portal ha transmitido:',
    tool: 'Aplicación',
    brand: 'Marca',
    language: 'Idioma',
    audience: 'Destinatarios',
    none: 'ninguna',
    back: 'Volver al portal',
    cartTitle: 'Carrito del portal',
    cartOrder: 'Pedido de nuevo a partir del pedido',
    cartLines: 'Añadido al carrito',
    cartNotSold: 'Ya no se vende',
    cartNotSoldNone: 'Todos los artículos del pedido siguen a la venta.',
    cartGone: 'Este carrito ya se recibió o ha caducado. Vuelva a elegir «Pedir de nuevo» en el portal.',
    cartUnknown: 'Con este enlace no se ha transmitido ningún carrito.',
    style: 'Modelo',
    colour: 'Color',
    size: 'Talla',
    sku: 'Referencia',
    quantity: 'Cantidad',
  },
  fr: {
    title: 'Application de démonstration',
    intro:
      'Dans la configuration de démonstration, cette page remplace une application connectée. Le portail a transmis :',
    tool: 'Application',
    brand: 'Marque',
    language: 'Langue',
    audience: 'Public',
    none: 'aucune',
    back: 'Retour au portail',
    cartTitle: 'Panier transmis par le portail',
    cartOrder: 'Commandé à nouveau depuis la commande',
    cartLines: 'Ajouté au panier',
    cartNotSold: 'Plus vendu',
    cartNotSoldNone: 'Tous les articles de la commande sont toujours vendus.',
    cartGone: 'Ce panier a déjà été reçu ou a expiré. Choisissez à nouveau « Commander à nouveau » dans le portail.',
    cartUnknown: 'Aucun panier n’a été transmis avec ce lien.',
    style: 'Modèle',
    colour: 'Couleur',
    size: 'Taille',
    sku: 'Référence',
    quantity: 'Quantité',
  },
  it: {
    title: 'Applicazione demo',
    intro: 'Nella configurazione demo questa pagina sostituisce un’applicazione collegata. Il portale ha trasmesso:',
    tool: 'Applicazione',
    brand: 'Marchio',
    language: 'Lingua',
    audience: 'Destinatari',
    none: 'nessuno',
    back: 'Torna al portale',
    cartTitle: 'Carrello dal portale',
    cartOrder: 'Ordinato di nuovo dall’ordine',
    cartLines: 'Aggiunto al carrello',
    cartNotSold: 'Non più in vendita',
    cartNotSoldNone: 'Tutti gli articoli dell’ordine sono ancora in vendita.',
    cartGone: 'Questo carrello è già stato ricevuto o è scaduto. Scegliere di nuovo «Ordina di nuovo» nel portale.',
    cartUnknown: 'Con questo link non è stato trasmesso alcun carrello.',
    style: 'Modello',
    colour: 'Colore',
    size: 'Taglia',
    sku: 'Codice articolo',
    quantity: 'Quantità',
  },
};
