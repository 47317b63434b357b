import { createContactEndpoint, type ContactInput } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

/** Adds a contact to the sold-to; `onSettled` runs after it, whatever the answer. */
export function useCreateContact(customer: string, onSettled: () => unknown) {
  return useMutation({
    mutationFn: (body: ContactInput) => callEndpoint(createContactEndpoint, { query: { customer }, body }),
    onSettled,
  });
}
