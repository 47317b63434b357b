/** This area's label group: its texts are the `brandSelection.*` keys of the label files (labels/<locale>.json). */
export const brandSelectionNamespace = 'brandSelection';
