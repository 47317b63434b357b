/** This area's label group: its texts are the `account.*` keys of the label files (labels/<locale>.json). */
export const accountsNamespace = 'account';
