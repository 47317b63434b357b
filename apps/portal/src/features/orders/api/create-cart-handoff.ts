import { createCartHandoffEndpoint, type OrderSourceId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

export interface CartHandoffRequest {
  customer: string;
  source: OrderSourceId;
  orderId: string;
}

/** "Order again": the server hands the order's lines to the brand's B2B shop and answers the shop's address. */
export function createCartHandoff({ customer, source, orderId }: CartHandoffRequest) {
  return callEndpoint(createCartHandoffEndpoint, { params: { source, orderId }, query: { customer } });
}

export function useCreateCartHandoff() {
  return useMutation({ mutationFn: createCartHandoff });
}
