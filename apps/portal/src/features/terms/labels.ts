/** This area's label group: its texts are the `terms.*` keys of the label files (labels/<locale>.json). */
export const termsNamespace = 'terms';
