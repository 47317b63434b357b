import type { LanguageId } from '@portal/contracts';
import { entries, item, link, page, perLanguage, place, row, type EntryText, type SeedPage } from './builders.ts';

interface FaqTexts {
  name: string;
  title: string;
  intro: { title: string; body: string };
  questions: readonly EntryText[];
  more: { title: string; body: string; cta: string };
}

const texts: Record<LanguageId, FaqTexts> = {
  en: {
    name: 'FAQ',
    title: 'Frequently asked questions',
    intro: {
      title: 'Answers to the questions we hear most',
      body: 'Grouped by topic: ordering, deliveries, invoices, returns and access to the portal.',
    },
    questions: [
      {
        title: 'When can I place pre-season orders?',
        body: 'Each season has an order window, usually five to six months before the first deliveries. The current window for Spring/Summer 2027 is open until 15 December 2026. In-season replenishment orders are possible at any time for articles with available stock.',
      },
      {
        title: 'Can I change or cancel an order?',
        body: 'Pre-season orders can be changed until the order window closes. After that, and for replenishment orders, open a ticket with the order number: we can change quantities or cancel lines that have not yet been allocated in the warehouse.',
      },
      {
        title: 'How do I track a delivery?',
        body: 'Open the order in your order history. Each delivery shows its status, the expected date and, once it has left the warehouse, the carrier’s tracking link for every carton.',
      },
      {
        title: 'Where do I find my invoices and credit notes?',
        body: 'In Documents, filtered by type and date. Each document can be downloaded as PDF; the overview also shows which items are still open and when they are due.',
      },
      {
        title: 'How do I return goods?',
        body: 'Start a return request in Returns, select the delivery and the articles, and state the reason. Once approved, you receive a return authorisation number and a pick-up date. Please do not send goods back without an authorisation.',
      },
      {
        title: 'How do I file a warranty claim?',
        body: 'In Warranty, enter the article, the size and a description of the defect and add at least two photos. Claims are usually decided within five business days; approved claims are credited or replaced.',
      },
      {
        title: 'How do I give a colleague access?',
        body: 'Your account manager or our customer service sets up access for additional users. Tell us their name, business e-mail address, the sold-to accounts they need and what they should be able to do.',
      },
      {
        title: 'How do I change my language or password?',
        body: 'Choose your language in the account menu; the portal remembers it for your next visit. Change your password in Account settings under Login and security.',
      },
    ],
    more: {
      title: 'Didn’t find your answer?',
      body: 'Send us a ticket and we will get back to you within one business day.',
      cta: 'Open a ticket',
    },
  },
  de: {
    name: 'Häufige Fragen',
    title: 'Häufig gestellte Fragen',
    intro: {
      title: 'Antworten auf die häufigsten Fragen',
      body: 'Nach Themen geordnet: Bestellung, Lieferung, Rechnungen, Retouren und Zugang zum Portal.',
    },
    questions: [
      {
        title: 'Wann kann ich Vororders aufgeben?',
        body: 'Für jede Saison gibt es ein Orderfenster, meist fünf bis sechs Monate vor den ersten Lieferungen. Das aktuelle Fenster für Frühjahr/Sommer 2027 ist bis zum 15. Dezember 2026 geöffnet. Nachorders sind für Artikel mit verfügbarem Bestand jederzeit möglich.',
      },
      {
        title: 'Kann ich einen Auftrag ändern oder stornieren?',
        body: 'Vororders lassen sich bis zum Ende des Orderfensters ändern. Danach und bei Nachorders eröffnen Sie bitte ein Ticket mit der Auftragsnummer: Wir können Mengen ändern oder Positionen stornieren, die im Lager noch nicht zugeteilt sind.',
      },
      {
        title: 'Wie verfolge ich eine Lieferung?',
        body: 'Öffnen Sie den Auftrag in der Auftragshistorie. Jede Lieferung zeigt ihren Status, das voraussichtliche Datum und, sobald sie das Lager verlassen hat, den Sendungsverfolgungslink des Spediteurs für jeden Karton.',
      },
      {
        title: 'Wo finde ich meine Rechnungen und Gutschriften?',
        body: 'Unter Dokumente, filterbar nach Art und Datum. Jedes Dokument steht als PDF zum Download bereit; die Übersicht zeigt auch, welche Posten noch offen und wann sie fällig sind.',
      },
      {
        title: 'Wie sende ich Ware zurück?',
        body: 'Starten Sie unter Retouren einen Antrag, wählen Sie Lieferung und Artikel und nennen Sie den Grund. Nach der Genehmigung erhalten Sie eine Retourennummer und einen Abholtermin. Bitte senden Sie keine Ware ohne Genehmigung zurück.',
      },
      {
        title: 'Wie melde ich eine Reklamation?',
        body: 'Geben Sie unter Reklamationen Artikel, Größe und eine Beschreibung des Mangels ein und fügen Sie mindestens zwei Fotos hinzu. Über Reklamationen entscheiden wir meist innerhalb von fünf Werktagen; anerkannte Fälle werden gutgeschrieben oder ersetzt.',
      },
      {
        title: 'Wie erhält eine Kollegin oder ein Kollege Zugang?',
        body: 'Ihre Außendienstbetreuung oder unser Kundenservice richtet weitere Nutzer ein. Nennen Sie uns Name, geschäftliche E-Mail-Adresse, die benötigten Auftraggeberkonten und die gewünschten Berechtigungen.',
      },
      {
        title: 'Wie ändere ich Sprache oder Passwort?',
        body: 'Wählen Sie Ihre Sprache im Kontomenü; das Portal merkt sie sich für den nächsten Besuch. Ihr Passwort ändern Sie in den Kontoeinstellungen unter Anmeldung und Sicherheit.',
      },
    ],
    more: {
      title: 'Keine passende Antwort gefunden?',
      body: 'Senden Sie uns ein Ticket, wir melden uns innerhalb eines Werktags.',
      cta: 'Ticket eröffnen',
    },
  },
  es: {
    name: 'Preguntas frecuentes',
    title: 'Preguntas frecuentes',
    intro: {
      title: 'Respuestas a las preguntas más habituales',
      body: 'Ordenadas por tema: pedidos, entregas, facturas, devoluciones y acceso al portal.',
    },
    questions: [
      {
        title: '¿Cuándo puedo hacer pedidos de pretemporada?',
        body: 'Cada temporada tiene una ventana de pedidos, normalmente entre cinco y seis meses antes de las primeras entregas. La ventana actual de Primavera/Verano 2027 está abierta hasta el 15 de diciembre de 2026. Los pedidos de reposición son posibles en cualquier momento para artículos con stock disponible.',
      },
      {
        title: '¿Puedo modificar o cancelar un pedido?',
        body: 'Los pedidos de pretemporada se pueden modificar hasta el cierre de la ventana. Después, y para los pedidos de reposición, abra un ticket con el número de pedido: podemos cambiar cantidades o cancelar líneas que aún no se hayan asignado en el almacén.',
      },
      {
        title: '¿Cómo sigo una entrega?',
        body: 'Abra el pedido en su historial. Cada entrega muestra su estado, la fecha prevista y, una vez que ha salido del almacén, el enlace de seguimiento del transportista para cada caja.',
      },
      {
        title: '¿Dónde encuentro mis facturas y abonos?',
        body: 'En Documentos, con filtros por tipo y fecha. Cada documento se puede descargar en PDF; la vista general muestra además qué partidas siguen abiertas y cuándo vencen.',
      },
      {
        title: '¿Cómo devuelvo mercancía?',
        body: 'Inicie una solicitud en Devoluciones, seleccione la entrega y los artículos e indique el motivo. Una vez aprobada, recibirá un número de autorización y una fecha de recogida. No envíe mercancía sin autorización.',
      },
      {
        title: '¿Cómo presento una reclamación de garantía?',
        body: 'En Garantía, indique el artículo, la talla y una descripción del defecto, y añada al menos dos fotos. Normalmente resolvemos en cinco días laborables; las reclamaciones aceptadas se abonan o se sustituyen.',
      },
      {
        title: '¿Cómo doy acceso a un compañero?',
        body: 'Su gestor comercial o nuestro servicio de atención al cliente da de alta a nuevos usuarios. Indíquenos su nombre, correo electrónico profesional, las cuentas de cliente que necesita y qué debe poder hacer.',
      },
      {
        title: '¿Cómo cambio el idioma o la contraseña?',
        body: 'Elija su idioma en el menú de la cuenta; el portal lo recordará en su próxima visita. La contraseña se cambia en Configuración de la cuenta, en Acceso y seguridad.',
      },
    ],
    more: {
      title: '¿No ha encontrado la respuesta?',
      body: 'Envíenos un ticket y le responderemos en un día laborable.',
      cta: 'Abrir un ticket',
    },
  },
  fr: {
    name: 'FAQ',
    title: 'Questions fréquentes',
    intro: {
      title: 'Les réponses aux questions les plus courantes',
      body: 'Classées par thème : commandes, livraisons, factures, retours et accès au portail.',
    },
    questions: [
      {
        title: 'Quand puis-je passer mes précommandes ?',
        body: 'Chaque saison a sa fenêtre de commande, en général cinq à six mois avant les premières livraisons. La fenêtre Printemps/Été 2027 est ouverte jusqu’au 15 décembre 2026. Les réassorts sont possibles à tout moment pour les articles disponibles en stock.',
      },
      {
        title: 'Puis-je modifier ou annuler une commande ?',
        body: 'Les précommandes sont modifiables jusqu’à la fermeture de la fenêtre. Ensuite, et pour les réassorts, ouvrez un ticket avec le numéro de commande : nous pouvons modifier les quantités ou annuler les lignes pas encore affectées en entrepôt.',
      },
      {
        title: 'Comment suivre une livraison ?',
        body: 'Ouvrez la commande dans votre historique. Chaque livraison affiche son statut, la date prévue et, dès son départ de l’entrepôt, le lien de suivi du transporteur pour chaque carton.',
      },
      {
        title: 'Où trouver mes factures et avoirs ?',
        body: 'Dans Documents, avec des filtres par type et par date. Chaque document se télécharge en PDF ; la vue d’ensemble indique aussi les montants encore ouverts et leurs échéances.',
      },
      {
        title: 'Comment retourner de la marchandise ?',
        body: 'Lancez une demande dans Retours, choisissez la livraison et les articles, puis indiquez le motif. Une fois la demande acceptée, vous recevez un numéro d’autorisation et une date d’enlèvement. Merci de ne rien renvoyer sans autorisation.',
      },
      {
        title: 'Comment déposer une demande de garantie ?',
        body: 'Dans Garantie, indiquez l’article, la taille et une description du défaut, et ajoutez au moins deux photos. Nous statuons généralement sous cinq jours ouvrés ; les demandes acceptées donnent lieu à un avoir ou à un remplacement.',
      },
      {
        title: 'Comment donner accès à un collègue ?',
        body: 'Votre commercial ou notre service client crée les accès supplémentaires. Indiquez-nous son nom, son adresse e-mail professionnelle, les comptes clients nécessaires et ce qu’il doit pouvoir faire.',
      },
      {
        title: 'Comment changer de langue ou de mot de passe ?',
        body: 'Choisissez votre langue dans le menu du compte ; le portail la mémorise pour votre prochaine visite. Le mot de passe se change dans Paramètres du compte, rubrique Connexion et sécurité.',
      },
    ],
    more: {
      title: 'Vous n’avez pas trouvé votre réponse ?',
      body: 'Envoyez-nous un ticket, nous vous répondons sous un jour ouvré.',
      cta: 'Ouvrir un ticket',
    },
  },
  it: {
    name: 'FAQ',
    title: 'Domande frequenti',
    intro: {
      title: 'Le risposte alle domande più comuni',
      body: 'Suddivise per argomento: ordini, consegne, fatture, resi e accesso al portale.',
    },
    questions: [
      {
        title: 'Quando posso inserire i preordini?',
        body: 'Ogni stagione ha una finestra d’ordine, di solito cinque o sei mesi prima delle prime consegne. La finestra attuale per Primavera/Estate 2027 è aperta fino al 15 dicembre 2026. I riassortimenti sono possibili in qualsiasi momento per gli articoli disponibili a magazzino.',
      },
      {
        title: 'Posso modificare o annullare un ordine?',
        body: 'I preordini si possono modificare fino alla chiusura della finestra. Successivamente, e per i riassortimenti, aprite un ticket indicando il numero d’ordine: possiamo modificare le quantità o annullare le righe non ancora allocate in magazzino.',
      },
      {
        title: 'Come seguo una consegna?',
        body: 'Aprite l’ordine nello storico. Ogni consegna mostra lo stato, la data prevista e, una volta uscita dal magazzino, il link di tracciamento del corriere per ogni collo.',
      },
      {
        title: 'Dove trovo fatture e note di credito?',
        body: 'In Documenti, con filtri per tipo e data. Ogni documento si scarica in PDF; la panoramica mostra anche le partite ancora aperte e le relative scadenze.',
      },
      {
        title: 'Come restituisco la merce?',
        body: 'Avviate una richiesta in Resi, selezionate la consegna e gli articoli e indicate il motivo. Una volta approvata, riceverete un numero di autorizzazione e una data di ritiro. Non spedite merce senza autorizzazione.',
      },
      {
        title: 'Come apro una pratica di garanzia?',
        body: 'In Garanzia indicate articolo, taglia e una descrizione del difetto, allegando almeno due foto. Di norma decidiamo entro cinque giorni lavorativi; le pratiche accettate vengono accreditate o sostituite.',
      },
      {
        title: 'Come do accesso a un collega?',
        body: 'Il vostro agente o il nostro servizio clienti attiva nuovi utenti. Comunicateci nome, e-mail aziendale, i conti cliente necessari e le operazioni che deve poter svolgere.',
      },
      {
        title: 'Come cambio lingua o password?',
        body: 'Scegliete la lingua dal menu dell’account; il portale la ricorda per la visita successiva. La password si cambia in Impostazioni account, alla voce Accesso e sicurezza.',
      },
    ],
    more: {
      title: 'Non avete trovato la risposta?',
      body: 'Inviateci un ticket: vi risponderemo entro un giorno lavorativo.',
      cta: 'Apri un ticket',
    },
  },
};

/** The FAQ page (spec 7, contents-faq). */
export const faqPages: SeedPage[] = perLanguage(texts, (text, language) =>
  page('faq', language, text, [
    row('intro', place(item('faq-intro', 'text-banner', { title: text.intro.title, body: text.intro.body }))),
    row(
      'questions',
      place(item('faq-questions', 'accordion', { title: text.title, entries: entries('faq', text.questions) })),
    ),
    row(
      'more',
      place(
        item('faq-more', 'text-banner', {
          title: text.more.title,
          body: text.more.body,
          cta: link(text.more.cta, '/ticket/history'),
        }),
      ),
    ),
  ]),
);
