import type { Contact, ContactInput } from '@portal/contracts';
import { ApiRequestError, isOnBehalfWritesOff, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Button, EmptyState, Modal, TableScroller } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContacts } from '../api/get-contacts.ts';
import { useContactMutations } from '../hooks/use-contact-mutations.ts';
import { AccountFrame } from '../components/account-frame.tsx';
import { ContactModal } from '../components/contact-modal.tsx';
import { ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/** `/account/contacts` (contacts): the people of the sold-to the group talks to; add, edit, remove. */
export function ContactsPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  return (
    <AccountFrame title={t('contacts_title')} description={t('contacts_intro')}>
      {soldTo && permissions?.contacts ? (
        <Contacts key={soldTo.customerId} customer={soldTo.customerId} />
      ) : (
        <NotAllowed />
      )}
    </AccountFrame>
  );
}

type Editing = { contact: Contact | null } | null;

function Contacts({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const captionId = useId();
  const contacts = useContacts(customer);
  const { create, update, remove } = useContactMutations(customer);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  const [notice, setNotice] = useState('');

  const openEditor = (contact: Contact | null) => {
    create.reset();
    update.reset();
    setEditing({ contact });
  };
  const name = (contact: Pick<Contact, 'firstName' | 'lastName'>) => `${contact.firstName} ${contact.lastName}`;

  const save = (input: ContactInput) => {
    const contact = editing?.contact;
    const done = (saved: Contact) => {
      setEditing(null);
      setNotice(t(contact ? 'contact_saved' : 'contact_added', { name: name(saved) }));
    };
    if (contact)
      update.mutate({ ...input, contactId: contact.contactId, version: contact.version }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  };

  const confirmRemove = () => {
    if (!removing) return;
    const removed = removing;
    remove.mutate(
      { contactId: removed.contactId, version: removed.version },
      {
        onSuccess: () => {
          setRemoving(null);
          setNotice(t('contact_removed', { name: name(removed) }));
        },
      },
    );
  };
  const removeConflict = remove.error instanceof ApiRequestError && remove.error.status === 409;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-ink">
          {notice}
        </p>
        <Button onClick={() => openEditor(null)}>{t('contact_add')}</Button>
      </div>
      {contacts.isPending ? (
        <LoadingState />
      ) : contacts.isError ? (
        <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.items.length === 0 ? (
        <EmptyState title={t('contacts_empty')} />
      ) : (
        <TableScroller labelledBy={captionId} className="rounded-card border border-line">
          <table className="w-full text-left text-sm">
            <caption id={captionId} className="sr-only">
              {t('contacts_caption')}
            </caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {t('contact_name')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('contact_email')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('contact_phone')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('contact_roles')}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {contacts.data.items.map((contact) => (
                <tr key={contact.contactId} className="border-t border-line">
                  <th scope="row" className="px-4 py-2 font-semibold">
                    {name(contact)}
                  </th>
                  <td className="px-4 py-2">
                    <a href={`mailto:${contact.email}`} className="underline-offset-2 hover:underline">
                      {contact.email}
                    </a>
                  </td>
                  <td className="px-4 py-2">{contact.phone}</td>
                  <td className="px-4 py-2">{contact.roles.map((role) => t(`role_${role}`)).join(', ')}</td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="secondary"
                        aria-label={t('contact_edit_named', { name: name(contact) })}
                        onClick={() => openEditor(contact)}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('contact_remove_named', { name: name(contact) })}
                        onClick={() => {
                          remove.reset();
                          setRemoving(contact);
                        }}
                      >
                        {t('remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {editing ? (
        <ContactModal
          contact={editing.contact}
          saving={create.isPending || update.isPending}
          error={editing.contact ? update.error : create.error}
          onSave={save}
          onReload={() => {
            setEditing(null);
            void contacts.refetch();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <Modal
          isOpen
          role="alertdialog"
          onOpenChange={(isOpen) => (isOpen ? undefined : setRemoving(null))}
          title={t('contact_remove_title')}
          closeLabel={t('close')}
          maxWidth="32rem"
        >
          <p className="text-sm">{t('contact_remove_question', { name: name(removing) })}</p>
          {removeConflict ? (
            <p role="alert" className="mt-3 rounded-card border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
              {t('conflict_remove')}
            </p>
          ) : remove.isError ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              {isOnBehalfWritesOff(remove.error) ? t('staff_writes_off_refused') : t('save_failed')}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button onClick={confirmRemove} disabled={remove.isPending || removeConflict}>
              {t('remove')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
