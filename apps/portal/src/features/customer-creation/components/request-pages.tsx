import { customerIdSchema, editableStatuses, paths, type RequestDetail, type RequestKind } from '@portal/contracts';
import { ApiRequestError } from '@portal/portal-kit';
import { Alert, Button, EmptyState, PageHeader } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useRequest, useRequestCustomer, useTransition } from '../api/requests.ts';
import { customerCreationNamespace, type Label } from '../labels.ts';
import { AddShipToForm } from './add-ship-to-form.tsx';
import { CustomerSummary } from './customer-summary.tsx';
import { ExtendForm } from './extend-form.tsx';
import { NewCustomerForm } from './new-customer-form.tsx';
import { RequestAttachments } from './request-attachments.tsx';
import { linkClass } from './link-class.ts';
import { ReviewPanel } from './review-panel.tsx';
import { RequestVatCheck } from './vat-check.tsx';
import { RequestChanges, RequestData, RequestDuplicates, RequestTimeline, StatusBadge } from './request-view.tsx';

export const titleKeyOf: Record<RequestKind, Label> = {
  new_customer: 'title_new_customer',
  extend_customer: 'title_extend',
  add_ship_to: 'title_add_ship_to',
};

export const editPathOf: Record<RequestKind, (requestId: string) => string> = {
  new_customer: paths.customerCreation.newEdit,
  extend_customer: paths.customerCreation.extendEdit,
  add_ship_to: paths.customerCreation.addShipToEdit,
};

export const actionPathOf: Record<RequestKind, (requestId: string) => string> = {
  new_customer: paths.customerCreation.newAction,
  extend_customer: paths.customerCreation.extendAction,
  add_ship_to: paths.customerCreation.addShipToAction,
};

function BackToList() {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <p className="mb-4">
      <Link to={paths.customerCreation.requests} className={linkClass}>
        {t('back_to_list')}
      </Link>
    </p>
  );
}

function Loading({ title }: { title: string }) {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <>
      <PageHeader title={title} />
      <p role="status">{t('loading')}</p>
    </>
  );
}

function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation(customerCreationNamespace);
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return (
    <>
      <PageHeader title={title} />
      <BackToList />
      <EmptyState
        title={missing ? t('not_found_title') : t('error_title')}
        description={missing ? t('not_found_description') : t('error_description')}
        {...(missing ? {} : { action: <Button onClick={retry}>{t('retry')}</Button> })}
      />
    </>
  );
}

/** Loads a request by the route's `requestId`, then renders it. */
function WithRequest({ title, children }: { title: string; children: (request: RequestDetail) => ReactNode }) {
  const requestId = useParams()['requestId'] ?? '';
  const request = useRequest(requestId);
  if (request.isPending) return <Loading title={title} />;
  if (request.isError) return <LoadFailed title={title} error={request.error} retry={() => void request.refetch()} />;
  return <>{children(request.data)}</>;
}

/** Loads the sold-to a request starts from, then renders it. */
function WithCustomer({
  customerId,
  title,
  children,
}: {
  customerId: string;
  title: string;
  children: (customer: NonNullable<ReturnType<typeof useRequestCustomer>['data']>) => ReactNode;
}) {
  const customer = useRequestCustomer(customerId);
  if (customer.isPending) return <Loading title={title} />;
  if (customer.isError) {
    return <LoadFailed title={title} error={customer.error} retry={() => void customer.refetch()} />;
  }
  return <>{children(customer.data)}</>;
}

function RequestHeader({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <PageHeader
      title={t('request_title', { kind: t(titleKeyOf[request.kind]), number: request.number })}
      description={request.title}
    >
      <StatusBadge status={request.status} />
    </PageHeader>
  );
}

/** `/customer-creation-new`. */
export function NewCustomerPage() {
  const { t } = useTranslation(customerCreationNamespace);
  const shell = useTranslation().t;
  return (
    <>
      <PageHeader title={shell('section_customer_creation_new')} description={t('new_customer_intro')} />
      <BackToList />
      <div className="flex flex-col gap-6">
        <NewCustomerForm />
        <p className="text-sm text-ink-muted">{t('attachments_after_save')}</p>
      </div>
    </>
  );
}

/** `/customer-creation-extend/{soldtocode}` and `/customer-creation-add-shipto/{soldtocode}`. */
function StartFromCustomer({ kind }: { kind: 'extend_customer' | 'add_ship_to' }) {
  const { t } = useTranslation(customerCreationNamespace);
  const shell = useTranslation().t;
  const soldToCode = useParams()['soldToCode'] ?? '';
  // The route's own title (the section manifest's), as the navigation and the document title name it.
  const title = shell(
    kind === 'extend_customer' ? 'section_customer_creation_extend' : 'section_customer_creation_add_ship_to',
  );
  if (!customerIdSchema.safeParse(soldToCode).success) {
    return <LoadFailed title={title} error={new ApiRequestError(404, {})} retry={() => {}} />;
  }
  return (
    <WithCustomer customerId={soldToCode} title={title}>
      {(customer) => (
        <>
          <PageHeader title={title} description={`${customer.legalName} (${customer.customerId})`} />
          <BackToList />
          <div className="flex flex-col gap-6">
            <CustomerSummary customer={customer} />
            {kind === 'extend_customer' ? (
              <ExtendForm customerId={customer.customerId} />
            ) : (
              <AddShipToForm customer={customer} />
            )}
            <p className="text-sm text-ink-muted">{t('attachments_after_save')}</p>
          </div>
        </>
      )}
    </WithCustomer>
  );
}

export const ExtendCustomerPage = () => <StartFromCustomer kind="extend_customer" />;
export const AddShipToPage = () => <StartFromCustomer kind="add_ship_to" />;

function EditForm({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  if (request.kind === 'new_customer') return <NewCustomerForm initial={request} />;
  const customerId = request.customerId ?? '';
  return (
    <WithCustomer customerId={customerId} title={t(titleKeyOf[request.kind])}>
      {(customer) => (
        <div className="flex flex-col gap-6">
          <CustomerSummary customer={customer} />
          {request.kind === 'extend_customer' ? (
            <ExtendForm customerId={customerId} initial={request} />
          ) : (
            <AddShipToForm customer={customer} initial={request} />
          )}
        </div>
      )}
    </WithCustomer>
  );
}

/** The three edit routes: the request's form, or why it cannot be edited now. */
export function EditRequestPage() {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <WithRequest title={t('title_edit')}>
      {(request) => (
        <>
          <RequestHeader request={request} />
          <BackToList />
          {request.allowed.edit ? (
            <div className="flex flex-col gap-6">
              <ReturnComment request={request} />
              <EditForm request={request} />
              <RequestAttachments request={request} editable />
            </div>
          ) : (
            <Alert
              type="warning"
              header={editableStatuses.includes(request.status) ? t('edit_not_allowed') : t('edit_not_editable')}
              cta={
                <Link to={paths.customerCreation.show(request.requestId)} className={linkClass}>
                  {t('open_read_only')}
                </Link>
              }
            />
          )}
        </>
      )}
    </WithRequest>
  );
}

/** The reviewer's last comment on a returned request, above the form. */
function ReturnComment({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  const returned = request.history.findLast((entry) => entry.action === 'return');
  if (!returned || request.status === 'draft') return null;
  return (
    <Alert
      type="warning"
      header={t('returned_by', { name: returned.actor.name })}
      body={returned.comment ?? undefined}
    />
  );
}

/** The three action (review) routes: the request, what changed since the last submission, the decision. */
export function ReviewRequestPage() {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <WithRequest title={t('title_review')}>
      {(request) => (
        <>
          <RequestHeader request={request} />
          <BackToList />
          <div className="flex flex-col gap-6">
            <RequestVatCheck request={request} />
            <ReviewPanel request={request} />
            <RequestDuplicates request={request} />
            <RequestChanges request={request} />
            <RequestData request={request} />
            <RequestAttachments request={request} editable={false} />
            <RequestTimeline history={request.history} />
          </div>
        </>
      )}
    </WithRequest>
  );
}

/** The creator's way out: withdrawing ends the request (the server checks creator, status and version). */
function WithdrawRequest({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  const transition = useTransition();
  const [failure, setFailure] = useState<'conflict' | 'failed' | undefined>();
  const withdraw = async () => {
    setFailure(undefined);
    try {
      await transition.mutateAsync({ requestId: request.requestId, action: 'withdraw', version: request.version });
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.status === 409 ? 'conflict' : 'failed');
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" disabled={transition.isPending} onClick={() => void withdraw()}>
          {t('withdraw')}
        </Button>
      </div>
      {failure ? <Alert type="alert" header={t(`notice_${failure}`)} /> : null}
    </div>
  );
}

/** `/customer-creation-show/{requestid}`: read-only, with the history. */
export function ShowRequestPage() {
  const { t } = useTranslation(customerCreationNamespace);
  const location = useLocation();
  const [submitted] = useState(Boolean((location.state as { submitted?: boolean } | null)?.submitted));
  return (
    <WithRequest title={t('title_show')}>
      {(request) => (
        <>
          <RequestHeader request={request} />
          <BackToList />
          <div className="flex flex-col gap-6">
            {submitted && request.status === 'submitted' ? <Alert header={t('notice_submitted')} /> : null}
            {request.status === 'provisioned' && request.customerId ? (
              <Alert header={t('notice_provisioned', { customer: request.customerId })} />
            ) : null}
            <div className="flex flex-wrap gap-4">
              {request.allowed.edit ? (
                <Link to={editPathOf[request.kind](request.requestId)} className={linkClass}>
                  {t('edit')}
                </Link>
              ) : null}
              {request.allowed.actions.includes('approve') ? (
                <Link to={actionPathOf[request.kind](request.requestId)} className={linkClass}>
                  {t('review')}
                </Link>
              ) : null}
            </div>
            {request.allowed.actions.includes('withdraw') ? <WithdrawRequest request={request} /> : null}
            <RequestData request={request} />
            <RequestAttachments request={request} editable={false} />
            <RequestTimeline history={request.history} />
          </div>
        </>
      )}
    </WithRequest>
  );
}
