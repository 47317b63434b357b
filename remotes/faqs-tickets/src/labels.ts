import type { AreaLabels } from '@portal/portal-kit';

export const namespace = 'faqsTickets';

export const labels: AreaLabels = {
  de: {
    module_name: 'Modul FAQ und Tickets',
    help_title: 'Hilfe und FAQ',
    help_intro: 'Antworten auf häufige Fragen zu Bestellungen, Lieferungen und Rechnungen finden Sie bald hier.',
    tickets_title: 'Tickets',
    tickets_intro: 'Hier verfolgen Sie bald Ihre Anfragen an unseren Kundenservice.',
  },
  en: {
    module_name: 'FAQs and tickets module',
    help_title: 'Help and FAQ',
    help_intro: 'Answers to common questions about orders, deliveries and invoices will appear here soon.',
    tickets_title: 'Tickets',
    tickets_intro: 'This is where you will soon follow your requests to our customer service.',
  },
  es: {
    module_name: 'Módulo de preguntas frecuentes y tickets',
    help_title: 'Ayuda y preguntas frecuentes',
    help_intro: 'Pronto encontrará aquí respuestas a las preguntas habituales sobre pedidos, entregas y facturas.',
    tickets_title: 'Tickets',
    tickets_intro: 'Pronto podrá seguir aquí sus solicitudes a nuestro servicio de atención al cliente.',
  },
  fr: {
    module_name: 'Module FAQ et tickets',
    help_title: 'Aide et FAQ',
    help_intro:
      'Vous trouverez bientôt ici les réponses aux questions fréquentes sur les commandes, livraisons et factures.',
    tickets_title: 'Tickets',
    tickets_intro: 'Vous suivrez bientôt ici vos demandes adressées à notre service client.',
  },
  it: {
    module_name: 'Modulo FAQ e ticket',
    help_title: 'Aiuto e FAQ',
    help_intro: 'Presto troverà qui le risposte alle domande frequenti su ordini, consegne e fatture.',
    tickets_title: 'Ticket',
    tickets_intro: 'Presto potrà seguire qui le sue richieste al nostro servizio clienti.',
  },
};
