import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the site diary; its strings ship with the feature's chunk. */
export const CONSTRUCTION_NOTES_NS = 'constructionNotes';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useConstructionNotesTranslation() {
  addFeatureStrings(CONSTRUCTION_NOTES_NS, { de, en });
  return useTranslation(CONSTRUCTION_NOTES_NS);
}
