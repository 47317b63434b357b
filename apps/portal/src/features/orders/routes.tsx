import type { FeaturePages } from '../../lib/feature-pages.ts';
import { OrderDetailsPage } from './components/order-details-page.tsx';
import { OrdersPage } from './components/orders-page.tsx';

export const pages: FeaturePages = { orderHistory: OrdersPage, orderDetails: OrderDetailsPage };
