import type { OrderDetail } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { ordersNamespace } from '../labels.ts';

/** The statuses the order went through, oldest first, each with the day it was reached. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t } = useTranslation(ordersNamespace);
  const format = useFormatters();
  return (
    <section aria-labelledby="order-timeline" className="rounded-card border border-line bg-surface p-4">
      <h2 id="order-timeline" className="mb-3 text-lg font-semibold text-ink">
        {t('detail_timeline')}
      </h2>
      <ol className="relative ml-2 border-l-2 border-line">
        {timeline.map((step, index) => (
          <li key={`${step.status}-${step.date}`} className="mb-4 ml-4 last:mb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full ${
                index === timeline.length - 1 ? 'bg-brand' : 'bg-line'
              }`}
            />
            <p className="font-medium text-ink">{t(`status_${step.status}`)}</p>
            <p className="text-sm text-ink-muted">
              <time dateTime={step.date}>{format.date(step.date)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
