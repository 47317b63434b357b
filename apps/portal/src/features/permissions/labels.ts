/** This area's label group: its texts are the `permissions.*` keys of the label files (labels/<locale>.json). */
export const permissionsNamespace = 'permissions';
