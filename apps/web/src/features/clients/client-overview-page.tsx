import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** The client overview. */
export function ClientOverviewPage() {
  return <PlaceholderPage titleKey="routes.clientOverview" descriptionKey="areas.clientOverview" />;
}
