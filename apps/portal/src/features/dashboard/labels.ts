/** This area's label group: its texts are the `dashboard.*` keys of the label files (labels/<locale>.json). */
export const dashboardNamespace = 'dashboard';
