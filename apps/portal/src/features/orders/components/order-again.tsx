import type { OrderDetail } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCartHandoff } from '../api/create-cart-handoff.ts';
import { downloadQuickOrder } from '../api/download-quick-order.ts';
import { ordersNamespace } from '../labels.ts';

/** Lets the page leave for the brand's shop; a seam for tests, where jsdom cannot navigate. */
export const leaveForShop = {
  go(url: string): void {
    window.location.assign(url);
  },
};

type FileState = { phase: 'idle' } | { phase: 'running' } | { phase: 'done'; fileName: string } | { phase: 'failed' };

/**
 * "Order again" (issue 33): for a user with the brand's B2B shop access (ecommerceExternal, narrowed to the B2B
 * brand list of their entry when it names one), hands the order's lines to the shop and opens it there, or gives
 * the same lines as a quick-order file for shops that import files. The server decides again on both calls.
 */
export function OrderAgain({ customer, order }: { customer: string; order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  const permissions = usePermissions();
  const handoff = useCreateCartHandoff();
  const [file, setFile] = useState<FileState>({ phase: 'idle' });

  const shopBrands = permissions?.legacyBrandList.find((entry) => entry.module === 'B2B')?.brands ?? [];
  const shopAccess =
    Boolean(permissions?.ecommerceExternal) && (shopBrands.length === 0 || shopBrands.includes(order.brandId));
  if (!shopAccess || !order.lines.some((line) => line.orderedQuantity > 0)) return null;

  const key = { customer, source: order.source, orderId: order.orderId };
  const orderAgain = () =>
    handoff.mutate(key, {
      onSuccess: ({ url }) => {
        // Only a web address leaves the portal (never a script URL).
        if (/^https?:\/\//.test(url)) leaveForShop.go(url);
      },
    });
  const download = async () => {
    setFile({ phase: 'running' });
    try {
      const saved = await downloadQuickOrder(key);
      setFile({ phase: 'done', fileName: saved.fileName });
    } catch {
      setFile({ phase: 'failed' });
    }
  };

  return (
    <>
      <Button disabled={handoff.isPending || handoff.isSuccess} onClick={orderAgain}>
        {t('order_again')}
      </Button>
      <Button variant="secondary" disabled={file.phase === 'running'} onClick={() => void download()}>
        {t('quick_order_download')}
      </Button>
      <p role="status" className="w-full text-sm text-ink-muted">
        {handoff.isPending || handoff.isSuccess
          ? t('order_again_opening')
          : file.phase === 'running'
            ? t('quick_order_running')
            : file.phase === 'done'
              ? t('quick_order_done', { fileName: file.fileName })
              : ''}
      </p>
      {handoff.isError ? (
        <p role="alert" className="w-full text-sm text-danger">
          {t('order_again_failed')}
        </p>
      ) : null}
      {file.phase === 'failed' ? (
        <p role="alert" className="w-full text-sm text-danger">
          {t('quick_order_failed')}
        </p>
      ) : null}
    </>
  );
}
