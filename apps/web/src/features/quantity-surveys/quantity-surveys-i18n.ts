import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * The i18next namespace of the sheets page, the templates page (with the apply-template dialog) and the new-survey
 * page; its strings ship with those pages' chunks, not the start-up bundle.
 */
export const QUANTITY_SURVEYS_NS = 'quantitySurveys';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useQuantitySurveysTranslation() {
  addFeatureStrings(QUANTITY_SURVEYS_NS, { de, en });
  return useTranslation(QUANTITY_SURVEYS_NS);
}
