import {
  editableStatuses,
  fieldChanges,
  normalizedVatId,
  requestDataSchemas,
  requestDraftSchemas,
  reviewActions,
  type AddShipToData,
  type BatchApprovalBody,
  type BatchApprovalResult,
  type CreateRequestBody,
  type Duplicate,
  type DuplicateCheck,
  type DuplicateCheckQuery,
  type ExtendCustomerData,
  type HistoryAction,
  type NewCustomerData,
  type RequestAction,
  type RequestDetail,
  type RequestKind,
  type RequestStatus,
  type RequestSummary,
  type StoredVatCheck,
  type TransitionBody,
  withShipToList,
} from '@portal/contracts';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import {
  callerOf,
  customerBrandIds,
  findCustomer,
  permissionsFor,
  provisionExtension,
  provisionNewCustomer,
  provisionShipTo,
  similarCustomers,
} from '../accounts/index.ts';
import {
  attachmentsOf,
  changeRequest,
  findRequest,
  historyOf,
  insertRequest,
  lastSubmissions,
  recordVatCheck,
  similarOpenRequests,
  type Actor,
  type RequestChange,
  type RequestRow,
} from './store.ts';
import type { VatValidator } from './vat-validator.ts';

/**
 * The decisions of customer-creation requests: who may do what (staff only; submitting with customerCreation,
 * reviewing with customerCreationReview and never on a request one submitted or edited last), which transition
 * each status allows, validation of the data against the contracts' schema of its kind, the duplicate check and
 * what approval provisions.
 */

export interface StaffAccess {
  actor: Actor;
  submit: boolean;
  review: boolean;
}

/** The caller as a user of customer creation: internal, with either permission (the section gate checked that). */
export async function staffAccess(request: FastifyRequest): Promise<StaffAccess> {
  const caller = await callerOf(request);
  if (!caller.internal) throw httpError(403, 'Customer-creation requests are for staff only.');
  const permissions = permissionsFor(caller, null);
  if (!permissions.customerCreation && !permissions.customerCreationReview) {
    throw httpError(403, 'You may not use customer-creation requests.');
  }
  return {
    actor: { userId: caller.userId, name: caller.username },
    submit: permissions.customerCreation,
    review: permissions.customerCreationReview,
  };
}

function conflict(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 409 });
}

/** A 400 naming each invalid field below `prefix` (e.g. `data.vatId`), as schema validation failures are. */
function invalid(prefix: string, issues: readonly z.core.$ZodIssue[]): Error {
  const validation: FastifySchemaValidationError[] = issues.map((issue) => ({
    keyword: 'custom',
    instancePath: `/${[prefix, ...issue.path.map(String)].join('/')}`,
    schemaPath: '',
    params: {},
    message: issue.message,
  }));
  const message = validation.map((entry) => `${entry.instancePath.slice(1).replaceAll('/', '.')}: ${entry.message}`);
  return Object.assign(new Error(message.join('; ')), { statusCode: 400, validation });
}

/** The data checked against the draft (every value given valid) or the complete schema of its kind. */
function checkedData(kind: RequestKind, data: unknown, complete: boolean): Record<string, unknown> {
  const schema = complete ? requestDataSchemas[kind] : requestDraftSchemas[kind];
  const result = schema.safeParse(data);
  if (!result.success) throw invalid('data', result.error.issues);
  return result.data as Record<string, unknown>;
}

/** What the list and the duplicate check read besides the data: the company or store name, VAT id, postcode. */
function searchFieldsOf(kind: RequestKind, data: Record<string, unknown>, fallbackTitle: string) {
  if (kind === 'new_customer') {
    const draft = data as Partial<NewCustomerData>;
    return {
      title: draft.legalName ?? fallbackTitle,
      vatId: draft.vatId ? normalizedVatId(draft.vatId) : null,
      postcode: draft.soldTo?.postcode ?? null,
    };
  }
  if (kind === 'add_ship_to') {
    const draft = data as Partial<AddShipToData>;
    return { title: draft.shipTo?.name ?? fallbackTitle, vatId: null, postcode: draft.shipTo?.postcode ?? null };
  }
  return { title: fallbackTitle, vatId: null, postcode: null };
}

export async function createRequest(db: Database, access: StaffAccess, body: CreateRequestBody): Promise<RequestRow> {
  if (!access.submit) throw httpError(403, 'Creating a request needs the permission customerCreation.');
  let customerName = '';
  const customerId = body.kind === 'new_customer' ? null : body.customerId;
  if (customerId) {
    const customer = await findCustomer(db, customerId);
    if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
    customerName = customer.legalName;
  }
  const data = checkedData(body.kind, body.data, false);
  return insertRequest(
    db,
    { kind: body.kind, customerId, data, ...searchFieldsOf(body.kind, data, customerName || 'New customer') },
    access.actor,
  );
}

export async function requestOf(db: Database, requestId: string): Promise<RequestRow> {
  const row = await findRequest(db, requestId);
  if (!row) throw httpError(404, `Request ${requestId} does not exist.`);
  return row;
}

const isEditable = (status: string) => editableStatuses.includes(status as RequestStatus);

/** Whether the four-eyes rule bars the caller from reviewing: they submitted it or edited it last. */
const ownWork = (row: RequestRow, actor: Actor) =>
  row.submittedById === actor.userId || row.lastEditedById === actor.userId;

/** The actions a status allows, whoever asks. */
const allowedFrom: Record<RequestAction, readonly RequestStatus[]> = {
  submit: editableStatuses,
  approve: ['submitted'],
  reject: ['submitted'],
  return: ['submitted'],
  withdraw: ['draft', 'submitted', 'returned', 'edited'],
};

/** What the caller may do with the request now. */
export function allowedFor(row: RequestRow, access: StaffAccess): RequestDetail['allowed'] {
  const status = row.status as RequestStatus;
  const actions = (Object.keys(allowedFrom) as RequestAction[]).filter((action) => {
    if (!allowedFrom[action].includes(status)) return false;
    if (reviewActions.includes(action)) return access.review && !ownWork(row, access.actor);
    if (action === 'withdraw') return access.submit && row.createdById === access.actor.userId;
    return access.submit;
  });
  return { edit: access.submit && isEditable(status), actions };
}

export async function updateRequest(
  db: Database,
  access: StaffAccess,
  requestId: string,
  body: { version: number; data: Record<string, unknown> },
): Promise<RequestRow> {
  if (!access.submit) throw httpError(403, 'Editing a request needs the permission customerCreation.');
  const row = await requestOf(db, requestId);
  if (row.version !== body.version) throw staleVersion(row);
  if (!isEditable(row.status)) throw conflict(`A ${row.status} request cannot be edited.`);
  const kind = row.kind as RequestKind;
  const data = checkedData(kind, body.data, false);
  const from = row.status as RequestStatus;
  const outcome = await changeRequest(db, requestId, body.version, {
    action: 'edit',
    from,
    to: from === 'draft' ? 'draft' : 'edited',
    actor: access.actor,
    edited: true,
    set: { data, ...searchFieldsOf(kind, data, row.title) },
  });
  return outcomeRow(outcome, row);
}

function staleVersion(row: RequestRow): Error {
  return conflict(`Request ${row.number} was changed meanwhile (version ${row.version}); load it again.`);
}

function outcomeRow(outcome: Awaited<ReturnType<typeof changeRequest>>, row: RequestRow): RequestRow {
  if (outcome.kind === 'missing') throw httpError(404, `Request ${row.requestId} does not exist.`);
  if (outcome.kind === 'stale') throw staleVersion(row);
  return outcome.row;
}

/** Customers and open new-customer requests (other than `exceptId`) with the VAT id, or a like name and the postcode. */
async function findDuplicates(
  db: Database,
  match: { vatId: string | null; title: string; postcode: string | null },
  exceptId: string | undefined,
): Promise<Duplicate[]> {
  const [customers, open] = await Promise.all([
    similarCustomers(db, {
      vatId: match.vatId ?? undefined,
      legalName: match.title,
      postcode: match.postcode ?? undefined,
    }),
    similarOpenRequests(db, match, exceptId),
  ]);
  return [
    ...customers.map((customer) => ({
      source: 'customer' as const,
      id: customer.customerId,
      requestId: null,
      name: customer.legalName,
      reason: customer.reason,
    })),
    ...open.map((request) => ({
      source: 'request' as const,
      id: String(request.number),
      requestId: request.requestId,
      name: request.title,
      reason: request.reason,
    })),
  ];
}

/** Customers and open requests the new customer may duplicate. */
export async function duplicatesOf(db: Database, row: RequestRow): Promise<Duplicate[]> {
  if (row.kind !== 'new_customer' || row.status === 'provisioned') return [];
  return findDuplicates(db, row, row.requestId);
}

/**
 * The check while a new customer is typed: the duplicates of what is there so far, and the VAT id's check once the
 * country is known and the id has the country's shape (the validator then asks VIES, if configured).
 */
export async function checkWhileTyping(
  db: Database,
  access: StaffAccess,
  vat: VatValidator,
  query: DuplicateCheckQuery,
): Promise<DuplicateCheck> {
  if (!access.submit) throw httpError(403, 'Checking a new customer needs the permission customerCreation.');
  const vatId = query.vatId ? normalizedVatId(query.vatId) : null;
  const [duplicates, vatCheck] = await Promise.all([
    vatId || (query.name && query.postcode)
      ? findDuplicates(db, { vatId, title: query.name ?? '', postcode: query.postcode || null }, query.requestId)
      : [],
    vatId && query.country ? vat.check(vatId, query.country) : null,
  ]);
  return { duplicates, vatCheck };
}

const actionNames: Record<RequestAction, HistoryAction> = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  return: 'return',
  withdraw: 'withdraw',
};

const targetOf: Record<RequestAction, RequestStatus> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  return: 'returned',
  withdraw: 'withdrawn',
};

/** Runs a transition: permission (403), existence (404), version and status (409), four eyes (403), input (400). */
export async function transition(
  db: Database,
  access: StaffAccess,
  requestId: string,
  action: RequestAction,
  body: TransitionBody,
  vat: VatValidator,
): Promise<RequestRow> {
  const review = reviewActions.includes(action);
  if (review && !access.review)
    throw httpError(403, `To ${action} a request needs the permission customerCreationReview.`);
  if (!review && !access.submit) throw httpError(403, `To ${action} a request needs the permission customerCreation.`);
  const row = await requestOf(db, requestId);
  if (row.version !== body.version) throw staleVersion(row);
  const from = row.status as RequestStatus;
  if (!allowedFrom[action].includes(from)) throw conflict(`A ${from} request cannot be given the action ${action}.`);
  if (review && ownWork(row, access.actor)) {
    throw httpError(403, 'Four eyes: you submitted or last edited this request, so someone else must review it.');
  }
  if (action === 'withdraw' && row.createdById !== access.actor.userId) {
    throw httpError(403, 'Only the staff member who created the request may withdraw it.');
  }
  if ((action === 'reject' || action === 'return') && !body.comment) {
    throw badRequest('comment', `is required to ${action} a request`);
  }
  const change: RequestChange = {
    action: actionNames[action],
    from,
    to: targetOf[action],
    actor: access.actor,
    comment: body.comment || undefined,
  };
  const kind = row.kind as RequestKind;
  if (action === 'submit') {
    const data = checkedData(kind, row.data, true);
    await checkAgainstCustomer(db, row, data);
    const vatCheck = await checkVatId(vat, kind, data);
    if (vatCheck) change.set = { vatCheck };
    const duplicates = await duplicatesOf(db, row);
    if (duplicates.length > 0 && !body.acknowledgeDuplicates) {
      const names = duplicates.map((duplicate) => `${duplicate.source} ${duplicate.id} ${duplicate.name}`);
      throw badRequest('acknowledgeDuplicates', `must be true: the request may duplicate ${names.join(', ')}`);
    }
    change.submitted = data;
    const outcome = await changeRequest(db, requestId, body.version, change);
    return outcomeRow(outcome, row);
  }
  if (action === 'approve') {
    const data = checkedData(kind, row.data, true);
    change.then = { action: 'provision', to: 'provisioned' };
    const outcome = await changeRequest(db, requestId, body.version, change, (tx) => provision(tx, row, data));
    return outcomeRow(outcome, row);
  }
  return outcomeRow(await changeRequest(db, requestId, body.version, change), row);
}

/**
 * A new customer's VAT id through the configured validator: one VIES does not know refuses the submission; one VIES
 * could not check (down, busy, too slow) does not (ADR 067).
 */
async function checkVatId(
  vat: VatValidator,
  kind: RequestKind,
  data: Record<string, unknown>,
): Promise<StoredVatCheck | null> {
  if (kind !== 'new_customer') return null;
  const { vatId, soldTo } = data as NewCustomerData;
  const checked: StoredVatCheck = { ...(await vat.check(vatId, soldTo.country)), checkedAt: new Date().toISOString() };
  if (checked.outcome === 'invalid') {
    throw badRequest(
      'data.vatId',
      checked.source === 'vies'
        ? 'is not a registered VAT id (VIES)'
        : "is not a valid VAT id of the sold-to's country",
    );
  }
  return checked;
}

/**
 * A reviewer checks a submitted new customer's VAT id again (ADR 071): for one that could not be checked at
 * submission. The answer is kept with the request whatever it is; the request's version and status stay.
 */
export async function checkVatAgain(
  db: Database,
  access: StaffAccess,
  vat: VatValidator,
  requestId: string,
): Promise<StoredVatCheck> {
  if (!access.review) throw httpError(403, 'Checking a VAT id again needs the permission customerCreationReview.');
  const row = await requestOf(db, requestId);
  if (row.kind !== 'new_customer') throw conflict('Only a request for a new customer has a VAT id to check.');
  if (row.status !== 'submitted') throw conflict(`A ${row.status} request is not under review.`);
  const { vatId, soldTo } = current(row.kind, row.data) as NewCustomerData;
  const checked: StoredVatCheck = { ...(await vat.check(vatId, soldTo.country)), checkedAt: new Date().toISOString() };
  await recordVatCheck(db, requestId, checked);
  return checked;
}

/**
 * Approves each request as a single approval would, one transaction each: a refusal (four eyes, stale version, not
 * submitted, missing) is that request's outcome and leaves it unchanged; the others go on. `approved` runs after each
 * approval (its mails).
 */
export async function approveMany(
  db: Database,
  access: StaffAccess,
  vat: VatValidator,
  body: BatchApprovalBody,
  approved: (row: RequestRow) => Promise<void>,
): Promise<BatchApprovalResult[]> {
  if (!access.review) throw httpError(403, 'To approve requests needs the permission customerCreationReview.');
  const results: BatchApprovalResult[] = [];
  for (const { requestId, version } of body.requests) {
    const known = await findRequest(db, requestId);
    const named = { requestId, number: known?.number ?? null, title: known?.title ?? null };
    try {
      const row = await transition(db, access, requestId, 'approve', { version, comment: body.comment }, vat);
      await approved(row);
      results.push({ ...named, outcome: 'approved', status: null, reason: null });
    } catch (error) {
      const { statusCode, message } = error as { statusCode?: number; message?: string };
      if (!statusCode || statusCode >= 500) throw error;
      results.push({ ...named, outcome: 'refused', status: statusCode, reason: message ?? null });
    }
  }
  return results;
}

/** Extensions and ship-tos: the sold-to still exists, and a ship-to's brands are brands the sold-to buys. */
async function checkAgainstCustomer(db: Database, row: RequestRow, data: Record<string, unknown>): Promise<void> {
  if (!row.customerId) return;
  if (!(await findCustomer(db, row.customerId))) throw httpError(404, `Customer ${row.customerId} does not exist.`);
  if (row.kind === 'add_ship_to') {
    const own = new Set(await customerBrandIds(db, row.customerId));
    const foreign = (data as AddShipToData).brandIds.filter((brandId) => !own.has(brandId));
    if (foreign.length > 0) {
      throw badRequest('data.brandIds', `names brands the customer does not buy: ${foreign.join(', ')}`);
    }
  }
}

/** What approval writes to the customer tables (through the accounts module), in the transition's transaction. */
async function provision(
  tx: Database,
  row: RequestRow,
  data: Record<string, unknown>,
): Promise<{ customerId?: string }> {
  if (row.kind === 'new_customer') {
    const request = data as NewCustomerData;
    const [first, ...others] = request.shipTos;
    if (!first) throw new Error(`Request ${row.requestId} names no ship-to.`);
    const customerId = await provisionNewCustomer(tx, {
      legalName: request.legalName,
      tradingName: request.tradingName,
      vatId: normalizedVatId(request.vatId),
      registrationNumber: request.registrationNumber,
      legalForm: request.legalForm,
      language: request.language,
      currency: request.currency,
      paymentTerms: request.paymentTerms,
      accountManager: request.salesRep,
      soldTo: request.soldTo,
      billTo: request.billTo ?? request.soldTo,
      payer: request.payer ?? request.billTo ?? request.soldTo,
      shipTo: first,
      brands: request.brands.map(({ brandId, division }) => ({ brandId, division, status: 'active' })),
    });
    // Further ship-tos take the next free numbers (02, 03, ...), in the same transaction.
    for (const shipTo of others) await provisionShipTo(tx, customerId, shipTo);
    return { customerId };
  }
  if (!row.customerId) throw new Error(`Request ${row.requestId} names no customer.`);
  if (!(await findCustomer(tx, row.customerId))) throw httpError(404, `Customer ${row.customerId} does not exist.`);
  if (row.kind === 'extend_customer') {
    const request = data as ExtendCustomerData;
    await provisionExtension(tx, row.customerId, {
      brands: request.brands.map(({ brandId, division }) => ({ brandId, division, status: 'active' })),
      paymentTerms: request.paymentTerms,
      creditLimit: request.creditLimit,
    });
    return {};
  }
  await provisionShipTo(tx, row.customerId, (data as AddShipToData).shipTo);
  return {};
}

export function summaryOf(row: RequestRow): RequestSummary {
  return {
    requestId: row.requestId,
    number: row.number,
    kind: row.kind as RequestKind,
    status: row.status as RequestStatus,
    title: row.title,
    customerId: row.customerId,
    createdBy: { userId: row.createdById ?? '', name: row.createdByName },
    updatedAt: new Date(row.updatedAt).toISOString(),
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    version: row.version,
  };
}

/** Stored data in today's shape: a new customer stored with one `shipTo` reads as a list of it. */
const current = (kind: string, data: Record<string, unknown>) =>
  kind === 'new_customer' ? (withShipToList(data) as Record<string, unknown>) : data;

export async function detailOf(db: Database, row: RequestRow, access: StaffAccess): Promise<RequestDetail> {
  const [history, submitted, duplicates, files] = await Promise.all([
    historyOf(db, row.requestId),
    lastSubmissions(db, row.requestId),
    duplicatesOf(db, row),
    attachmentsOf(db, row.requestId),
  ]);
  const [latest, previous] = submitted;
  return {
    ...summaryOf(row),
    data: current(row.kind, row.data),
    lastEditedBy: { userId: row.lastEditedById ?? '', name: row.lastEditedByName },
    submittedBy: row.submittedByName ? { userId: row.submittedById ?? '', name: row.submittedByName } : null,
    history: history.map((entry) => ({
      action: entry.action as HistoryAction,
      from: (entry.fromStatus as RequestStatus | null) ?? null,
      to: entry.toStatus as RequestStatus,
      actor: { userId: entry.actorId ?? '', name: entry.actorName },
      at: new Date(entry.at).toISOString(),
      comment: entry.comment,
    })),
    changes: latest && previous ? fieldChanges(current(row.kind, previous), current(row.kind, latest)) : null,
    duplicates,
    vatCheck: row.kind === 'new_customer' ? (row.vatCheck ?? null) : null,
    attachments: files.map((file) => ({
      attachmentId: file.attachmentId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      uploadedBy: { userId: file.uploadedById ?? '', name: file.uploadedByName },
      uploadedAt: new Date(file.uploadedAt).toISOString(),
    })),
    allowed: allowedFor(row, access),
  };
}
