import type { AccountBrand, BrandStatus } from '@portal/contracts';
import { Badge, type BadgeTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

const tones: Record<BrandStatus, BadgeTone> = { active: 'success', pending: 'warning', blocked: 'danger' };

/** The brands of the sold-to, each with its status written out (active, pending, blocked), not by colour only. */
export function BrandList({ brands }: { brands: readonly AccountBrand[] }) {
  const { t } = useTranslation(namespace);
  if (brands.length === 0) return <p className="text-sm">{t('none')}</p>;
  return (
    <ul className="flex flex-wrap gap-3 text-sm">
      {brands.map((brand) => (
        <li
          key={`${brand.id}-${brand.division}`}
          className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2"
        >
          <span className="font-semibold text-ink">{brand.name}</span>
          <Badge tone={tones[brand.status]}>{t(`brand_status_${brand.status}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
