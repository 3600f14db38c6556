import type { SmartNoteStatus, SmartNoteType } from '@vendoc/contract/smart-notes';
import type { PinLink } from './blueprint-store';

/** A pin's colour by its note's status (open red, in progress amber, done green); grey without a link. */
const STATUS_COLORS: Record<SmartNoteStatus, string> = {
  open: '#c62828',
  inProgress: '#ef6c00',
  done: '#2e7d32',
};

/** Notes that are not defects are drawn in a cooler shade of their status colour, so the type shows on the plan. */
const OTHER_TYPE_COLORS: Record<SmartNoteStatus, string> = {
  open: '#6a1b9a',
  inProgress: '#1565c0',
  done: '#00695c',
};

export const UNLINKED_PIN_COLOR = '#616161';

export function pinColor(link: Pick<PinLink, 'type' | 'status'> | null): string {
  if (!link) return UNLINKED_PIN_COLOR;
  return isDefect(link.type) ? STATUS_COLORS[link.status] : OTHER_TYPE_COLORS[link.status];
}

const isDefect = (type: SmartNoteType) => type === 'defect';
