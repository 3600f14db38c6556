import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** The company's service catalogs. */
export function ServiceCatalogsPage() {
  return <PlaceholderPage titleKey="routes.serviceCatalogs" descriptionKey="areas.serviceCatalogs" />;
}
