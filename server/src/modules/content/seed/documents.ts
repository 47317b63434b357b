import { legalDocumentPlacements, type LanguageId } from '@portal/contracts';
import { legalDocuments } from '../documents/legal.ts';
import { technicalDocuments, type TechnicalDocumentSlug } from '../documents/technical.ts';
import { image, legalDocumentFile, mediaFileUri, technicalDocumentFile } from '../media/catalogue.ts';
import { item, page, perLanguage, place, row, type SeedPage } from './builders.ts';

interface TechnicalTexts {
  name: string;
  title: string;
  intro: { title: string; body: string; alt: string };
  listTitle: string;
}

const technicalTexts: Record<LanguageId, TechnicalTexts> = {
  en: {
    name: 'Technical documents',
    title: 'Technical documents',
    intro: {
      title: 'Guides for your teams',
      body: 'Size conversions, care instructions and our delivery standards as PDF, ready to print for the shop floor and the goods-in desk.',
      alt: 'Two documents with a check mark',
    },
    listTitle: 'Downloads',
  },
  de: {
    name: 'Technische Dokumente',
    title: 'Technische Dokumente',
    intro: {
      title: 'Leitfäden für Ihre Teams',
      body: 'Größenumrechnungen, Pflegehinweise und unsere Lieferstandards als PDF – druckfertig für Verkaufsfläche und Wareneingang.',
      alt: 'Zwei Dokumente mit einem Häkchen',
    },
    listTitle: 'Downloads',
  },
  es: {
    name: 'Documentos técnicos',
    title: 'Documentos técnicos',
    intro: {
      title: 'Guías para sus equipos',
      body: 'Conversiones de tallas, instrucciones de cuidado y nuestras normas de entrega en PDF, listas para imprimir en tienda y en recepción de mercancía.',
      alt: 'Dos documentos con una marca de verificación',
    },
    listTitle: 'Descargas',
  },
  fr: {
    name: 'Documents techniques',
    title: 'Documents techniques',
    intro: {
      title: 'Des guides pour vos équipes',
      body: 'Conversions de tailles, conseils d’entretien et nos normes de livraison en PDF, prêts à imprimer pour la surface de vente et la réception.',
      alt: 'Deux documents avec une coche',
    },
    listTitle: 'Téléchargements',
  },
  it: {
    name: 'Documenti tecnici',
    title: 'Documenti tecnici',
    intro: {
      title: 'Guide per i vostri team',
      body: 'Conversioni di taglia, istruzioni di cura e i nostri standard di consegna in PDF, pronti da stampare per il negozio e il ricevimento merci.',
      alt: 'Due documenti con un segno di spunta',
    },
    listTitle: 'Download',
  },
};

/** The technical documents page (spec 7, contents-technical-doc): a document list of PDFs. */
export const technicalDocumentPages: SeedPage[] = perLanguage(technicalTexts, (text, language) =>
  page('technical-doc', language, text, [
    row(
      'intro',
      place(
        item('technical-intro', 'image-banner', {
          title: text.intro.title,
          body: text.intro.body,
          media: image('invoices', text.intro.alt, 'banner'),
        }),
      ),
    ),
    row(
      'documents',
      place(
        item('technical-documents', 'document-list', {
          title: text.listTitle,
          entries: (Object.keys(technicalDocuments) as TechnicalDocumentSlug[]).map((slug) => {
            const document = technicalDocuments[slug][language];
            return {
              id: slug,
              title: document.title,
              ...(document.lead ? { body: document.lead } : {}),
              uri: mediaFileUri(technicalDocumentFile(slug, language)),
            };
          }),
        }),
      ),
    ),
  ]),
);

interface LegalTexts {
  name: string;
  title: string;
  termsSummary: string;
}

const legalTexts: Record<LanguageId, LegalTexts> = {
  en: {
    name: 'Legal documents',
    title: 'Legal documents',
    termsSummary: 'The terms that govern orders, deliveries, invoices and the use of the portal for your account.',
  },
  de: {
    name: 'Rechtliche Dokumente',
    title: 'Rechtliche Dokumente',
    termsSummary:
      'Die Bedingungen für Bestellungen, Lieferungen, Rechnungen und die Nutzung des Portals für Ihr Konto.',
  },
  es: {
    name: 'Documentos legales',
    title: 'Documentos legales',
    termsSummary:
      'Las condiciones que rigen los pedidos, las entregas, las facturas y el uso del portal para su cuenta.',
  },
  fr: {
    name: 'Documents juridiques',
    title: 'Documents juridiques',
    termsSummary:
      'Les conditions applicables aux commandes, livraisons, factures et à l’utilisation du portail pour votre compte.',
  },
  it: {
    name: 'Documenti legali',
    title: 'Documenti legali',
    termsSummary: 'Le condizioni che regolano ordini, consegne, fatture e l’uso del portale per il vostro conto.',
  },
};

/**
 * The legal documents page (spec 7, contents-doc): one placement per document, named `privacy-policy`,
 * `cookie-policy` and `terms-and-conditions`, whose item `uri` is the PDF.
 */
export const legalDocumentPages: SeedPage[] = perLanguage(legalTexts, (text, language) =>
  page('legal-documents', language, text, [
    row(
      'documents',
      ...legalDocumentPlacements.map((placement) => {
        const { version, texts } = legalDocuments[placement];
        const document = texts[language];
        const uri = mediaFileUri(legalDocumentFile(placement, language));
        const body = document.lead ?? text.termsSummary;
        return place(
          item(
            placement,
            'document-list',
            {
              title: document.title,
              body,
              entries: [{ id: `${placement}-${version}`, title: document.title, body, uri }],
            },
            { uri },
          ),
          4,
        );
      }),
    ),
  ]),
);
