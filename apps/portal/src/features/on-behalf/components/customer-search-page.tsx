import { brandCatalogue, paths, type CustomerSearchResult } from '@portal/contracts';
import { useFormatters, usePermissions } from '@portal/portal-kit';
import { Alert, EmptyState, formFieldClass, formLabelClass, PageHeader, Pagination } from '@portal/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { customerSearchQueryOptions, useCustomerSearch } from '../api/search-customers.ts';
import { useRecentCustomers } from '../api/get-recent-customers.ts';
import { deepLinkOf, type DeepLink } from '../hooks/deep-link.ts';
import { sessionEndedSearch } from '../hooks/use-on-behalf-mode.ts';
import { onBehalfNamespace } from '../labels.ts';
import { CustomerResults } from './customer-results.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const pageSize = 10;
/** Search as you type, once the typing pauses. */
const debounceMs = 300;
/** The countries the group's customers are in, offered as a filter. */
const countries = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'PT', 'SE'];

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * The customer a deep link names, looked up by the search (its exact number ranks first): undefined while asking,
 * null when there is none, `failed` when the search failed.
 */
function useLinkedCustomer(link: DeepLink): CustomerSearchResult | null | undefined | 'failed' {
  const customerId = link.kind === 'open' ? link.customerId : '';
  const lookup = useQuery({
    ...customerSearchQueryOptions({ q: customerId, pageNumber: 0, pageSize: 5 }),
    enabled: link.kind === 'open',
  });
  if (link.kind !== 'open' || lookup.isPending) return undefined;
  if (lookup.isError) return 'failed';
  return lookup.data?.items.find((item) => item.customerId === customerId) ?? null;
}

/**
 * Spec 1 and 2.1: staff find a customer, give a reason and act on behalf of it. A deep link
 * (`?customer=1000101&to=/orders/sap/4510100074&reason=T-1000101-0005`, from a CRM, a mail or a ticket) opens the
 * reason dialog for that customer at once, and the page it names once the session is open; a page outside the
 * mode, or not the portal's, is refused with a message.
 */
export function CustomerSearchPage() {
  const { t, i18n } = useTranslation(onBehalfNamespace);
  const formatters = useFormatters();
  const permissions = usePermissions();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const deepLink = deepLinkOf(searchParams);
  const linked = useLinkedCustomer(deepLink);
  const [text, setText] = useState('');
  const [country, setCountry] = useState('');
  const [brand, setBrand] = useState('');
  // The page belongs to one search: a new query or filter starts again at the first.
  const [paging, setPaging] = useState({ search: '', pageNumber: 0 });
  const [chosen, setChosen] = useState<CustomerSearchResult | null>(null);
  const q = useDebounced(text.trim());
  const searchKey = JSON.stringify([q, country, brand]);
  const pageNumber = paging.search === searchKey ? paging.pageNumber : 0;
  const setPageNumber = (next: number) => setPaging({ search: searchKey, pageNumber: next });
  const view = { q, country: country || undefined, brand: brand || undefined, pageNumber, pageSize };
  const search = useCustomerSearch(view);
  const recent = useRecentCustomers();
  const searching = q !== '' || country !== '' || brand !== '';
  const page = search.data;
  const pageCount = page ? Math.ceil(page.totalElements / pageSize) : 0;
  const noResults = t('no_results', { q: q || t('any') });
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });

  const toResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = document.querySelector<HTMLButtonElement>(`#${CSS.escape(`${id}-results`)} button[data-customer]`);
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  return (
    <>
      <PageHeader title={t('search_title')} description={t('search_intro')} />
      {permissions?.adminTool ? (
        <p className="mb-6">
          <Link to={paths.customerSearch.accessLog} className="font-medium text-brand underline">
            {t('log_link')}
          </Link>
        </p>
      ) : null}
      {searchParams.toString() === sessionEndedSearch.slice(1) ? (
        <Alert type="warning" header={t('session_ended')} className="mb-6" />
      ) : null}
      {deepLink.kind === 'refused' && deepLink.problem === 'target' ? (
        <Alert type="warning" header={t('deep_link_refused')} body={t('deep_link_refused_body')} className="mb-6" />
      ) : linked === 'failed' ? (
        <Alert type="alert" header={t('search_error')} className="mb-6" />
      ) : deepLink.kind === 'refused' || linked === null ? (
        <Alert
          type="warning"
          header={t('deep_link_no_customer', { id: searchParams.get('customer') ?? '' })}
          className="mb-6"
        />
      ) : null}
      <form role="search" onSubmit={(event) => event.preventDefault()} className="mb-6 grid gap-4 sm:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={formLabelClass}>
            {t('search_label')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={toResults}
            placeholder={t('search_placeholder')}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            className={formFieldClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
            {t('keyboard_hint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-country`} className={formLabelClass}>
            {t('country_label')}
          </label>
          <select
            id={`${id}-country`}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            className={formFieldClass}
          >
            <option value="">{t('any')}</option>
            {countries
              .map((code) => ({ code, name: regionNames.of(code) ?? code }))
              .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
              .map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-brand`} className={formLabelClass}>
            {t('brand_label')}
          </label>
          <select
            id={`${id}-brand`}
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
            className={formFieldClass}
          >
            <option value="">{t('any')}</option>
            {brandCatalogue.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      <section id={`${id}-results`} aria-labelledby={`${id}-results-heading`} aria-busy={search.isFetching}>
        <h2 id={`${id}-results-heading`} className="mb-3 text-lg font-semibold text-ink">
          {searching ? t('results_heading') : t('recent_heading')}
        </h2>
        <p role="status" className="sr-only">
          {/* The count, or with none the empty state's own sentence (never "0 customers found" beside it). */}
          {searching && page
            ? page.totalElements > 0
              ? t('results_count', { count: page.totalElements })
              : noResults
            : ''}
        </p>
        {searching ? (
          search.isError ? (
            <Alert type="alert" header={t('search_error')} />
          ) : page && page.items.length === 0 ? (
            <EmptyState title={noResults} />
          ) : page ? (
            <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <CustomerResults customers={page.items} label={t('results_heading')} onChoose={setChosen} />
              <Pagination
                pageNumber={page.pageNumber}
                pageCount={pageCount}
                onPage={setPageNumber}
                labels={{
                  navigation: t('pagination_label'),
                  previous: t('page_previous'),
                  next: t('page_next'),
                  position: t('page_of', { page: page.pageNumber + 1, pages: pageCount }),
                }}
              />
            </div>
          ) : null
        ) : recent.data && recent.data.items.length > 0 ? (
          <CustomerResults
            customers={recent.data.items}
            label={t('recent_heading')}
            onChoose={setChosen}
            detailOf={(customer) => {
              const visit = recent.data.items.find((item) => item.customerId === customer.customerId);
              return visit ? t('visited_on', { date: formatters.dateTime(visit.visitedAt) }) : undefined;
            }}
          />
        ) : recent.isSuccess ? (
          <p className="text-sm text-ink-muted">{t('recent_empty')}</p>
        ) : null}
      </section>
      {deepLink.kind === 'open' && linked && linked !== 'failed' && !chosen ? (
        <ReasonDialog
          key={`${linked.customerId}-link`}
          customer={linked}
          target={deepLink.target}
          initialReason={deepLink.reason}
          // Cancelled, the link is spent: the search stays without it.
          onClose={() => setSearchParams({}, { replace: true })}
        />
      ) : (
        <ReasonDialog key={chosen?.customerId ?? 'none'} customer={chosen} onClose={() => setChosen(null)} />
      )}
    </>
  );
}
