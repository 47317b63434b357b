import { canOpenPagePath, isOnBehalfPagePath, paths, type OnBehalfOverview } from '@portal/contracts';
import { useFormatters, useOnBehalfSession, usePermissions } from '@portal/portal-kit';
import { Alert, Button } from '@portal/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnBehalfOverview } from '../api/get-on-behalf-overview.ts';
import { onBehalfNamespace } from '../labels.ts';

/** Where each fact leads: the customer's section, when the mode opens it. */
const sectionLinks = {
  company: '/account/company-info',
  addresses: '/account/stores',
  brands: paths.brands.root,
  orders: paths.orders.root,
  invoices: paths.documents.ofType('invoice'),
  tickets: paths.tickets.history,
  visits: '/account/staff-access',
} as const;

/**
 * The customer overview at the top of the on-behalf dashboard (issue 34): who the customer is (number, addresses,
 * VAT id, payment terms, credit limit and use, account manager, brands) and how it stands (open orders, overdue
 * invoices, open tickets, the last staff visits, its users' last sign-in), each linked to its section where the
 * mode opens it. One server call; nothing outside the mode.
 */
export function CustomerOverview() {
  const session = useOnBehalfSession();
  if (!session) return null;
  return <Overview customerId={session.customerId} />;
}

function Overview({ customerId }: { customerId: string }) {
  const { t } = useTranslation(onBehalfNamespace);
  const headingId = useId();
  const overview = useOnBehalfOverview(customerId);
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-card border border-line bg-surface p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-ink">
        {t('overview_title')}
      </h2>
      {overview.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('overview_loading')}
        </p>
      ) : overview.isError ? (
        <Alert
          type="alert"
          header={t('overview_error')}
          cta={
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('overview_retry')}
            </Button>
          }
        />
      ) : (
        <Facts overview={overview.data} />
      )}
    </section>
  );
}

function Facts({ overview }: { overview: OnBehalfOverview }) {
  const { t } = useTranslation(onBehalfNamespace);
  const format = useFormatters();
  const permissions = usePermissions();
  const linkTo = (to: string, text: ReactNode) =>
    permissions &&
    isOnBehalfPagePath(to.split('?')[0] ?? to) &&
    canOpenPagePath(to.split('?')[0] ?? to, permissions) ? (
      <Link to={to} className="font-semibold text-brand underline underline-offset-2">
        {text}
      </Link>
    ) : (
      text
    );
  const none = t('overview_none');
  const { credit, openOrders, overdueInvoices, openTickets } = overview;
  const overdueAmount =
    overdueInvoices && overdueInvoices.amounts.length > 0
      ? overdueInvoices.amounts.map((money) => format.money(money.amount, money.currency)).join(', ')
      : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        <Fact term={t('overview_number')}>
          {linkTo(sectionLinks.company, `${overview.customerId} · ${overview.legalName}`)}
        </Fact>
        <Fact term={t('overview_vat')}>{overview.vatId ?? none}</Fact>
        <Fact term={t('overview_payment_terms')}>{overview.paymentTerms ?? none}</Fact>
        {credit ? (
          <Fact term={t('overview_credit')}>
            {credit.limit
              ? t('overview_credit_use', {
                  used: format.money(credit.used?.amount ?? 0, credit.limit.currency),
                  limit: format.money(credit.limit.amount, credit.limit.currency),
                })
              : none}
          </Fact>
        ) : null}
        <Fact term={t('overview_account_manager')}>
          {overview.accountManager ? (
            <>
              {overview.accountManager.name}
              {overview.accountManager.email ? (
                <>
                  {' '}
                  <a className="text-brand underline" href={`mailto:${overview.accountManager.email}`}>
                    {overview.accountManager.email}
                  </a>
                </>
              ) : null}
            </>
          ) : (
            none
          )}
        </Fact>
        <Fact term={linkTo(sectionLinks.brands, t('overview_brands'))}>
          {overview.brands.length === 0 ? (
            none
          ) : (
            <ul className="flex flex-wrap gap-2">
              {overview.brands.map((brand) => (
                <li key={brand.id} className="rounded-full border border-line px-2">
                  {t('overview_brand', { name: brand.name, status: t(brandStatusLabel(brand.status)) })}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term={linkTo(sectionLinks.addresses, t('overview_addresses'))}>
          {overview.addresses.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {overview.addresses.slice(0, 3).map((address, index) => (
                <li key={`${address.partnerFunction}-${index}`}>
                  {[address.name, address.street, `${address.postcode} ${address.city}`, address.country].join(', ')}
                </li>
              ))}
              {overview.addresses.length > 3 ? (
                <li className="text-ink-muted">
                  {t('overview_more_addresses', { count: overview.addresses.length - 3 })}
                </li>
              ) : null}
            </ul>
          )}
        </Fact>
      </dl>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] content-start gap-x-4 gap-y-2 text-sm">
        {openOrders ? (
          <Fact term={t('overview_open_orders')}>
            {linkTo(sectionLinks.orders, t('overview_orders_count', { count: openOrders.count }))}
          </Fact>
        ) : null}
        {overdueInvoices ? (
          <Fact term={t('overview_overdue')}>
            {linkTo(
              sectionLinks.invoices,
              overdueAmount
                ? t('overview_overdue_count', { count: overdueInvoices.count, amount: overdueAmount })
                : t('overview_overdue_none'),
            )}
          </Fact>
        ) : null}
        {openTickets ? (
          <Fact term={t('overview_open_tickets')}>
            {linkTo(sectionLinks.tickets, t('overview_tickets_count', { count: openTickets.count }))}
          </Fact>
        ) : null}
        <Fact term={t('overview_last_sign_in')}>
          {overview.lastCustomerSignIn
            ? t('overview_sign_in', {
                name: overview.lastCustomerSignIn.name,
                date: format.dateTime(overview.lastCustomerSignIn.at),
              })
            : none}
        </Fact>
        <Fact term={linkTo(sectionLinks.visits, t('overview_visits'))}>
          {overview.staffVisits.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {overview.staffVisits.map((visit) => (
                <li key={visit.startedAt}>
                  {t('overview_visit', {
                    date: format.dateTime(visit.startedAt),
                    name: visit.staffName,
                    reason: visit.reason,
                  })}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
    </div>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

function brandStatusLabel(status: string) {
  return status === 'active'
    ? 'overview_brand_active'
    : status === 'pending'
      ? 'overview_brand_pending'
      : 'overview_brand_blocked';
}
