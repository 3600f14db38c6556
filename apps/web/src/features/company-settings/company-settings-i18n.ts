import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

export const COMPANY_SETTINGS_NS = 'companySettings';

/** `t` of the company settings (and the app bar's logo), German or English like the rest of the app. */
export function useSettingsTranslation() {
  addFeatureStrings(COMPANY_SETTINGS_NS, { de, en });
  return useTranslation(COMPANY_SETTINGS_NS);
}
