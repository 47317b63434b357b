import { brandCatalogue, brandIcons, paths } from '@portal/contracts';
import { useSelectedSoldTo } from '@portal/portal-kit';
import { EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueriedCmsContent } from '../../../components/cms-content.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useBrandContents, useBrandPage } from '../api/get-brand-page.ts';
import { brandsNamespace } from '../labels.ts';
import { OpenBrandShop } from './open-brand-shop.tsx';

function BackToBrands() {
  const { t } = useTranslation(brandsNamespace);
  return (
    <Link
      to={paths.brands.root}
      className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
    >
      <span aria-hidden="true">←</span>
      {t('all_brands')}
    </Link>
  );
}

/**
 * `/brands/shop/{brandId}`: the brand's CMS page and shop contents for the selected sold-to in the current language,
 * and the way into the brand's B2B shop.
 */
export function BrandPage() {
  const { t } = useTranslation(brandsNamespace);
  const { brandId = '' } = useParams();
  const brand = brandCatalogue.find((entry) => entry.id === brandId);
  const language = useContentLanguage();
  const soldTo = useSelectedSoldTo();
  const request = { language, brandId, customerId: soldTo?.customerId };
  const content = useBrandPage(request, { enabled: Boolean(brand) });
  const contents = useBrandContents(request, { enabled: Boolean(brand) });

  if (!brand) {
    return (
      <>
        <BackToBrands />
        <PageHeader title={t('brand_page')} />
        <EmptyState title={t('unknown_brand_title')} description={t('unknown_brand_description')} />
      </>
    );
  }

  return (
    <>
      <BackToBrands />
      <PageHeader title={brand.label}>
        <img src={brandIcons(brand.slug).plain} alt="" width={40} height={40} className="order-first size-10" />
      </PageHeader>
      <OpenBrandShop brandId={brand.id} brandName={brand.label} />
      <QueriedCmsContent
        content={content}
        unavailable={{ title: t('content_unavailable_title'), description: t('content_unavailable_description') }}
      />
      {/* The shop's contents (collections, documents, news) follow the page; without any, nothing is added. */}
      {contents.data ? (
        <section aria-labelledby="brand-contents-heading" className="mt-8">
          <h2 id="brand-contents-heading" className="mb-4 text-xl font-semibold text-ink">
            {t('brand_contents', { brand: brand.label })}
          </h2>
          <QueriedCmsContent
            content={contents}
            unavailable={{ title: t('content_unavailable_title'), description: t('content_unavailable_description') }}
          />
        </section>
      ) : null}
    </>
  );
}
