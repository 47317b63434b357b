import { paths } from '@portal/contracts';
import { Navigate } from '@portal/portal-kit/router';

/**
 * `/account/documents` (spec 2.1): the account's invoices, credit notes and payments are the documents section's,
 * so the account area leads there rather than keeping a second copy of that list (whose guard then decides, by the
 * document permissions, whether the user may see it).
 */
export function AccountDocumentsPage() {
  return <Navigate to={paths.documents.root} replace />;
}
