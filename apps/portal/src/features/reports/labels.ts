/** This area's label group: its texts are the `reports.*` keys of the label files (labels/<locale>.json). */
export const reportsNamespace = 'reports';
