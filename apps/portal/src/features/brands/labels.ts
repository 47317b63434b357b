/** This area's label group: its texts are the `brands.*` keys of the label files (labels/<locale>.json). */
export const brandsNamespace = 'brands';
