/** This area's label group: its texts are the `shell.*` keys of the label files (labels/<locale>.json). */
export const shellNamespace = 'shell';
