import type { Update, UpdateType } from '@portal/contracts';
import { Badge, type BadgeTone } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

const tones: Record<UpdateType, BadgeTone> = { notification: 'info', warning: 'warning', alert: 'danger' };

/** The update's type and its chip (e.g. "Order"). */
export function UpdateBadges({ update, chip }: { update: Update; chip: string | null }) {
  const { t } = useTranslation(namespace);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={tones[update.type]}>{t(`type_${update.type}`)}</Badge>
      {chip ? <Badge>{chip}</Badge> : null}
    </span>
  );
}
