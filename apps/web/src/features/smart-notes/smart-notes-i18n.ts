import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the smart notes pages; its strings ship with their chunks, not the start-up bundle. */
export const SMART_NOTES_NS = 'smartNotes';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useSmartNotesTranslation() {
  addFeatureStrings(SMART_NOTES_NS, { de, en });
  return useTranslation(SMART_NOTES_NS);
}
