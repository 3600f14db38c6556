import type { SmartNoteStatus } from '@vendoc/contract/smart-notes';

/** The chip colour of a status: open notes stand out, done ones recede. */
export const STATUS_COLORS: Record<SmartNoteStatus, 'warning' | 'info' | 'success'> = {
  open: 'warning',
  inProgress: 'info',
  done: 'success',
};
