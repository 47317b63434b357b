import type { FeaturePages } from '../../lib/feature-pages.ts';
import { PendingInvitationsPage } from './components/pending-invitations-page.tsx';

export const pages: FeaturePages = { pendingInvitations: PendingInvitationsPage };
