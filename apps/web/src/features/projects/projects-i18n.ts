import { useTranslation } from 'react-i18next';
import { useFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';

/**
 * The i18next namespace of this feature; its strings ship with the feature's chunk, not the start-up bundle. The
 * project list is on the first screen: its English loads only when needed.
 */
export const PROJECTS_NS = 'projects';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useProjectsTranslation() {
  useFeatureStrings(PROJECTS_NS, de, () => import('./locales/en.json'));
  return useTranslation(PROJECTS_NS);
}
