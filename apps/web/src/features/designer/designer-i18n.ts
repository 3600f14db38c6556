import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

export const DESIGNER_NS = 'designer';

/** `t` of the page designer (template list and editor). */
export function useDesignerTranslation() {
  addFeatureStrings(DESIGNER_NS, { de, en });
  return useTranslation(DESIGNER_NS);
}
