import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the project files page; its strings ship with the page's chunk. */
export const PROJECT_FILES_NS = 'projectFiles';

/** The page's translations, registered with the app's i18next instance on first use. */
export function useFilesTranslation() {
  addFeatureStrings(PROJECT_FILES_NS, { de, en });
  return useTranslation(PROJECT_FILES_NS);
}
