import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { AccountDocumentsPage } from './pages/account-documents-page.tsx';
import { ColleaguesPage } from './pages/colleagues-page.tsx';
import { CompanyInfoPage } from './pages/company-info-page.tsx';
import { NotificationsPage } from './pages/notifications-page.tsx';
import { ContactsPage } from './pages/contacts-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { StorePage } from './pages/store-page.tsx';
import { StaffAccessPage } from './pages/staff-access-page.tsx';
import { StoresPage } from './pages/stores-page.tsx';
import { TermsPage } from './pages/terms-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  mounts: [
    {
      mount: paths.accountSettings.root,
      // Spec 2.1's account pages. A store is `stores/{sold-to}/{ship-to}/{division}` (ADR 025).
      routes: [
        { path: '', Component: OverviewPage },
        { path: 'company-info', Component: CompanyInfoPage },
        { path: 'stores', Component: StoresPage },
        { path: 'stores/:soldToId/:shipToId/:division', Component: StorePage },
        { path: 'contacts', Component: ContactsPage },
        { path: 'terms-conditions', Component: TermsPage },
        { path: 'documents', Component: AccountDocumentsPage },
        { path: 'staff-access', Component: StaffAccessPage },
        { path: 'colleagues', Component: ColleaguesPage },
        { path: 'notifications', Component: NotificationsPage },
      ],
    },
  ],
});
