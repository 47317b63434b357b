import type { DocumentSummary } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { cx, TableScroller } from '@portal/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';
import { DocumentStatusBadge } from './status-badge.tsx';

const headerClass = 'whitespace-nowrap px-3 py-2 text-left font-semibold';
const cellClass = 'whitespace-nowrap px-3 py-2';

interface DocumentsTableProps {
  documents: readonly DocumentSummary[];
  caption: string;
  selected: ReadonlySet<string>;
  onToggle: (document: DocumentSummary, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
  onOpen: (document: DocumentSummary) => void;
  /** Across several sold-tos: a sold-to's name by its number; the table then shows a sold-to column. */
  soldToOf?: ((customerId: string) => string | undefined) | undefined;
}

/**
 * One page of documents. The number opens the document's modal; a check box selects it for a download or a mail.
 * Overdue rows are marked by their status badge (text, not colour alone) and their open amount in the danger colour.
 * The table scrolls sideways on narrow screens inside a focusable region, so keyboard users can scroll it too.
 */
export function DocumentsTable({
  documents,
  caption,
  selected,
  onToggle,
  onTogglePage,
  onOpen,
  soldToOf,
}: DocumentsTableProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const captionId = useId();
  const pageBox = useRef<HTMLInputElement>(null);
  const selectedOnPage = documents.filter((document) => selected.has(document.documentId)).length;
  const allOnPage = documents.length > 0 && selectedOnPage === documents.length;
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = selectedOnPage > 0 && !allOnPage;
  }, [selectedOnPage, allOnPage]);
  const isPayment = documents[0]?.type === 'payment';

  return (
    <TableScroller labelledBy={captionId}>
      <table className="min-w-full text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line bg-canvas text-ink">
          <tr>
            <td className="w-10 px-3 py-2">
              <input
                ref={pageBox}
                type="checkbox"
                className="size-4"
                aria-label={t('select_page')}
                checked={allOnPage}
                onChange={(event) => onTogglePage(event.target.checked)}
              />
            </td>
            <th scope="col" className={headerClass}>
              {t('column_number')}
            </th>
            {soldToOf ? (
              <th scope="col" className={headerClass}>
                {t('column_sold_to')}
              </th>
            ) : null}
            <th scope="col" className={headerClass}>
              {t('column_issue_date')}
            </th>
            {isPayment ? null : (
              <th scope="col" className={headerClass}>
                {t('column_due_date')}
              </th>
            )}
            <th scope="col" className={headerClass}>
              {t('column_status')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('column_gross')}
            </th>
            {isPayment ? null : (
              <th scope="col" className={`${headerClass} text-right`}>
                {t('column_open')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const overdue = document.status === 'overdue';
            const kind = t(`type_${document.type}`);
            return (
              <tr
                key={document.documentId}
                className={cx('border-b border-line last:border-b-0', overdue ? 'bg-red-50' : 'hover:bg-canvas')}
              >
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={t('select_document', { number: document.documentId })}
                    checked={selected.has(document.documentId)}
                    onChange={(event) => onToggle(document, event.target.checked)}
                  />
                </td>
                <th scope="row" className={`${cellClass} text-left font-medium`}>
                  <button
                    type="button"
                    onClick={() => onOpen(document)}
                    aria-label={t('open_document', { kind, number: document.documentId })}
                    className="rounded text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {document.documentId}
                  </button>
                </th>
                {soldToOf ? (
                  <td className="min-w-40 px-3 py-2">
                    {document.customerId}
                    {soldToOf(document.customerId) ? (
                      <span className="block text-xs text-ink-muted">{soldToOf(document.customerId)}</span>
                    ) : null}
                  </td>
                ) : null}
                <td className={cellClass}>{format.shortDate(document.issueDate)}</td>
                {isPayment ? null : (
                  <td className={cx(cellClass, overdue && 'font-semibold text-danger')}>
                    {document.dueDate ? format.shortDate(document.dueDate) : '—'}
                  </td>
                )}
                <td className={cellClass}>
                  <DocumentStatusBadge status={document.status} />
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {format.money(document.grossAmount, document.currency)}
                </td>
                {isPayment ? null : (
                  <td className={cx(cellClass, 'text-right tabular-nums', overdue && 'font-semibold text-danger')}>
                    {document.openAmount > 0 ? format.money(document.openAmount, document.currency) : '—'}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
