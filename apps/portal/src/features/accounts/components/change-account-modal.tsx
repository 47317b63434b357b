import type { SoldTo } from '@portal/contracts';
import { subscribe, useSelectedSoldTo, useSoldTos } from '@portal/portal-kit';
import { Alert, Modal } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectSoldTo } from '../api/save-last-login.ts';
import { accountsNamespace } from '../labels.ts';

function AccountName({ soldTo }: { soldTo: SoldTo }) {
  const { t } = useTranslation(accountsNamespace);
  return (
    <>
      <span className="block font-semibold">{soldTo.legalName}</span>
      <span className="block text-sm text-ink-muted">{t('customer_id', { id: soldTo.customerId })}</span>
    </>
  );
}

/**
 * Spec 2.6, change account: opened by the changeAccountModal event; shows the current sold-to and offers the
 * others as buttons. Choosing one switches the account the way the sold-to picker does.
 */
export function ChangeAccountModal() {
  const { t } = useTranslation(accountsNamespace);
  const [open, setOpen] = useState(false);
  const soldTos = useSoldTos() ?? [];
  const current = useSelectedSoldTo();
  const selectSoldTo = useSelectSoldTo();
  useEffect(() => subscribe('changeAccountModal', (event) => setOpen(event.show)), []);

  const others = soldTos.filter((soldTo) => soldTo.customerId !== current?.customerId);
  return (
    <Modal isOpen={open} onOpenChange={setOpen} title={t('change_account')} closeLabel={t('close')}>
      {current ? (
        <section>
          <h3 className="text-sm font-semibold text-ink-muted">{t('current_account_heading')}</h3>
          <p className="mt-1 rounded-lg bg-canvas p-3">
            <AccountName soldTo={current} />
          </p>
        </section>
      ) : null}
      {selectSoldTo.isError ? <Alert type="alert" header={t('select_failed')} /> : null}
      <section>
        <h3 className="text-sm font-semibold text-ink-muted">{t('other_accounts')}</h3>
        <ul className="mt-1 flex flex-col gap-2" aria-busy={selectSoldTo.isPending}>
          {others.map((soldTo) => (
            <li key={soldTo.customerId}>
              <button
                type="button"
                disabled={selectSoldTo.isPending}
                onClick={() => selectSoldTo.mutate(soldTo, { onSuccess: () => setOpen(false) })}
                className="w-full rounded-lg border border-line p-3 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
              >
                <AccountName soldTo={soldTo} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Modal>
  );
}
