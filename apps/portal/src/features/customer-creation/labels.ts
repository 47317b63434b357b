import type { LabelName } from '@portal/contracts/label-types';

/** This area's label group: its texts are the `customerCreation.*` keys of the label files (labels/<locale>.json). */
export const customerCreationNamespace = 'customerCreation';

/** A label of the group named at run time (a status, a field's path, a division): checked by `labels:check`. */
export type Label = LabelName<typeof customerCreationNamespace>;
export const label = (name: string) => name as Label;
