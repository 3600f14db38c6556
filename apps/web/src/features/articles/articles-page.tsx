import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** The article list: material with purchase and list prices. */
export function ArticlesPage() {
  return <PlaceholderPage titleKey="routes.articles" descriptionKey="areas.articles" />;
}
