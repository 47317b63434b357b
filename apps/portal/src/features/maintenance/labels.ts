/** This area's label group: its texts are the `maintenance.*` keys of the label files (labels/<locale>.json). */
export const maintenanceNamespace = 'maintenance';
