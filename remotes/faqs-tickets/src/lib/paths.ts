import { paths } from '@portal/contracts';

/** The help centre's own pages below `/faqs` (spec 2.1). */
export const helpPaths = {
  root: paths.help.root,
  topic: (topic: string) => `${paths.help.root}/topic/${encodeURIComponent(topic)}`,
  answer: (topic: string, faq: string) =>
    `${paths.help.root}/topic/${encodeURIComponent(topic)}/faq/${encodeURIComponent(faq)}`,
  userGuide: `${paths.help.root}/user-guide`,
};
