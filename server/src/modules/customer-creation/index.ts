import type { FastifyPluginAsync } from 'fastify';
import customerCreationRoutes from './routes.ts';

/**
 * Customer-creation requests (issue 19): staff request a new customer, an extension of one or a new ship-to; a
 * reviewer (four eyes) approves, rejects or returns; approval writes to the customer tables through the accounts
 * module (accounts/provisioning.ts). This file is all other modules may import.
 */
const customerCreation: FastifyPluginAsync = async (app) => {
  await app.register(customerCreationRoutes);
};

export default customerCreation;
