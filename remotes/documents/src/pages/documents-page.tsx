import {
  documentCountCap,
  documentTypePermission,
  documentTypes,
  paths,
  type DocumentRef,
  type DocumentSummary,
  type DocumentType,
} from '@portal/contracts';
import {
  isRefusal,
  useAccountSelection,
  useFormatters,
  usePermissions,
  useSelectedSoldTo,
  type AccountSelectionState,
} from '@portal/portal-kit';
import { Navigate, useParams, useSearchParams } from '@portal/portal-kit/router';
import { AccountSelector, Alert, Button, EmptyState, PageHeader, Pagination } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentFilters } from '../components/document-filters.tsx';
import { DocumentModal } from '../components/document-modal.tsx';
import { DocumentTabs } from '../components/document-tabs.tsx';
import { ListTotals } from '../components/list-totals.tsx';
import { DocumentsTable } from '../components/documents-table.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { SendEmailModal } from '../components/send-email-modal.tsx';
import { useDocumentListState } from '../hooks/use-list-state.ts';
import { namespace } from '../labels.ts';

const pageSize = 20;

const isDocumentType = (value: string | undefined): value is DocumentType =>
  (documentTypes as readonly string[]).includes(value ?? '');

/**
 * `/documents/{type}` (spec 2.1; the document permission and at least one type's flag): the selected sold-to's
 * invoices, credit notes or payments, one tab per type the user may see. `/documents` opens the first of them.
 * `?accounts=` shows several of the user's sold-tos at once (ADR 063), with a sold-to column.
 */
export function DocumentsPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  const accounts = useAccountSelection('document', useSearchParams());
  const { type } = useParams();
  const allowed = documentTypes.filter((candidate) => permissions?.[documentTypePermission[candidate]]);
  const first = allowed[0];

  if (!soldTo || !permissions || !first) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState title={t(soldTo && permissions ? 'no_types' : 'no_sold_to')} />
      </>
    );
  }
  if (!isDocumentType(type) || !allowed.includes(type)) {
    return <Navigate to={`${paths.documents.root}/${first}`} replace />;
  }
  const customerName = `${soldTo.name} (${soldTo.customerId})`;
  const customer = accounts.customerIds.join(',');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={
          accounts.across
            ? t('intro_across', { count: accounts.customerIds.length })
            : t('intro', { customer: customerName })
        }
      />
      {accounts.selector ? <AccountSelector {...accounts.selector} /> : null}
      {accounts.notice ? <Alert type="warning" header={accounts.notice} className="mb-4" /> : null}
      <DocumentTabs types={allowed} summary={allowed.includes('invoice')} />
      {customer ? (
        <Documents
          // A new set of sold-tos or type starts with an empty selection.
          key={`${customer}/${type}`}
          customer={customer}
          caption={t('table_caption', {
            kind: t(`tab_${type}`),
            customer: accounts.across ? t('accounts_count', { count: accounts.customerIds.length }) : customerName,
          })}
          accounts={accounts}
          type={type}
          canDownload={permissions.downloadDocumentPdf}
        />
      ) : null}
    </>
  );
}

interface DocumentsProps {
  /** The sold-to, or several separated by commas. */
  customer: string;
  caption: string;
  accounts: AccountSelectionState;
  type: DocumentType;
  canDownload: boolean;
}

/** A document opened from the list, with the sold-to it belongs to. */
interface OpenedDocument {
  document: DocumentRef;
  customerId: string;
}

function Documents({ customer, caption, accounts, type, canDownload }: DocumentsProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const { filter, pageNumber, after, setFilter, setPage } = useDocumentListState();
  const documents = useDocuments({ customer, type, filter, pageNumber, pageSize, after });
  const page = documents.data;
  const pageCount = page ? Math.ceil(page.totalElements / page.pageSize) : 0;
  const [selection, setSelection] = useState<ReadonlyMap<string, DocumentSummary>>(new Map());
  const [opened, setOpened] = useState<OpenedDocument | null>(null);
  const [sending, setSending] = useState<{ customerId: string; documents: readonly DocumentRef[] } | null>(null);
  const selected = useMemo(() => [...selection.values()], [selection]);
  const selectedIds = useMemo(() => new Set(selection.keys()), [selection]);

  const toggle = (items: readonly DocumentSummary[], on: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(item.documentId, item);
        else next.delete(item.documentId);
      }
      return next;
    });

  return (
    <>
      <DocumentFilters type={type} filter={filter} onChange={setFilter} />
      <SelectionBar
        selected={selected}
        canDownload={canDownload}
        onClear={() => setSelection(new Map())}
        onSend={(customerId) =>
          setSending({
            customerId,
            documents: selected.map(({ type: kind, documentId }) => ({ type: kind, documentId })),
          })
        }
      />
      <p role="status" className="mb-3 text-sm font-medium text-ink" aria-busy={documents.isFetching}>
        {documents.isPending
          ? t('loading')
          : page
            ? page.totalCapped
              ? t('result_count_capped', { total: format.number(documentCountCap) })
              : t('result_count', { count: page.totalElements, total: format.number(page.totalElements) })
            : null}
      </p>
      {page && page.items.length > 0 ? <ListTotals customer={customer} type={type} filter={filter} /> : null}
      {isRefusal(documents.error) ? (
        // Trying again gets the same 403: the refusal, without a retry.
        <EmptyState title={t('not_allowed_title')} description={t('not_allowed_description')} />
      ) : documents.isError ? (
        <EmptyState
          title={t('error_title')}
          description={t('error_description')}
          action={<Button onClick={() => void documents.refetch()}>{t('retry')}</Button>}
        />
      ) : page && page.items.length === 0 ? (
        <EmptyState
          title={t('empty_title')}
          description={t('empty_description')}
          action={
            Object.keys(filter).length > 0 ? (
              <Button variant="secondary" onClick={() => setFilter({})}>
                {t('filter_clear')}
              </Button>
            ) : undefined
          }
        />
      ) : page ? (
        <div className={documents.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <DocumentsTable
            documents={page.items}
            caption={caption}
            soldToOf={accounts.across ? accounts.nameOf : undefined}
            selected={selectedIds}
            onToggle={(document, on) => toggle([document], on)}
            onTogglePage={(on) => toggle(page.items, on)}
            onOpen={({ type: kind, documentId, customerId }) =>
              setOpened({ document: { type: kind, documentId }, customerId })
            }
          />
          <Pagination
            pageNumber={page.pageNumber}
            pageCount={Math.min(pageCount, 1001)}
            onPage={(next) =>
              // "Next" reads on from this page's last document (ADR 075); "previous" goes by page number.
              setPage(next, next === page.pageNumber + 1 ? (page.nextCursor ?? undefined) : undefined)
            }
            labels={{
              navigation: t('pagination_label'),
              previous: t('page_previous'),
              next: t('page_next'),
              position: t('page_of', { page: page.pageNumber + 1, pages: Math.min(pageCount, 1001) }),
            }}
          />
        </div>
      ) : null}
      <DocumentModal
        customer={opened?.customerId ?? customer}
        document={sending ? null : (opened?.document ?? null)}
        canDownload={canDownload}
        onClose={() => setOpened(null)}
        onSend={(document) => setSending({ customerId: opened?.customerId ?? customer, documents: [document] })}
      />
      <SendEmailModal
        customer={sending?.customerId ?? customer}
        documents={sending?.documents ?? null}
        onClose={() => setSending(null)}
      />
    </>
  );
}
