/** This area's label group: its texts are the `orders.*` keys of the label files (labels/<locale>.json). */
export const ordersNamespace = 'orders';
