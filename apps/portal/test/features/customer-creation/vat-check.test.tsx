import {
  checkCustomerCreationVatAgainEndpoint,
  paths,
  type RequestDetail,
  type StoredVatCheck,
} from '@portal/contracts';
import { createFormatters } from '@portal/portal-kit';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { renderRequest, requestDetail, requestId } from './render-request.ts';

/** The review screen shows the VAT check kept with a new customer's request, and the approver may check again. */

const { server } = setUpApiServer();

const approver = { username: 'approver@example.com', enabled: ['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW'] };
const triedAt = '2026-11-27T09:15:00.000Z';
const when = createFormatters('en').dateTime(triedAt);

function requestWith(vatCheck: StoredVatCheck | null, actions: RequestDetail['allowed']['actions']): RequestDetail {
  return requestDetail({
    number: 12,
    title: 'Bergsport GmbH',
    updatedAt: triedAt,
    submittedAt: triedAt,
    data: { legalName: 'Bergsport GmbH', vatId: 'DE136695976' },
    vatCheck,
    allowed: { edit: false, actions },
  });
}

const unchecked: StoredVatCheck = { outcome: 'unchecked', source: 'vies', name: null, checkedAt: triedAt };

function review(request: RequestDetail) {
  renderRequest(server, paths.customerCreation.newAction(requestId), { ...approver, request });
}

describe('the VAT check on the review screen', () => {
  it('warns that the VAT id could not be checked, with the time it was tried, and checks again', async () => {
    let checks = 0;
    server.use(
      mockEndpoint(checkCustomerCreationVatAgainEndpoint, (): StoredVatCheck => {
        checks += 1;
        return { outcome: 'valid', source: 'vies', name: null, checkedAt: '2026-11-28T10:00:00.000Z' };
      }),
    );
    review(requestWith(unchecked, ['approve', 'reject', 'return']));
    const title = await screen.findByText('The VAT id could not be checked');
    // A warning, announced at once.
    expect(title.closest('[role="alert"]')).not.toBeNull();
    expect(
      screen.getByText(`VIES did not answer when the VAT id was checked on ${when}.`, { exact: false }),
    ).toBeVisible();
    // Seen before the decision.
    const again = screen.getByRole('button', { name: 'Check VAT id again' });
    expect(again.compareDocumentPosition(screen.getByRole('button', { name: 'Approve' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(again);
    const confirmed = createFormatters('en').dateTime('2026-11-28T10:00:00.000Z');
    expect(await screen.findByText(`VIES confirmed the VAT id on ${confirmed}.`)).toBeVisible();
    expect(screen.queryByText('The VAT id could not be checked')).not.toBeInTheDocument();
    expect(checks).toBe(1);
    // The first test of the file loads the review page's code, which on two busy cores took over 5 s.
  }, 20_000);

  it('says when VIES does not know the VAT id', async () => {
    review(requestWith({ ...unchecked, outcome: 'invalid' }, ['approve', 'reject', 'return']));
    expect(await screen.findByText('VIES does not know this VAT id')).toBeVisible();
    expect(
      screen.getByText(`VIES answered on ${when} that the VAT id is not registered.`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check VAT id again' })).toBeEnabled();
  });

  it('says that a check again failed, and keeps the warning', async () => {
    server.use(
      mockEndpoint(checkCustomerCreationVatAgainEndpoint, () =>
        HttpResponse.json(
          { error: 'Internal Server Error', message: 'An unexpected error occurred.' },
          { status: 500 },
        ),
      ),
    );
    review(requestWith(unchecked, ['approve', 'reject', 'return']));
    await userEvent.click(await screen.findByRole('button', { name: 'Check VAT id again' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(screen.getByText('The VAT id could not be checked')).toBeVisible();
  });

  it('offers no check to whom may not decide (four eyes)', async () => {
    review(requestWith(unchecked, []));
    expect(await screen.findByText('The VAT id could not be checked')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check VAT id again' })).not.toBeInTheDocument();
  });

  it('says nothing of an id the checksum alone passed', async () => {
    review(requestWith({ ...unchecked, outcome: 'valid', source: 'checksum' }, ['approve', 'reject', 'return']));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.queryByText(/VIES/)).not.toBeInTheDocument();
  });
});
