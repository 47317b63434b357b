import { newTicketPath } from '@portal/contracts';
import { subscribe } from '@portal/portal-kit';
import { createTestI18n } from '@portal/portal-kit/testing';
import { describeRemotePages } from '@portal/portal-kit/testing/remote-pages';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';
import { prefillOf } from '../src/lib/prefill.ts';
import { TicketModal } from '../src/components/ticket-modal.tsx';

describeRemotePages(remoteModule);

describe('the ticket modal', () => {
  it('opens pre-filled from the agreed address and says so with the spec 4 event ticketModal', async () => {
    const i18n = await createTestI18n('en', remoteModule.namespace);
    const shown: boolean[] = [];
    const unsubscribe = subscribe('ticketModal', ({ show }) => shown.push(show));
    const prefill = prefillOf(
      new URLSearchParams(newTicketPath({ order: { source: 'sap', orderId: '4500012345' } }).split('?')[1]),
    );
    const view = render(
      <I18nextProvider i18n={i18n}>
        <TicketModal customer="1000101" prefill={prefill} onClose={() => {}} onOpenTicket={() => {}} />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open a ticket' });
    expect(within(dialog).getByRole('textbox', { name: /Related order/ })).toHaveValue('sap/4500012345');
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveValue('order');
    expect(shown).toEqual([true]);
    view.unmount();
    expect(shown).toEqual([true, false]);

    const fromDocument = prefillOf(
      new URLSearchParams(newTicketPath({ document: { type: 'invoice', documentId: '9000123' } }).split('?')[1]),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <TicketModal customer="1000101" prefill={fromDocument} onClose={() => {}} onOpenTicket={() => {}} />
      </I18nextProvider>,
    );
    const again = await screen.findByRole('dialog', { name: 'Open a ticket' });
    expect(within(again).getByRole('textbox', { name: /Related document/ })).toHaveValue('invoice/9000123');
    unsubscribe();
  });
});
