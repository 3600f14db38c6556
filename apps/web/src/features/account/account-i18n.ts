import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the profile and password dialog; it ships with the dialog's chunk. */
export const PROFILE_NS = 'profile';

/** The dialog's translations, registered with the app's i18next instance on first use. */
export function useProfileTranslation() {
  addFeatureStrings(PROFILE_NS, { de, en });
  return useTranslation(PROFILE_NS);
}
