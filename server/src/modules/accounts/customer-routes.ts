import { getCustomerEndpoint, type CustomerInfo } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { assertOwnCustomer, callerOf, permissionsFor } from './caller.ts';
import { customerAccessOf } from './sold-to-access.ts';
import { findCustomer } from './store.ts';

async function customerInfo(db: Database, customerId: string): Promise<CustomerInfo | undefined> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return undefined;
  const { legalName, division, country, language } = customer;
  return { customerId, legalName, division, country, language };
}

/** The customer in context: the user's selected sold-to, or the one an internal user acts on behalf of. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getCustomerEndpoint),
    handler: async (request) => {
      const { onBehalf, customerOnBehalfId, currentCustomerId } = request.query;
      if (onBehalf === 'true') {
        if (!customerOnBehalfId) throw badRequest('customerOnBehalfId', 'is required when onBehalf is true');
        const caller = await callerOf(request);
        if (!permissionsFor(caller, null).onBehalf) throw httpError(403, 'You may not act on behalf of customers.');
        // The customer exists when its session does; the session is what allows reading it.
        await customerAccessOf(request, customerOnBehalfId);
        const info = await customerInfo(app.db, customerOnBehalfId);
        if (!info) throw httpError(404, `Customer ${customerOnBehalfId} does not exist.`);
        return [info];
      }
      if (!currentCustomerId) throw badRequest('currentCustomerId', 'is required unless onBehalf is true');
      assertOwnCustomer(await callerOf(request), currentCustomerId);
      const info = await customerInfo(app.db, currentCustomerId);
      if (!info) throw httpError(404, `Customer ${currentCustomerId} does not exist.`);
      return [info];
    },
  });
};

export default customerRoutes;
