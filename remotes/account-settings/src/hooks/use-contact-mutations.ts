import { useQueryClient } from '@tanstack/react-query';
import { useCreateContact } from '../api/create-contact.ts';
import { useDeleteContact } from '../api/delete-contact.ts';
import { contactsKey } from '../api/get-contacts.ts';
import { useUpdateContact } from '../api/update-contact.ts';

/** Adds, edits (with the version it was made on) and removes contacts; each refreshes the list. */
export function useContactMutations(customer: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: contactsKey(customer) });
  const create = useCreateContact(customer, onSettled);
  const update = useUpdateContact(customer, onSettled);
  const remove = useDeleteContact(customer, onSettled);
  return { create, update, remove };
}
