import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

/** The FAQ could not be loaded: said as a failure (not as "no such topic"), with a retry. */
export function FaqFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(namespace);
  return <EmptyState title={t('faq_error')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />;
}
