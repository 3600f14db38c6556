import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the quantity survey editor; its strings ship with the editor's chunk. */
export const SURVEY_EDITOR_NS = 'quantitySurveyEditor';

/** The editor's translations, registered with the app's i18next instance on first use. */
export function useSurveyEditorTranslation() {
  addFeatureStrings(SURVEY_EDITOR_NS, { de, en });
  return useTranslation(SURVEY_EDITOR_NS);
}
