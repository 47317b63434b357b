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
  },
};
