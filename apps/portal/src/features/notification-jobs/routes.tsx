import type { FeaturePages } from '../../lib/feature-pages.ts';
import { NotificationJobsPage } from './components/notification-jobs-page.tsx';

export const pages: FeaturePages = { notificationJobs: NotificationJobsPage };
