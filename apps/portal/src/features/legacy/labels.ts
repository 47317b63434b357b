/** This area's label group: its texts are the `legacy.*` keys of the label files (labels/<locale>.json). */
export const legacyNamespace = 'legacy';
