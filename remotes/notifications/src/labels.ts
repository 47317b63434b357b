/** This remote's label group: its texts are the `notifications.*` keys of the label files (labels/<locale>.json). */
export const namespace = 'notifications';
