import { TOUCH_TARGET } from '../../../lib/theme/touch';

/** A button's, radio's or menu item's least height for a finger in a glove. */
export const touchSx = { minHeight: TOUCH_TARGET } as const;
