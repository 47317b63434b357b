import { ticketCategories, type TicketCategory } from '@portal/contracts';

/** What the agreed address `/ticket/new?category=&order=&document=&topic=&subject=` pre-fills. */
export interface TicketPrefill {
  category: TicketCategory;
  subject: string;
  order: string;
  document: string;
  topic: string;
}

const categoryOf = (value: string | null): TicketCategory =>
  (ticketCategories as readonly string[]).includes(value ?? '') ? (value as TicketCategory) : 'other';

/** The form's first values from the address; a related order or document suggests the category. */
export function prefillOf(search: URLSearchParams): TicketPrefill {
  const order = search.get('order') ?? '';
  const document = search.get('document') ?? '';
  const category = search.get('category');
  return {
    category: category ? categoryOf(category) : order ? 'order' : document ? 'invoice' : 'other',
    subject: (search.get('subject') ?? '').slice(0, 200),
    order: order.slice(0, 60),
    document: document.slice(0, 100),
    topic: (search.get('topic') ?? '').slice(0, 80),
  };
}
