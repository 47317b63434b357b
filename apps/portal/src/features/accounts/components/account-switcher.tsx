import { paths } from '@portal/contracts';
import { useSelectedSoldTo, useSoldTos } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountsNamespace } from '../labels.ts';

/**
 * The account the user works for, and "change account" when there is more than one (spec 2.4). The change
 * opens the sold-to picker; the shell issue turns it into the change-account modal of spec 2.6.
 */
export function AccountSwitcher() {
  const { t } = useTranslation(accountsNamespace);
  const navigate = useNavigate();
  const soldTos = useSoldTos();
  const current = useSelectedSoldTo();
  if (!current) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm">
        <span className="sr-only">{t('working_for')}: </span>
        <span className="font-semibold">{current.legalName}</span>{' '}
        <span className="text-white/80">({current.customerId})</span>
      </p>
      {soldTos && soldTos.length > 1 ? (
        <Button variant="secondary" onClick={() => void navigate(paths.soldTo)}>
          {t('change_account')}
        </Button>
      ) : null}
    </div>
  );
}
