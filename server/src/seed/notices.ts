import type { IntegrationEvent } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { billingDocuments, orderDeliveries, orders, ticketMessages, tickets } from '../db/schema/index.ts';
import { noticeOf, receiveEvent, type DeliveryContext } from '../modules/notices/index.ts';
import { announceStaffReply } from '../modules/tickets/index.ts';
import { writePortalNotices } from '../modules/updates/index.ts';

/**
 * The demo's recent history as notices (issue 33, ADR 074): for buyer@'s sold-to, its last shipments and invoices
 * as the ERP would report them (`receiveEvent`, as the webhook, with fixed event ids, so seeding again adds
 * nothing) and the last staff answer to one of its tickets (as the admin tool's answer does, once per answer). Each
 * user of the sold-to gets them as they chose: in the portal (the default, so buyer@ finds them under Updates after
 * a fresh start), by e-mail, both or neither. Only that sold-to: the other personas' updates lists are what their
 * tests expect.
 */
const noticeSoldTos = ['1000101'];
const shipmentsPerSoldTo = 2;
const invoicesPerSoldTo = 2;

/** A day of the demo history as the moment an event happened (the working day's morning, UTC). */
const morningOf = (day: string) => `${day}T09:00:00.000Z`;

async function historyOf(db: Database, customerId: string): Promise<IntegrationEvent[]> {
  const shipments = await db
    .select({
      source: orders.source,
      orderId: orders.orderId,
      poNumber: orders.poNumber,
      deliveryNumber: orderDeliveries.deliveryNumber,
      shipDate: orderDeliveries.shipDate,
      trackingNumber: orderDeliveries.trackingNumber,
    })
    .from(orderDeliveries)
    .innerJoin(orders, and(eq(orders.source, orderDeliveries.source), eq(orders.orderId, orderDeliveries.orderId)))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orderDeliveries.shipDate), desc(orderDeliveries.deliveryNumber))
    .limit(shipmentsPerSoldTo);
  const invoices = await db
    .select({ documentId: billingDocuments.documentId, issueDate: billingDocuments.issueDate })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.customerId, customerId), eq(billingDocuments.type, 'invoice')))
    .orderBy(desc(billingDocuments.issueDate), desc(billingDocuments.documentId))
    .limit(invoicesPerSoldTo);
  return [
    ...shipments.map((shipment): IntegrationEvent => ({
      id: `demo:order.shipped:${shipment.source}:${shipment.orderId}:${shipment.deliveryNumber}`,
      type: 'order.shipped',
      occurredAt: morningOf(shipment.shipDate),
      customer: customerId,
      data: {
        source: shipment.source,
        orderId: shipment.orderId,
        ...(shipment.poNumber ? { poNumber: shipment.poNumber } : {}),
        ...(shipment.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
      },
    })),
    ...invoices.map((invoice): IntegrationEvent => ({
      id: `demo:invoice.issued:${invoice.documentId}`,
      type: 'invoice.issued',
      occurredAt: morningOf(invoice.issueDate),
      customer: customerId,
      data: { documentId: invoice.documentId },
    })),
  ];
}

/** The sold-to's latest staff answer to one of its tickets, if any. */
async function lastAnswerOf(db: Database, customerId: string) {
  const [answer] = await db
    .select({
      ticketId: tickets.ticketId,
      number: tickets.number,
      subject: tickets.subject,
      answerId: ticketMessages.messageId,
      answeredAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.ticketId, ticketMessages.ticketId))
    .where(and(eq(tickets.customerId, customerId), eq(ticketMessages.fromStaff, true)))
    .orderBy(desc(ticketMessages.createdAt))
    .limit(1);
  return answer;
}

export async function seedDemoNotices(db: Database, { publicUrl }: { publicUrl: string }): Promise<void> {
  const context: DeliveryContext = { publicUrl, portal: writePortalNotices };
  for (const customerId of noticeSoldTos) {
    for (const event of await historyOf(db, customerId)) {
      await receiveEvent(db, { id: event.id, type: event.type, payload: event }, noticeOf(event), context);
    }
    const answer = await lastAnswerOf(db, customerId);
    if (answer) {
      await announceStaffReply(db, customerId, { ...answer, answeredAt: new Date(answer.answeredAt) }, publicUrl);
    }
  }
}
