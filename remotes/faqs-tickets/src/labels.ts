/** This remote's label group: its texts are the `faqsTickets.*` keys of the label files (labels/<locale>.json). */
export const namespace = 'faqsTickets';
