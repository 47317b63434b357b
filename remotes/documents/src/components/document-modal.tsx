import { paths, type DocumentDetail, type DocumentParty, type DocumentRef } from '@portal/contracts';
import { publish, saveFile, useFormatters, usePermissions, type Formatters } from '@portal/portal-kit';
import { Link } from '@portal/portal-kit/router';
import { Button, Modal, TableScroller } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocument } from '../api/get-document.ts';
import { documentPdfQueryOptions } from '../api/get-document-pdf.ts';
import { namespace } from '../labels.ts';
import { DocumentStatusBadge } from './status-badge.tsx';

interface DocumentModalProps {
  customer: string;
  document: DocumentRef | null;
  canDownload: boolean;
  onClose: () => void;
  onSend: (document: DocumentRef) => void;
}

const th = 'whitespace-nowrap px-2 py-1 text-left font-semibold';
const td = 'px-2 py-1';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-1 text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function Party({ title, party }: { title: string; party: DocumentParty | { id: string; name: string } }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase text-ink-muted">{title}</dt>
      <dd>
        {party.name}
        {'street' in party ? (
          <>
            <br />
            {party.street}
            <br />
            {party.postcode} {party.city}, {party.country}
          </>
        ) : null}
        <br />
        <span className="text-ink-muted">{party.id}</span>
      </dd>
    </div>
  );
}

function Table({
  caption,
  head,
  rows,
  numericFrom = 2,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  /** The first column of amounts (right-aligned). */
  numericFrom?: number;
}) {
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId} className="">
      <table className="min-w-full text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            {head.map((title, index) => (
              <th key={title} scope="col" className={index >= numericFrom ? `${th} text-right` : th}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row} className="border-b border-line last:border-b-0">
              {cells.map((cell, index) => (
                <td key={index} className={index >= numericFrom ? `${td} text-right tabular-nums` : td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The PDF preview: fetched with the token, shown in a frame from an object URL, and offered for download. */
function PdfPreview({ customer, document, title }: { customer: string; document: DocumentRef; title: string }) {
  const { t } = useTranslation(namespace);
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const pdf = useQuery({ ...documentPdfQueryOptions(customer, document), enabled: shown });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data.blob) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const download = async () => {
    setDownloadFailed(false);
    try {
      saveFile(await queryClient.fetchQuery(documentPdfQueryOptions(customer, document)));
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <Section title={t('pdf_heading')}>
      <div className="flex flex-wrap gap-2">
        {shown ? null : (
          <Button variant="secondary" onClick={() => setShown(true)}>
            {t('pdf_show')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void download()}>
          {t('download_pdf')}
        </Button>
      </div>
      <p role="status" className="mt-1 text-sm text-ink-muted">
        {shown && pdf.isPending ? t('pdf_loading') : null}
      </p>
      {pdf.isError || downloadFailed ? (
        <p role="alert" className="text-sm text-danger">
          {t('pdf_failed')}
        </p>
      ) : null}
      {shown && url ? (
        <iframe src={url} title={title} className="mt-2 h-[32rem] w-full rounded border border-line" />
      ) : null}
    </Section>
  );
}

function Details({
  document,
  format,
  customer,
  canDownload,
  onSend,
}: {
  document: DocumentDetail;
  format: Formatters;
  customer: string;
  canDownload: boolean;
  onSend: (document: DocumentRef) => void;
}) {
  const { t } = useTranslation(namespace);
  // Ticket writing (on behalf: the on-behalf one) opens the ticket modal about this document.
  const canWriteTickets = usePermissions()?.ticketWrite ?? false;
  const money = (amount: number) => format.money(amount, document.currency);
  const kind = t(`type_${document.type}`);
  const ref = { type: document.type, documentId: document.documentId };
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <div>
          <dt className="text-xs font-semibold uppercase text-ink-muted">{t('fact_issue_date')}</dt>
          <dd>{format.date(document.issueDate)}</dd>
        </div>
        {document.dueDate ? (
          <div>
            <dt className="text-xs font-semibold uppercase text-ink-muted">{t('fact_due_date')}</dt>
            <dd className={document.status === 'overdue' ? 'font-semibold text-danger' : undefined}>
              {format.date(document.dueDate)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs font-semibold uppercase text-ink-muted">{t('fact_status')}</dt>
          <dd>
            <DocumentStatusBadge status={document.status} />
          </dd>
        </div>
        {document.paymentTermsDays !== null ? (
          <div>
            <dt className="text-xs font-semibold uppercase text-ink-muted">{t('fact_terms')}</dt>
            <dd>{t('fact_terms_days', { days: document.paymentTermsDays })}</dd>
          </div>
        ) : null}
        {document.paymentMethod ? (
          <div>
            <dt className="text-xs font-semibold uppercase text-ink-muted">{t('fact_method')}</dt>
            <dd>{t(`method_${document.paymentMethod}`)}</dd>
          </div>
        ) : null}
      </dl>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Party title={t('party_sold_to')} party={document.soldTo} />
        <Party title={t('party_bill_to')} party={document.billTo} />
        <Party title={t('party_payer')} party={document.payer} />
      </dl>

      {document.orders.length > 0 ? (
        <Section title={t('orders_heading')}>
          <ul className="flex flex-wrap gap-x-4">
            {document.orders.map((order) => (
              <li key={`${order.source}/${order.orderId}`}>
                <Link
                  to={paths.orders.details(order.source, order.orderId)}
                  className="text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {t('order_link', { orderId: order.orderId })}
                </Link>
              </li>
            ))}
          </ul>
          {document.deliveries.length > 0 ? (
            <p className="text-ink-muted">{t('deliveries', { numbers: document.deliveries.join(', ') })}</p>
          ) : null}
        </Section>
      ) : null}

      {document.lines.length > 0 ? (
        <Section title={t('lines_heading')}>
          <Table
            caption={t('lines_heading')}
            head={[
              t('line_description'),
              t('line_sku'),
              t('line_quantity'),
              t('line_unit_price'),
              t('line_tax_rate'),
              t('line_net'),
            ]}
            rows={document.lines.map((line) => [
              line.description,
              line.sku ?? '—',
              format.number(line.quantity),
              money(line.unitPrice),
              format.number(line.taxRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              money(line.netAmount),
            ])}
          />
        </Section>
      ) : null}

      <Section title={t('totals_heading')}>
        <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-4 tabular-nums">
          {document.type !== 'payment' ? (
            <>
              <dt>{t('total_net')}</dt>
              <dd className="text-right">{money(document.netAmount)}</dd>
              <dt>{t('total_tax')}</dt>
              <dd className="text-right">{money(document.taxAmount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('total_gross')}</dt>
          <dd className="text-right font-semibold">{money(document.grossAmount)}</dd>
          {document.openAmount > 0 ? (
            <>
              <dt className={document.status === 'overdue' ? 'font-semibold text-danger' : undefined}>
                {t('total_open')}
              </dt>
              <dd className={document.status === 'overdue' ? 'text-right font-semibold text-danger' : 'text-right'}>
                {money(document.openAmount)}
              </dd>
            </>
          ) : null}
        </dl>
      </Section>

      {document.taxSummary.length > 0 && document.type !== 'payment' ? (
        <Section title={t('tax_heading')}>
          <Table
            caption={t('tax_heading')}
            head={[t('tax_rate'), t('tax_base'), t('tax_amount')]}
            numericFrom={1}
            rows={document.taxSummary.map((tax) => [
              format.number(tax.rate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              money(tax.base),
              money(tax.tax),
            ])}
          />
        </Section>
      ) : null}

      {document.settlements.length > 0 ? (
        <Section title={t(document.type === 'payment' ? 'settles_heading' : 'settled_by_heading')}>
          <Table
            caption={t(document.type === 'payment' ? 'settles_heading' : 'settled_by_heading')}
            head={[t('settlement_document'), t('settlement_date'), t('settlement_amount')]}
            rows={document.settlements.map((settlement) => [
              `${t(`type_${settlement.type}`)} ${settlement.documentId}`,
              format.shortDate(settlement.date),
              money(settlement.amount),
            ])}
          />
        </Section>
      ) : null}

      {canDownload ? (
        <PdfPreview
          customer={customer}
          document={ref}
          title={t('pdf_preview_title', { kind, number: document.documentId })}
        />
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canDownload ? (
          <Button variant="secondary" onClick={() => onSend(ref)}>
            {t('send_one')}
          </Button>
        ) : null}
        {canWriteTickets ? (
          <Link
            to={paths.tickets.new({
              category: 'invoice',
              document: ref,
              subject: `${t(`type_${document.type}`)} ${document.documentId}`,
            })}
            className="text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('raise_ticket')}
          </Link>
        ) : null}
      </div>
    </>
  );
}

/** The document modal (spec 4 event `documentModal`): a document's details, its orders, its PDF. */
export function DocumentModal({ customer, document, canDownload, onClose, onSend }: DocumentModalProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const detail = useDocument(customer, document);
  const open = document !== null;
  useEffect(() => {
    if (!open) return;
    publish('documentModal', { show: true });
    return () => publish('documentModal', { show: false });
  }, [open]);
  if (!document) return null;

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('detail_title', { kind: t(`type_${document.type}`), number: document.documentId })}
      closeLabel={t('close')}
      maxWidth="62.5rem"
    >
      {detail.isPending ? (
        <p role="status">{t('detail_loading')}</p>
      ) : detail.isError ? (
        <p role="alert" className="text-danger">
          {t('detail_error')}
        </p>
      ) : (
        <Details document={detail.data} format={format} customer={customer} canDownload={canDownload} onSend={onSend} />
      )}
    </Modal>
  );
}
