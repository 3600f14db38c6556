import { de } from 'date-fns/locale';

/** The German date-fns locale (SPEC.md section 9), for pickers and custom patterns. */
export const dateLocale = de;
