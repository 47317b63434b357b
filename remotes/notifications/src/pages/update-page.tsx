import { paths } from '@portal/contracts';
import { isNotFound, isRefusal, useFormatters } from '@portal/portal-kit';
import { Link, useNavigate, useParams } from '@portal/portal-kit/router';
import { Button, EmptyState, PageHeader } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { updateQueryOptions } from '../api/get-update.ts';
import { markRead } from '../api/mark-update-read.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { UpdateBadges } from '../components/update-badges.tsx';
import { useRefreshOnUpdatesChange } from '../hooks/use-refresh-on-updates-change.ts';
import { useUpdatesAccounts } from '../hooks/use-updates-accounts.ts';
import { useReadingLanguage, useUpdateTexts } from '../hooks/use-update-texts.ts';
import { namespace } from '../labels.ts';

const backClasses =
  'text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * `/updates/{id}`: one update in full; opening it marks it read. Opened from a list across accounts, it is read
 * through the same sold-tos (`?accounts=` kept on the links, ADR 069).
 */
export function UpdatePage() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const { soldTo, addressSuffix } = useUpdatesAccounts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { dateTime } = useFormatters();
  const textsOf = useUpdateTexts();
  const language = useReadingLanguage();
  useRefreshOnUpdatesChange();
  const update = useQuery({ ...updateQueryOptions(soldTo ?? '', id, language), enabled: soldTo !== null });
  const marked = useRef<string | null>(null);

  useEffect(() => {
    const data = update.data;
    if (!data?.unread || !soldTo || marked.current === data.id) return;
    marked.current = data.id;
    markRead(queryClient, soldTo, data.id).catch(() => {
      marked.current = null;
    });
  }, [update.data, soldTo, queryClient]);

  const back = (
    <Link to={`${paths.updates.root}${addressSuffix}`} className={backClasses}>
      {t('back_to_list')}
    </Link>
  );

  if (!update.data) {
    return (
      <div>
        <PageHeader title={t('update_title')} />
        {soldTo === null ? (
          <EmptyState title={t('no_account_title')} description={t('no_account_description')} action={back} />
        ) : isNotFound(update.error) ? (
          <EmptyState title={t('not_found_title')} description={t('not_found_description')} action={back} />
        ) : isRefusal(update.error) ? (
          <EmptyState title={t('not_allowed_title')} description={t('not_allowed_description')} action={back} />
        ) : update.isError ? (
          <EmptyState
            title={t('error_title')}
            description={t('error_description')}
            action={<Button onClick={() => void update.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <p role="status" className="text-ink-muted">
            {t('loading')}
          </p>
        )}
      </div>
    );
  }

  const data = update.data;
  const texts = textsOf(data);
  return (
    <article>
      <div className="mb-4">{back}</div>
      <PageHeader title={<span lang={texts.lang}>{texts.header}</span>}>
        <UpdateBadges update={data} chip={texts.chip} />
      </PageHeader>
      <p className="mb-4 text-sm text-ink-muted">
        {t('published')} <time dateTime={data.createdAt}>{dateTime(data.createdAt)}</time>
      </p>
      <p lang={texts.lang} className="max-w-2xl whitespace-pre-line text-ink">
        {texts.body}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {texts.cta ? <CallToAction cta={texts.cta} lang={texts.lang} /> : null}
        <Button
          variant="secondary"
          onClick={() =>
            void navigate(`${paths.updates.root}${addressSuffix}`, {
              state: { deleteUpdate: { id: data.id, header: texts.header } },
            })
          }
        >
          {t('delete')}
        </Button>
      </div>
    </article>
  );
}
