import {
  brandCatalogue,
  brandScopedModules,
  isLanguageId,
  poNumberModules,
  poNumberRequiredBrands,
  type LegacyModuleId,
} from '@portal/contracts';
import { publish } from '@portal/portal-kit';
import { Alert, Button, PageHeader } from '@portal/ui';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelName } from '@portal/contracts/label-types';
import { useSearchParams } from 'react-router';
import { getLegacyUrl, InvalidLegacyUrlError } from '../../../lib/legacy-url.ts';
import { legacyNamespace } from '../labels.ts';
import { PoNumberModal } from './po-number-modal.tsx';

export interface LegacyToolPageProps {
  module: LegacyModuleId;
  /** Label name (shell group) of the section, e.g. `section_order`. */
  title: string;
}

type OpenState = { kind: 'idle' } | { kind: 'opening' } | { kind: 'failed'; invalidUrl: boolean };

/** Lets the page leave for the tool; a seam for tests, where jsdom cannot navigate. */
export const leavePortalFor = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Spec 2.1: the one page behind every internal-style route. It asks the server for the legacy module's
 * address (brand and language included) and leaves for it. Brand-scoped modules first go through the
 * brand-selection step, which comes back here with brandId, legacyId, language and redirect=true.
 */
export function LegacyToolPage({ module, title }: LegacyToolPageProps) {
  const { t, i18n } = useTranslation(legacyNamespace);
  const [params] = useSearchParams();
  const [state, setState] = useState<OpenState>({ kind: 'idle' });
  const brand = params.get('brandId') ?? undefined;
  const needsBrand = brandScopedModules.includes(module) && !brand;
  const redirect = params.get('redirect') === 'true';
  // Order management for a brand that requires a PO number asks for it before the tool opens.
  const needsPoNumber =
    (poNumberModules as readonly string[]).includes(module) &&
    Boolean(brand) &&
    poNumberRequiredBrands.includes(brand ?? '');
  const [askingPoNumber, setAskingPoNumber] = useState(false);
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // The query the page last opened the tool for: each redirect from the brand step opens it once.
  const handledQuery = useRef<string | null>(null);
  const query = params.toString();

  const chooseBrand = () => publish('brandSelectionModal', { show: true, legacyId: module });

  const open = async (poNumber?: string) => {
    if (needsPoNumber && !poNumber) {
      setAskingPoNumber(true);
      return;
    }
    setAskingPoNumber(false);
    setState({ kind: 'opening' });
    publish('brandSelectionModal', { show: false, legacyId: module, brand, isLoading: true });
    try {
      const url = await getLegacyUrl(module, { brand, language, poNumber });
      publish('brandSelectionModal', { show: false, legacyId: module, brand, isLoaded: true });
      leavePortalFor.go(url);
    } catch (error) {
      publish('brandSelectionModal', { show: false, legacyId: module, brand, isError: true });
      setState({ kind: 'failed', invalidUrl: error instanceof InvalidLegacyUrlError });
    }
  };

  useEffect(() => {
    // Coming back from the brand step (on this page or from elsewhere) opens the tool straight away.
    if (!redirect || needsBrand || handledQuery.current === query) return;
    handledQuery.current = query;
    void open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once per redirect query, not per render
  }, [query]);

  // The title is a `shell` label name from the section manifest (its test checks the label files have it).
  const toolName = t(title as LabelName<'shell'>, { ns: 'shell' });
  return (
    <>
      <PageHeader title={toolName} description={t('intro', { tool: toolName })} />
      <div className="flex max-w-2xl flex-col items-start gap-4">
        {state.kind === 'failed' ? (
          // The same words as a staff card that fails to open a tool (`shell` labels).
          <Alert
            type="alert"
            header={t('tool_failed_title', { ns: 'shell', tool: toolName })}
            body={t(state.invalidUrl ? 'tool_failed_invalid_url' : 'tool_failed_description', { ns: 'shell' })}
          />
        ) : null}
        <p role="status" className="text-ink-muted">
          {state.kind === 'opening' ? t('opening', { tool: toolName }) : null}
        </p>
        {needsBrand ? (
          <Button onClick={chooseBrand}>{t('choose_brand')}</Button>
        ) : (
          <Button onClick={() => void open()} disabled={state.kind === 'opening'}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('open_tool', { tool: toolName })}
          </Button>
        )}
      </div>
      {needsPoNumber ? (
        <PoNumberModal
          brandName={brandCatalogue.find((entry) => entry.id === brand)?.label ?? brand ?? ''}
          isOpen={askingPoNumber}
          onOpenChange={setAskingPoNumber}
          onSubmit={(poNumber) => void open(poNumber)}
        />
      ) : null}
    </>
  );
}
