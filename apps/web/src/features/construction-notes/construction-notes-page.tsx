import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** All construction notes (site diary). */
export function ConstructionNotesPage() {
  return <PlaceholderPage titleKey="routes.constructionNotes" descriptionKey="areas.constructionNotes" />;
}
