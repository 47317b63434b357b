import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../hooks/use-user-info.ts';
import { signOut } from '../session.ts';

/** Who is signed in, and the way out, on the pages without the sidebar (waiting, sold-to picker, terms). */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const userInfo = useUserInfo();
  if (!userInfo) return null;
  const name = userInfo.name && userInfo.name !== 'null null' ? userInfo.name : userInfo.preferred_username;
  return (
    <div className="flex items-center gap-3">
      <p className="text-sm">{t('signed_in_as', { name })}</p>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('sign_out')}
      </Button>
    </div>
  );
}
