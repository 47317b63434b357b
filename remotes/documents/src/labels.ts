/** This remote's label group: its texts are the `documents.*` keys of the label files (labels/<locale>.json). */
export const namespace = 'documents';
