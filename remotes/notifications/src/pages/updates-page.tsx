import {
  paths,
  updateSortOrders,
  updateTypes,
  type Update,
  type UpdateSortOrder,
  type UpdateType,
} from '@portal/contracts';
import { isRefusal, keepAccounts, useFormatters } from '@portal/portal-kit';
import { Link, useLocation, useNavigate, useSearchParams } from '@portal/portal-kit/router';
import { AccountSelector, Button, EmptyState, PageHeader, Pagination } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUpdate } from '../api/delete-update.ts';
import { pageSize, updatesListQueryOptions } from '../api/get-updates.ts';
import { markAllRead } from '../api/mark-all-updates-read.ts';
import { UpdateBadges } from '../components/update-badges.tsx';
import { useRefreshOnUpdatesChange } from '../hooks/use-refresh-on-updates-change.ts';
import { useUpdatesAccounts } from '../hooks/use-updates-accounts.ts';
import { useReadingLanguage, useUpdateTexts } from '../hooks/use-update-texts.ts';
import { namespace } from '../labels.ts';

/** How long a deleted update can be brought back before the deletion is sent. */
export const undoWindowMs = 6_000;

interface PendingDeletion {
  id: string;
  header: string;
}

function readFilter(params: URLSearchParams) {
  const type = params.get('type');
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    type: updateTypes.includes(type as UpdateType) ? (type as UpdateType) : undefined,
    sort: updateSortOrders.includes(sort as UpdateSortOrder) ? (sort as UpdateSortOrder) : ('date' as const),
    pageNumber: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

/**
 * Deletion with undo: the update disappears at once and the deletion is sent when the undo window closes (or
 * when the page is left, or another update is deleted), so "undo" never has to bring a deleted update back.
 */
function usePendingDeletion(soldTo: string | null) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingDeletion | null>(null);
  const pendingRef = useRef<PendingDeletion | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (current && soldTo) {
      deleteUpdate(queryClient, soldTo, current.id).catch(() => setFailed(true));
    }
  }, [queryClient, soldTo]);

  const start = useCallback(
    (deletion: PendingDeletion) => {
      flush();
      setFailed(false);
      pendingRef.current = deletion;
      setPending(deletion);
      timer.current = setTimeout(flush, undoWindowMs);
    },
    [flush],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
  }, []);

  // Leaving the page sends what is pending.
  useEffect(() => flush, [flush]);
  return { pending, failed, start, undo };
}

function UpdateItem({
  update,
  onDelete,
  soldToName,
  linkSuffix,
}: {
  update: Update;
  onDelete: (deletion: PendingDeletion) => void;
  /** Across accounts: the account the update was sent to, when it was sent to one. */
  soldToName: string | null;
  linkSuffix: string;
}) {
  const { t } = useTranslation(namespace);
  const { dateTime } = useFormatters();
  const texts = useUpdateTexts()(update);
  return (
    <li
      className={
        update.unread
          ? 'rounded-card border border-brand/40 bg-surface p-4 shadow-sm'
          : 'rounded-card border border-line bg-surface p-4'
      }
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {update.unread ? (
              <span className="inline-flex items-center gap-1.5 font-semibold text-brand">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
                {t('unread')}
              </span>
            ) : null}
            <UpdateBadges update={update} chip={texts.chip} />
            <time dateTime={update.createdAt}>{dateTime(update.createdAt)}</time>
          </div>
          <h2
            className={update.unread ? 'mt-2 text-base font-semibold text-ink' : 'mt-2 text-base font-medium text-ink'}
          >
            <Link
              to={`${paths.updates.root}/${update.id}${linkSuffix}`}
              lang={texts.lang}
              className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {texts.header}
            </Link>
          </h2>
          {soldToName ? (
            <p className="mt-1 text-sm font-medium text-ink">{t('sold_to_line', { account: soldToName })}</p>
          ) : null}
          <p lang={texts.lang} className="mt-1 line-clamp-2 text-sm text-ink-muted">
            {texts.body}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => onDelete({ id: update.id, header: texts.header })}
          aria-label={t('delete_named', { header: texts.header })}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Spec 2.1 `/updates`: the user's updates in the working sold-to, filtered, sorted and paged. A user with several
 * sold-tos showing notifications chooses above the list which accounts it shows (`?accounts=`, ADR 069); across
 * accounts each card names the sold-to it was sent to.
 */
export function UpdatesPage() {
  const { t } = useTranslation(namespace);
  const { accounts, soldTo, addressSuffix } = useUpdatesAccounts();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const location = useLocation();
  const navigate = useNavigate();
  const typeId = useId();
  const sortId = useId();
  const { pending, failed, start, undo } = usePendingDeletion(soldTo);
  const [markAllFailed, setMarkAllFailed] = useState(false);

  useRefreshOnUpdatesChange();

  const language = useReadingLanguage();
  const list = useQuery({ ...updatesListQueryOptions(soldTo ?? '', filter, language), enabled: soldTo !== null });

  // An update's page asks for its deletion here, where it can be undone.
  const deleteFromDetail = (location.state as { deleteUpdate?: PendingDeletion } | null)?.deleteUpdate;
  useEffect(() => {
    if (!deleteFromDetail) return;
    start(deleteFromDetail);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [deleteFromDetail, start, navigate, location.pathname, location.search]);

  const setFilter = (name: 'type' | 'sort' | 'page', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(keepAccounts(params, next));
  };

  const page = list.data;
  const items = (page?.items ?? []).filter((item) => item.id !== pending?.id);
  const pages = page ? Math.max(1, Math.ceil(page.totalElements / pageSize)) : 1;
  const unread = page?.unread ?? 0;

  let content;
  if (soldTo === null && accounts.notice) {
    // The address named accounts none of which can be shown here: the notice above says so.
    content = null;
  } else if (soldTo === null) {
    content = <EmptyState title={t('no_account_title')} description={t('no_account_description')} />;
  } else if (isRefusal(list.error)) {
    // Trying again gets the same 403: the refusal, without a retry.
    content = <EmptyState title={t('not_allowed_title')} description={t('not_allowed_description')} />;
  } else if (list.isError) {
    content = (
      <EmptyState
        title={t('error_title')}
        description={t('error_description')}
        action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!page) {
    content = (
      <p role="status" className="text-ink-muted">
        {t('loading')}
      </p>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        title={filter.type ? t('empty_filtered_title') : t('empty_title')}
        description={filter.type ? t('empty_filtered_description') : t('empty_description')}
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label={t('list_label')}>
        {items.map((update) => (
          <UpdateItem
            key={update.id}
            update={update}
            onDelete={start}
            linkSuffix={addressSuffix}
            soldToName={
              accounts.across && update.customerId
                ? `${accounts.nameOf(update.customerId) ?? ''} (${update.customerId})`.trim()
                : null
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader title={t('title')} description={t('intro')} />
      {accounts.selector ? <AccountSelector {...accounts.selector} /> : null}
      {accounts.notice ? <p className="mb-4 text-sm text-ink">{accounts.notice}</p> : null}
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-medium text-ink">
            {t('filter_type')}
          </label>
          <select
            id={typeId}
            value={filter.type ?? ''}
            onChange={(event) => setFilter('type', event.target.value || undefined)}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm text-ink"
          >
            <option value="">{t('filter_type_all')}</option>
            {updateTypes.map((type) => (
              <option key={type} value={type}>
                {t(`type_${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-sm font-medium text-ink">
            {t('sort')}
          </label>
          <select
            id={sortId}
            value={filter.sort}
            onChange={(event) => setFilter('sort', event.target.value === 'date' ? undefined : event.target.value)}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm text-ink"
          >
            <option value="date">{t('sort_date')}</option>
            <option value="unread">{t('sort_unread')}</option>
          </select>
        </div>
        <Button
          variant="secondary"
          className="ml-auto"
          disabled={!soldTo || unread === 0}
          onClick={() => {
            if (!soldTo) return;
            setMarkAllFailed(false);
            markAllRead(queryClient, soldTo).catch(() => setMarkAllFailed(true));
          }}
        >
          {t('mark_all_read')}
        </Button>
      </div>

      <div role="status" className="mb-4 empty:hidden">
        {pending ? (
          <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-canvas p-3 text-sm text-ink">
            <span>{t('deleted', { header: pending.header })}</span>
            <Button variant="secondary" onClick={undo}>
              {t('undo')}
            </Button>
          </div>
        ) : null}
        {failed ? <p className="text-danger">{t('delete_failed')}</p> : null}
        {markAllFailed ? <p className="text-danger">{t('mark_all_read_failed')}</p> : null}
      </div>

      {content}

      {page ? (
        <Pagination
          className="mt-6"
          pageNumber={filter.pageNumber}
          pageCount={pages}
          // The address counts pages from 1 and leaves the first page out.
          onPage={(next) => setFilter('page', next === 0 ? undefined : String(next + 1))}
          labels={{
            navigation: t('pagination'),
            previous: t('previous_page'),
            next: t('next_page'),
            position: t('page_of', { page: filter.pageNumber + 1, pages }),
          }}
        />
      ) : null}
    </div>
  );
}
