import { isLanguageId } from '@portal/contracts';
import { Alert, Button } from '@portal/ui';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getLegacyUrl, InvalidLegacyUrlError } from '../../../lib/legacy-url.ts';
import { brandsNamespace } from '../labels.ts';

/** Lets the button leave for the shop; a seam for tests, where jsdom cannot navigate. */
export const leaveForShop = {
  go(url: string): void {
    window.location.assign(url);
  },
};

type ShopState = { kind: 'idle' | 'opening' } | { kind: 'failed'; invalidUrl: boolean };

/**
 * Hands an external customer over to the brand's B2B shop through the legacy B2B link (brand and language in it;
 * the shop signs the user in on its side), instead of a link back to this page. `?open=shop` on the page's address
 * opens it at once.
 */
export function OpenBrandShop({ brandId, brandName }: { brandId: string; brandName: string }) {
  const { t, i18n } = useTranslation(brandsNamespace);
  const [state, setState] = useState<ShopState>({ kind: 'idle' });
  const [params] = useSearchParams();
  const openedFromLink = useRef(false);
  const open = async () => {
    setState({ kind: 'opening' });
    try {
      const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
      leaveForShop.go(await getLegacyUrl('B2B', { brand: brandId, language }));
    } catch (error) {
      setState({ kind: 'failed', invalidUrl: error instanceof InvalidLegacyUrlError });
    }
  };
  // A link to `/brands/shop/{id}?open=shop` (the brand's content cards use it) opens the shop straight away.
  const requested = params.get('open') === 'shop';
  useEffect(() => {
    if (!requested || openedFromLink.current) return;
    openedFromLink.current = true;
    void open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once per visit of such a link
  }, [requested]);
  return (
    <div className="mb-6 flex flex-col items-start gap-3">
      <Button onClick={() => void open()} disabled={state.kind === 'opening'} className="gap-2">
        {t('open_shop', { brand: brandName })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {state.kind === 'opening' ? t('opening_shop') : null}
      </p>
      {state.kind === 'failed' ? (
        <Alert
          type="alert"
          header={t('shop_error_title')}
          body={state.invalidUrl ? t('shop_error_invalid_url') : t('shop_error_description')}
        />
      ) : null}
    </div>
  );
}
