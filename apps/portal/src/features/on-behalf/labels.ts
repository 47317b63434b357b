/** This area's label group: its texts are the `onBehalf.*` keys of the label files (labels/<locale>.json). */
export const onBehalfNamespace = 'onBehalf';
