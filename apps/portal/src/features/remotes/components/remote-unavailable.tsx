import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        title={t('remote_unavailable_title')}
        description={t('remote_unavailable_description')}
        action={<Button onClick={onRetry}>{t('retry')}</Button>}
      />
    </div>
  );
}
