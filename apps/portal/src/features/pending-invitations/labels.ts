/** This area's label group: its texts are the `pendingInvitations.*` keys of the label files (labels/<locale>.json). */
export const pendingInvitationsNamespace = 'pendingInvitations';
