import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** All smart notes. */
export function SmartNotesPage() {
  return <PlaceholderPage titleKey="routes.smartNotes" descriptionKey="areas.smartNotes" />;
}
