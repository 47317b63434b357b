import { updateContactEndpoint, type ContactInput } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

/** Edits a contact, with the version it was made on; `onSettled` runs after it, whatever the answer. */
export function useUpdateContact(customer: string, onSettled: () => unknown) {
  return useMutation({
    mutationFn: ({ contactId, ...body }: ContactInput & { contactId: string; version: number }) =>
      callEndpoint(updateContactEndpoint, { params: { contactId }, query: { customer }, body }),
    onSettled,
  });
}
