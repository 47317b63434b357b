// Sends one event to the portal's inbound webhook, signed as the group's systems sign it (issue 33,
// docs/integration-webhook.md): by default "order shipped" for the newest demo order of buyer@'s sold-to, so a
// buyer who chose "Order shipped: by e-mail" finds the mail in the outbox a second later.
//
//   node scripts/integration-event.ts                                   order.shipped, buyer@'s sold-to 1000101
//   node scripts/integration-event.ts --customer 1000107                klaus@'s sold-to (the mail in German)
//   node scripts/integration-event.ts --type order.delivered --order sap/4510100003
//
// PORTAL_URL (default http://localhost:8080) and INTEGRATION_WEBHOOK_SECRET (default dev-integration-secret, as
// the server outside production) say where and with what to sign.
import { createHmac, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { integrationEventTypes, integrationPaths, type IntegrationEvent } from '@portal/contracts';
import { readDemoFile, customersFileSchema } from '../server/src/seed/demo-files.ts';
import { generateOrders, loadDemoOrdersFile } from '../server/src/seed/orders.ts';

const { values } = parseArgs({
  options: {
    type: { type: 'string', default: 'order.shipped' },
    customer: { type: 'string', default: '1000101' },
    order: { type: 'string' },
    document: { type: 'string' },
    id: { type: 'string' },
  },
});

const type = values.type as IntegrationEvent['type'];
if (!(integrationEventTypes as readonly string[]).includes(type)) {
  throw new Error(`--type must be one of ${integrationEventTypes.join(', ')}`);
}

/** The sold-to's newest demo order, as the seed makes it (the same numbers on every machine). */
function newestDemoOrder(customerId: string): { source: string; orderId: string; poNumber: string | null } {
  const customer = readDemoFile('customers.json', customersFileSchema).find((entry) => entry.customerId === customerId);
  if (!customer) throw new Error(`No demo sold-to ${customerId}; name the order with --order <source>/<orderId>.`);
  const [newest] = generateOrders(customer, loadDemoOrdersFile()).orders.sort((a, b) =>
    b.orderDate.localeCompare(a.orderDate),
  );
  if (!newest) throw new Error(`The demo sold-to ${customerId} has no orders.`);
  return newest;
}

function eventData(): IntegrationEvent['data'] {
  if (type.startsWith('order.')) {
    const [source, orderId] = values.order?.split('/') ?? [];
    const order = source && orderId ? { source, orderId, poNumber: null } : newestDemoOrder(values.customer);
    return {
      source: order.source,
      orderId: order.orderId,
      ...(order.poNumber ? { poNumber: order.poNumber } : {}),
      ...(type === 'order.shipped' ? { trackingNumber: '1Z999AA10123456784' } : {}),
    };
  }
  if (!values.document) throw new Error('--document <number> names the invoice or credit note.');
  return { documentId: values.document };
}

const event = {
  id: values.id ?? `demo-${randomUUID()}`,
  type,
  occurredAt: new Date().toISOString(),
  customer: values.customer,
  data: eventData(),
} as IntegrationEvent;

const secret = process.env.INTEGRATION_WEBHOOK_SECRET || 'dev-integration-secret';
const body = JSON.stringify(event);
const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const url = `${process.env.PORTAL_URL ?? 'http://localhost:8080'}${integrationPaths.events}`;
const response = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-portal-signature': signature },
  body,
});
console.log(`${event.type} ${JSON.stringify(event.data)} for ${event.customer}: ${response.status}`);
console.log(await response.text());
if (!response.ok) process.exitCode = 1;
