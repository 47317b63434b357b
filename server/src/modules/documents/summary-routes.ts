import {
  accountSummaryItemCount,
  documentTypes,
  getAccountStatementEndpoint,
  getAccountSummaryEndpoint,
  getDocumentTotalsEndpoint,
  type CurrencyFigures,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import type { AccountFigures } from './document-source.ts';
import { statementContentTypes, statementFile } from './statement.ts';
import {
  assertPdf,
  assertType,
  assertTypeFor,
  documentAccess,
  documentsAccess,
  type DocumentAccess,
} from './service.ts';

/**
 * The account summary, the statement of account and the list totals (issue 32, ADR 057): figures the document
 * source answers, checked like the list (the document permission for the sold-to named; the type flags).
 */

const cents = (value: number) => Math.round(value * 100) / 100;
const noAging = { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };

type CreditLimit = NonNullable<DocumentAccess['creditLimit']>;

/** The sold-tos' credit limits added up per currency (each limit is in its customer's currency). */
function creditLimitsOf(accesses: readonly DocumentAccess[]): CreditLimit[] {
  const sums = new Map<string, number>();
  for (const { creditLimit } of accesses) {
    if (creditLimit) sums.set(creditLimit.currency, cents((sums.get(creditLimit.currency) ?? 0) + creditLimit.amount));
  }
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

/** The source's balances with the credit limits in their currencies (shown even with nothing open). */
function currenciesOf(figures: AccountFigures, creditLimits: readonly CreditLimit[]): CurrencyFigures[] {
  const balances = [...figures.currencies];
  for (const creditLimit of creditLimits) {
    if (balances.some((balance) => balance.currency === creditLimit.currency)) continue;
    balances.push({
      currency: creditLimit.currency,
      open: 0,
      overdue: 0,
      overdueCount: 0,
      openCount: 0,
      aging: noAging,
    });
  }
  balances.sort((a, b) => a.currency.localeCompare(b.currency));
  return balances.map((balance) => {
    const used = cents(Math.max(0, balance.open));
    const creditLimit = creditLimits.find((limit) => limit.currency === balance.currency);
    return {
      ...balance,
      creditLimit: creditLimit
        ? { limit: creditLimit.amount, used, available: cents(creditLimit.amount - used) }
        : null,
    };
  });
}

const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getDocumentTotalsEndpoint),
    handler: async (request) => {
      const { customer, type, ...filter } = request.query;
      await assertTypeFor(request, customer, type);
      return { totals: await app.documentSource.totals(customer, type, filter) };
    },
  });

  app.route({
    ...endpointRoute(getAccountSummaryEndpoint),
    handler: async (request, reply) => {
      const { customer } = request.query;
      const accesses = await documentsAccess(request, customer);
      for (const access of accesses) assertType(access, 'invoice');
      // Several sold-tos: their figures and credit limits added up; payments only if every one shows them.
      const figures = await app.documentSource.figures(customer, {
        items: accountSummaryItemCount,
        payments: accesses.every((access) => access.types.has('payment')),
      });
      void reply.header('cache-control', 'private, no-store');
      return {
        customerId: customer[0] ?? '',
        customerIds: customer,
        asOf: figures.asOf,
        currencies: currenciesOf(figures, creditLimitsOf(accesses)),
        nextDue: figures.nextDue,
        lastPayments: figures.lastPayments,
      };
    },
  });

  app.route({
    ...endpointRoute(getAccountStatementEndpoint),
    handler: async (request, reply) => {
      const { customer, from, to, format } = request.query;
      const access = await documentAccess(request, customer);
      // A statement lists every kind of document: a running balance missing some would be wrong.
      for (const type of documentTypes) assertType(access, type);
      if (format === 'pdf') assertPdf(access);
      const period = { from, to };
      // The balances are read before the first byte: a failure there is still a JSON answer.
      const source = await app.documentSource.statement(customer, period);
      const today = new Date().toISOString().slice(0, 10);
      const file = statementFile(
        format,
        { customerId: customer, customerName: access.customerName, language: access.language, period, today },
        source,
        (error) => request.log.error({ err: error }, 'statement failed while streaming'),
      );
      return (
        reply
          .type(statementContentTypes[format])
          .header('content-disposition', `attachment; filename="statement-${customer}-${from}-${to}.${format}"`)
          .header('cache-control', 'private, no-store')
          // Fastify sends a stream as it is (the declared string schema only describes the file for OpenAPI).
          .send(file as unknown as string)
      );
    },
  });
};

export default summaryRoutes;
