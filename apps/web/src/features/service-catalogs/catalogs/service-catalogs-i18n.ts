import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * The i18next namespace of the catalogs list, article management and the company-wide article search; its
 * strings ship with those pages' chunks, not the start-up bundle.
 */
export const SERVICE_CATALOGS_NS = 'serviceCatalogs';

/** The catalogs' and articles' translations, registered with the app's i18next instance on first use. */
export function useServiceCatalogsTranslation() {
  addFeatureStrings(SERVICE_CATALOGS_NS, { de, en });
  return useTranslation(SERVICE_CATALOGS_NS);
}
