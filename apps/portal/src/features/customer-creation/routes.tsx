import type { FeaturePages } from '../../lib/feature-pages.ts';
import {
  AddShipToPage,
  EditRequestPage,
  ExtendCustomerPage,
  NewCustomerPage,
  ReviewRequestPage,
  ShowRequestPage,
} from './components/request-pages.tsx';
import { RequestsPage } from './components/requests-page.tsx';

/** The customerCreation section's eleven routes (spec 2.1): each kind's create, edit and action stage, and show. */
export const pages: FeaturePages = {
  customerCreationRequests: RequestsPage,
  customerCreationNew: NewCustomerPage,
  customerCreationNewEdit: EditRequestPage,
  customerCreationNewAction: ReviewRequestPage,
  customerCreationExtend: ExtendCustomerPage,
  customerCreationExtendEdit: EditRequestPage,
  customerCreationExtendAction: ReviewRequestPage,
  customerCreationAddShipTo: AddShipToPage,
  customerCreationAddShipToEdit: EditRequestPage,
  customerCreationAddShipToAction: ReviewRequestPage,
  customerCreationShow: ShowRequestPage,
};
