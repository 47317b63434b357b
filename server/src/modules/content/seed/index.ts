import type { SeedPage } from './builders.ts';
import { brandPages } from './brands/index.ts';
import { customerHomepagePages } from './customer-homepage.ts';
import { legalDocumentPages, technicalDocumentPages } from './documents.ts';
import { faqPages } from './faq.ts';
import { genericPages } from './generic-pages.ts';
import { helpPages } from './help.ts';
import { homepagePages } from './homepage.ts';
import { internalHomepagePages } from './internal-homepage.ts';
import { preloginPages } from './prelogin.ts';
import { userGuidePages } from './user-guide.ts';

/** Every page of the demo content, in every language. */
export const seedPages: readonly SeedPage[] = [
  ...homepagePages,
  ...customerHomepagePages,
  ...internalHomepagePages,
  ...preloginPages,
  ...helpPages,
  ...faqPages,
  ...technicalDocumentPages,
  ...legalDocumentPages,
  ...userGuidePages,
  ...genericPages,
  ...brandPages,
];
