import {
  addCustomerCreationAttachmentsEndpoint,
  approveCustomerCreationRequestsEndpoint,
  checkCustomerCreationDuplicatesEndpoint,
  checkCustomerCreationVatAgainEndpoint,
  createCustomerCreationRequestEndpoint,
  endpointPath,
  getCustomerCreationAttachmentEndpoint,
  getCustomerCreationCustomerEndpoint,
  getCustomerCreationRequestEndpoint,
  getCustomerCreationRequestsEndpoint,
  removeCustomerCreationAttachmentEndpoint,
  requestAttachmentField,
  requestDetailSchema,
  transitionCustomerCreationRequestEndpoint,
  updateCustomerCreationRequestEndpoint,
  type BatchApprovalBody,
  type CreateRequestBody,
  type DuplicateCheckQuery,
  type RequestAction,
  type RequestAttachment,
  type RequestDetail,
  type RequestListQuery,
  type TransitionBody,
} from '@portal/contracts';
import { ApiRequestError, callEndpoint, downloadFile, readAnswer, uploadForm } from '@portal/portal-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Refusals the forms show themselves (invalid fields, four eyes, a stale version): not reported as failures. */
const handled = (error: unknown) => error instanceof ApiRequestError && [400, 403, 409].includes(error.status);

export type RequestListView = Partial<Omit<RequestListQuery, 'pageSize'>> & { pageSize: number };

export function useRequests(view: RequestListView) {
  return useQuery({
    queryKey: ['customer-creation', 'list', view],
    queryFn: ({ signal }) => callEndpoint(getCustomerCreationRequestsEndpoint, { query: view }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRequest(requestId: string) {
  return useQuery({
    queryKey: ['customer-creation', 'request', requestId],
    queryFn: ({ signal }) => callEndpoint(getCustomerCreationRequestEndpoint, { params: { requestId } }, { signal }),
  });
}

export function useRequestCustomer(customerId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['customer-creation', 'customer', customerId],
    queryFn: ({ signal }) =>
      callEndpoint(
        getCustomerCreationCustomerEndpoint,
        { params: { customerId } },
        { signal, expected: (error) => error instanceof ApiRequestError && error.status === 404 },
      ),
    retry: false,
  });
}

/** The duplicate check of what the new-customer form holds so far (off while there is nothing to compare). */
export function useDuplicateCheck(query: DuplicateCheckQuery, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['customer-creation', 'duplicates', query],
    queryFn: ({ signal }) => callEndpoint(checkCustomerCreationDuplicatesEndpoint, { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Approves several requests at once; the answer says per request approved or refused. */
export function useApproveMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchApprovalBody) =>
      callEndpoint(approveCustomerCreationRequestsEndpoint, { body }, { expected: handled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['customer-creation'] }),
  });
}

/** A reviewer checks a submitted request's VAT id again; the answer replaces the check kept in the cached detail. */
export function useCheckVatAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callEndpoint(checkCustomerCreationVatAgainEndpoint, { body: { requestId } }),
    onSuccess: (vatCheck, requestId) =>
      queryClient.setQueryData<RequestDetail>(['customer-creation', 'request', requestId], (detail) =>
        detail ? { ...detail, vatCheck } : detail,
      ),
  });
}

/** Keeps the answer as the request's cached detail and refreshes the lists. */
function useStoreDetail() {
  const queryClient = useQueryClient();
  return (detail: RequestDetail) => {
    queryClient.setQueryData(['customer-creation', 'request', detail.requestId], detail);
    void queryClient.invalidateQueries({ queryKey: ['customer-creation', 'list'] });
  };
}

/** Creates the request when it has no id yet, else saves its data with the version read. */
export function useSaveRequest() {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: (
      input: { create: CreateRequestBody } | { requestId: string; version: number; data: Record<string, unknown> },
    ) =>
      'create' in input
        ? callEndpoint(createCustomerCreationRequestEndpoint, { body: input.create }, { expected: handled })
        : callEndpoint(
            updateCustomerCreationRequestEndpoint,
            { params: { requestId: input.requestId }, body: { version: input.version, data: input.data } },
            { expected: handled },
          ),
    onSuccess: store,
  });
}

export function useTransition() {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: ({ requestId, action, ...body }: TransitionBody & { requestId: string; action: RequestAction }) =>
      callEndpoint(
        transitionCustomerCreationRequestEndpoint,
        { params: { requestId, action }, body },
        { expected: handled },
      ),
    onSuccess: store,
  });
}

/** Sends files to the request (multipart, as tickets do); answers the request with its attachments. */
export function useAttachFiles() {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: async ({ requestId, files }: { requestId: string; files: readonly File[] }) => {
      const form = new FormData();
      for (const file of files) form.append(requestAttachmentField, file, file.name);
      const answer = await uploadForm<unknown>(
        endpointPath(addCustomerCreationAttachmentsEndpoint, { requestId }),
        form,
      );
      return readAnswer(requestDetailSchema, answer);
    },
    onSuccess: store,
  });
}

export function useRemoveAttachment() {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: ({ requestId, attachmentId }: { requestId: string; attachmentId: string }) =>
      callEndpoint(
        removeCustomerCreationAttachmentEndpoint,
        { params: { requestId, attachmentId } },
        { expected: handled },
      ),
    onSuccess: store,
  });
}

export function downloadAttachment(requestId: string, attachment: RequestAttachment) {
  return downloadFile(
    endpointPath(getCustomerCreationAttachmentEndpoint, { requestId, attachmentId: attachment.attachmentId }),
    { fallbackFileName: attachment.fileName },
  );
}
