import { brandIcons, catalogueBrands, internalPageOf, isLanguageId, type LegacyModuleId } from '@portal/contracts';
import { subscribe, useBrands, usePermissions, type BrandInfo } from '@portal/portal-kit';
import { Alert, Modal } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brandSelectionNamespace } from '../labels.ts';

function isLegacyModule(value: string | undefined): value is LegacyModuleId {
  return value !== undefined && internalPageOf(value as LegacyModuleId) !== null;
}

/**
 * The brands the user may pick for a module: the user's brands (the `brands` item, spec 3), narrowed to the
 * module's brand list when the privilege entry names one (spec 3, legacyBrandList).
 */
export function selectableBrandIds(
  brands: readonly BrandInfo[] | null,
  module: LegacyModuleId,
  legacyBrandList: ReadonlyArray<{ module: string; brands: readonly string[] }>,
): string[] {
  const active = (brands ?? []).map((brand) => brand.id);
  const limited = legacyBrandList.find((entry) => entry.module === module)?.brands ?? [];
  return limited.length > 0 ? active.filter((id) => limited.includes(id)) : active;
}

/**
 * Spec 4, brand selection: opened by the brandSelectionModal event for a brand-scoped legacy module; lists
 * the user's brands by orderBrand and goes to the module's page with brandId, legacyId, language and
 * redirect=true, where the tool is opened.
 */
export function BrandSelectionModal() {
  const { t, i18n } = useTranslation(brandSelectionNamespace);
  const navigate = useNavigate();
  const userBrands = useBrands();
  // The privilege entry of the selected sold-to (or the on-behalf one) carries the module's brand list.
  const permissions = usePermissions();
  const [module, setModule] = useState<LegacyModuleId | null>(null);

  useEffect(
    () =>
      subscribe('brandSelectionModal', (event) => {
        if (event.show && isLegacyModule(event.legacyId)) setModule(event.legacyId);
        else if (!event.show && !event.isLoading && !event.isLoaded && !event.isError) setModule(null);
      }),
    [],
  );

  const brandIds = module ? selectableBrandIds(userBrands, module, permissions?.legacyBrandList ?? []) : [];
  const brands = catalogueBrands(brandIds, 'orderBrand');
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const choose = (brandId: string) => {
    if (!module) return;
    const target = internalPageOf(module);
    setModule(null);
    if (!target) return;
    const query = new URLSearchParams({ brandId, legacyId: module, language, redirect: 'true' });
    void navigate(`${target}?${query.toString()}`);
  };

  return (
    <Modal
      isOpen={module !== null}
      onOpenChange={(open) => !open && setModule(null)}
      title={t('title')}
      closeLabel={t('close')}
    >
      {brands.length === 0 ? (
        <Alert type="warning" header={t('error_brands', { ns: 'dashboard' })} />
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
          <ul className="grid grid-cols-2 gap-2">
            {brands.map((brand) => (
              <li key={brand.id}>
                <button
                  type="button"
                  onClick={() => choose(brand.id)}
                  className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-line p-2 text-left text-sm font-semibold hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <img src={brandIcons(brand.slug).plain} alt="" width={32} height={32} className="size-8 shrink-0" />
                  {brand.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
