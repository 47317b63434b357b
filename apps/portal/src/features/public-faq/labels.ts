/** This area's label group: its texts are the `publicFaq.*` keys of the label files (labels/<locale>.json). */
export const publicFaqNamespace = 'publicFaq';
