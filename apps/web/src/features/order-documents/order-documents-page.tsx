import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Order documents: offers, confirmations, delivery notes, invoices. */
export function OrderDocumentsPage() {
  return <PlaceholderPage titleKey="routes.orderDocuments" descriptionKey="areas.orderDocuments" />;
}
