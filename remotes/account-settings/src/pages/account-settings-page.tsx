import { EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../components/account-frame.tsx';
import { namespace } from '../labels.ts';

/** The account pages not built yet (account documents, terms and conditions): said so, with the account's tabs. */
export function AccountSettingsPage() {
  const { t } = useTranslation(namespace);
  return (
    <AccountFrame title={t('title')}>
      <EmptyState title={t('soon_title')} description={t('soon_description')} />
    </AccountFrame>
  );
}
