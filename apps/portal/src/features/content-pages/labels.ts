/** This area's label group: its texts are the `contentPages.*` keys of the label files (labels/<locale>.json). */
export const contentPagesNamespace = 'contentPages';
