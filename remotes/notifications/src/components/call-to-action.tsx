import type { UpdateCallToAction } from '@portal/contracts';
import { Link } from '@portal/portal-kit/router';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

const classes =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * An update's call to action: a portal path as a route link, an https link in a new tab. `lang` names the label's
 * language when it is not the page's (an update without a text in the reader's language).
 */
export function CallToAction({ cta, lang }: { cta: UpdateCallToAction; lang?: string | undefined }) {
  const { t } = useTranslation(namespace);
  if (cta.href.startsWith('/')) {
    return (
      <Link to={cta.href} className={classes} lang={lang}>
        {cta.label}
      </Link>
    );
  }
  return (
    <a href={cta.href} target="_blank" rel="noopener noreferrer" className={classes}>
      <span lang={lang}>{cta.label}</span>
      <span className="sr-only"> ({t('opens_in_new_tab')})</span>
    </a>
  );
}
