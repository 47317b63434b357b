import {
  paymentTermsCodes,
  phoneE164,
  type CompanyInfo,
  type ContactInput,
  type PartnerAddress,
  type PaymentTermsCode,
  type Store,
  type StoreListQuery,
  type StorePage,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, httpError } from '../../lib/http-error.ts';
import {
  customerAccessOf,
  customerBrandList,
  customerHierarchy,
  findCustomer,
  type Customer,
  type CustomerNode,
} from '../accounts/index.ts';

/** The account settings a permission opens: company info and stores, contacts, the terms (reading, mailing). */
export type AccountArea =
  'companyInfo' | 'contacts' | 'termsAndConditions' | 'dataPrivacy' | 'termsAndConditionsSendByEmail';

/**
 * The sold-to, once the caller may use `area` (or one of several) of its account settings (the section gate has
 * already checked the section's rule where the caller works now): their own sold-to, or staff the customer of their
 * on-behalf session (else 403), with the area's flag there (else 403).
 */
export async function accountCustomer(
  request: FastifyRequest,
  customerId: string,
  area: AccountArea | readonly AccountArea[],
) {
  const { permissions } = await customerAccessOf(request, customerId);
  const areas: readonly AccountArea[] = typeof area === 'string' ? [area] : area;
  if (!areas.some((one) => permissions[one])) {
    throw httpError(403, `This needs the permission ${areas.join(' or ')} for customer ${customerId}.`);
  }
  const customer = await findCustomer(request.server.db, customerId);
  if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
  return customer;
}

function addressOf(node: CustomerNode | undefined): PartnerAddress | null {
  if (!node) return null;
  const { nodeId, name, street, postcode, city, country } = node;
  return { partnerId: nodeId, name, street, postcode, city, country };
}

export async function companyInfoOf(request: FastifyRequest, customer: Customer): Promise<CompanyInfo> {
  const { db } = request.server;
  const [nodes, brands] = await Promise.all([
    customerHierarchy(db, customer.customerId),
    customerBrandList(db, customer.customerId),
  ]);
  const byFunction = (fn: string) => nodes.find((node) => node.partnerFunction === fn);
  const { accountManagerName, accountManagerEmail, creditLimit, paymentTerms } = customer;
  return {
    customerId: customer.customerId,
    legalName: customer.legalName,
    tradingName: customer.tradingName,
    legalForm: customer.legalForm,
    vatId: customer.vatId,
    registrationNumber: customer.registrationNumber,
    division: customer.division,
    country: customer.country,
    language: customer.language,
    currency: customer.currency,
    // A code outside the catalogue is not shown as if it were known.
    paymentTerms: paymentTermsCodes.includes(paymentTerms as PaymentTermsCode)
      ? (paymentTerms as PaymentTermsCode)
      : null,
    creditLimit: creditLimit === null ? null : Number(creditLimit),
    accountManager:
      accountManagerName && accountManagerEmail ? { name: accountManagerName, email: accountManagerEmail } : null,
    soldTo: addressOf(byFunction('SP')),
    billTo: addressOf(byFunction('BP')),
    payer: addressOf(byFunction('PY')),
    brands,
    storeCount: nodes.filter((node) => node.partnerFunction === 'SH').length,
  };
}

async function storesOf(request: FastifyRequest, customer: Customer): Promise<Store[]> {
  const { db } = request.server;
  const [nodes, brands] = await Promise.all([
    customerHierarchy(db, customer.customerId),
    customerBrandList(db, customer.customerId),
  ]);
  return nodes
    .filter((node) => node.partnerFunction === 'SH')
    .map((node) => ({
      ...(addressOf(node) as PartnerAddress),
      customerId: customer.customerId,
      division: customer.division,
      language: node.language,
      brands,
      openingHours: node.openingHours,
      deliveryInstructions: node.deliveryInstructions,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.partnerId.localeCompare(b.partnerId));
}

/** A page of the stores; `q` matches part of the name, street, postcode, city or partner number. */
export async function storePage(
  request: FastifyRequest,
  customer: Customer,
  { q, pageNumber, pageSize }: Pick<StoreListQuery, 'q' | 'pageNumber' | 'pageSize'>,
): Promise<StorePage> {
  const needle = q?.toLocaleLowerCase();
  const matching = (await storesOf(request, customer)).filter(
    (store) =>
      !needle ||
      [store.name, store.street, store.postcode, store.city, store.partnerId].some((field) =>
        field.toLocaleLowerCase().includes(needle),
      ),
  );
  const start = pageNumber * pageSize;
  return { items: matching.slice(start, start + pageSize), pageNumber, pageSize, totalElements: matching.length };
}

export async function storeOf(request: FastifyRequest, customer: Customer, shipToId: string): Promise<Store> {
  const store = (await storesOf(request, customer)).find((candidate) => candidate.partnerId === shipToId);
  if (!store) throw httpError(404, `Store ${shipToId} was not found for customer ${customer.customerId}.`);
  return store;
}

/** The contact as stored: the phone number in E.164, the e-mail address in lower case. */
export function normalizedContact(input: ContactInput): ContactInput {
  const phone = phoneE164(input.phone);
  if (!phone) throw badRequest('phone', 'must be a valid phone number in international format');
  return { ...input, email: input.email.toLowerCase(), phone };
}
