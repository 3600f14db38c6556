import type { PinCreate, PinLinkKind } from '@vendoc/contract/plans';
import type { SmartNoteType } from '@vendoc/contract/smart-notes';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

/**
 * What the pin dialog asks for: a new smart note made with the pin, a link to an item of the project, or a plain
 * marker with a label and no link.
 */
export type PinChoice =
  | { readonly kind: 'newNote'; readonly type: SmartNoteType; readonly title: string }
  | { readonly kind: 'link'; readonly link: { readonly kind: PinLinkKind; readonly id: string } }
  | { readonly kind: 'none'; readonly label: string };

/** The part of POST …/pins a choice decides (the server derives the pin's type from the link). */
export function pinRequestOf(choice: PinChoice): Pick<PinCreate, 'newSmartNote' | 'link' | 'label'> {
  switch (choice.kind) {
    case 'newNote':
      return { newSmartNote: { id: newIdempotencyKey(), type: choice.type, title: choice.title } };
    case 'link':
      return { link: { ...choice.link } };
    case 'none':
      return { link: null, label: choice.label };
  }
}
