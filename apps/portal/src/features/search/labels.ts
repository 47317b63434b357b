/** This area's label group: its texts are the `search.*` keys of the label files (labels/<locale>.json). */
export const searchNamespace = 'search';
