/** This area's label group: its texts are the `auth.*` keys of the label files (labels/<locale>.json). */
export const authNamespace = 'auth';
