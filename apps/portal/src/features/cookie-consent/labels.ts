/** This area's label group: its texts are the `cookieConsent.*` keys of the label files (labels/<locale>.json). */
export const cookieConsentNamespace = 'cookieConsent';
