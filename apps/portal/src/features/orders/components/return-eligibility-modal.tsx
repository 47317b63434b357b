import { isLanguageId, type OrderDetail } from '@portal/contracts';
import { publish, useFormatters } from '@portal/portal-kit';
import { Alert, Button, Modal } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLegacyUrl } from '../../../lib/legacy-url.ts';
import { useOrderReturnability } from '../api/get-order-returnability.ts';
import { ordersNamespace } from '../labels.ts';

/** Lets the modal leave for the returns tool; a seam for tests, where jsdom cannot navigate. */
export const leaveForReturns = {
  go(url: string): void {
    window.location.assign(url);
  },
};

interface ReturnEligibilityModalProps {
  customer: string;
  order: OrderDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The return-eligibility modal (spec 3 event): before the returns tool opens, what of this order can still be
 * returned, until when, and why the rest cannot. Only with something returnable does it hand over to the tool.
 */
export function ReturnEligibilityModal({ customer, order, isOpen, onOpenChange }: ReturnEligibilityModalProps) {
  const { t, i18n } = useTranslation(ordersNamespace);
  const format = useFormatters();
  const returnability = useOrderReturnability(
    { customer, source: order.source, orderId: order.orderId },
    { enabled: isOpen },
  );
  const [opening, setOpening] = useState<'idle' | 'opening' | 'failed'>('idle');
  useEffect(() => publish('returnEligibilityModal', { show: isOpen }), [isOpen]);

  const openReturns = async () => {
    setOpening('opening');
    try {
      const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
      leaveForReturns.go(await getLegacyUrl('ERETURN', { brand: order.brandId, language }));
    } catch {
      setOpening('failed');
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('returns_title', { orderId: order.orderId })}
      closeLabel={t('returns_close')}
      maxWidth="40rem"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('returns_close')}
          </Button>
          {returnability.data?.returnable ? (
            <Button onClick={() => void openReturns()} disabled={opening === 'opening'}>
              {t('returns_continue')}
            </Button>
          ) : null}
        </>
      }
    >
      {returnability.isPending ? (
        <p role="status">{t('returns_loading')}</p>
      ) : returnability.isError ? (
        <Alert type="alert" header={t('error_title')} body={t('error_description')} />
      ) : (
        <>
          <p className="mb-3 font-medium text-ink">
            {returnability.data.returnable && returnability.data.returnableUntil
              ? t('returns_until', { date: format.date(returnability.data.returnableUntil) })
              : t('returns_none')}
          </p>
          <ul className="grid gap-2 text-sm">
            {returnability.data.lines.map((line) => (
              <li key={line.lineNumber} className="flex flex-wrap justify-between gap-x-4 border-b border-line pb-2">
                <span>
                  {line.styleName} <span className="text-ink-muted">{line.sku}</span>
                </span>
                <span className={line.reason ? 'text-ink-muted' : 'font-medium text-ink'}>
                  {line.reason
                    ? t(`returns_reason_${line.reason}`, {
                        date: line.returnableUntil ? format.date(line.returnableUntil) : '',
                      })
                    : t('returns_line_returnable', {
                        quantity: format.number(line.returnableQuantity),
                        date: line.returnableUntil ? format.date(line.returnableUntil) : '',
                      })}
                </span>
              </li>
            ))}
          </ul>
          {opening === 'failed' ? (
            <Alert className="mt-3" type="alert" header={t('returns_open_failed')} body={t('error_description')} />
          ) : null}
        </>
      )}
    </Modal>
  );
}
