import { deleteContactEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

/** Removes a contact, with the version it was shown at; `onSettled` runs after it, whatever the answer. */
export function useDeleteContact(customer: string, onSettled: () => unknown) {
  return useMutation({
    mutationFn: ({ contactId, version }: { contactId: string; version: number }) =>
      callEndpoint(deleteContactEndpoint, { params: { contactId }, query: { customer, version } }),
    onSettled,
  });
}
