/** This remote's label group: its texts are the `accountSettings.*` keys of the label files (labels/<locale>.json). */
export const namespace = 'accountSettings';
