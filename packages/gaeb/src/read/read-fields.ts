import { emptyAddress, type Address } from '../model';
import type { XmlElement } from '../xml';
import { readChildren, type ReadContext } from './context';

type TextFields<T> = { [K in keyof T]: T[K] extends string | null ? K : never }[keyof T];

/** Reads the simple text children named in `fields` into `target`; the rest is preserved. */
export function readTextFields<T extends object>(
  ctx: ReadContext,
  el: XmlElement,
  target: T,
  fields: Record<string, TextFields<T>>,
  more?: (child: XmlElement) => boolean,
): T {
  readChildren(ctx, el, target, (child) => {
    const field = fields[child.name];
    if (field !== undefined) {
      (target as Record<TextFields<T>, string | null>)[field] = ctx.text(child);
      return true;
    }
    return more?.(child) ?? false;
  });
  return target;
}

export function readAddress(ctx: ReadContext, el: XmlElement): Address {
  const address = emptyAddress();
  return readTextFields(ctx, el, address, {
    Name1: 'name1',
    Name2: 'name2',
    Name3: 'name3',
    Name4: 'name4',
    Street: 'street',
    PCode: 'postalCode',
    City: 'city',
    Country: 'country',
    Contact: 'contact',
    Phone: 'phone',
    Fax: 'fax',
    Email: 'email',
    VATID: 'vatId',
  });
}
