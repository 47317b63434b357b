import { Link } from '@portal/portal-kit/router';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

/** Where the page sits in the help centre or the tickets: links up, the current page last. */
export function Breadcrumbs({ trail }: { trail: Array<{ label: string; to?: string }> }) {
  const { t } = useTranslation(namespace);
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
        {trail.map((step, index) => (
          <li key={`${index}-${step.label}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {step.to ? (
              <Link to={step.to} className="text-brand underline-offset-2 hover:underline">
                {step.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
