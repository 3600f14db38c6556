import type { AlternativeRef, ChangeOrderRef, Provisional } from '../model';
import type { XmlElement } from '../xml';
import { quoted, type ReadContext } from './context';

/** Decimal places the model pads to: quantities and unit prices 3, money and percentages 2. */
export const QTY_PLACES = 3;
export const UP_PLACES = 3;
export const MONEY_PLACES = 2;
export const PERCENT_PLACES = 2;

/** Where an item sits: formats its ordinal number from the path of categories. */
export interface ItemPlace {
  formatItemOz: (rNoPart: string, rNoIndex: string | null) => string;
}

/** Provis: WithTotal or WithoutTotal; anything else is refused (totals depend on it). */
export function readProvisional(ctx: ReadContext, el: XmlElement): Provisional | null {
  const value = ctx.text(el);
  if (value === 'WithTotal' || value === 'WithoutTotal') return value;
  ctx.error(el, 'invalid-value', `${quoted(value ?? '')} is not a Provis value (WithTotal or WithoutTotal)`);
  return null;
}

/** ID and RNoPart (required: bids reference items by ID, the OZ is built from RNoPart) and RNoIndex. */
export function readIdentity(
  ctx: ReadContext,
  el: XmlElement,
): { id: string; rNoPart: string; rNoIndex: string | null } {
  const id = ctx.requiredAttribute(el, 'ID', 'bids and references identify the item by it');
  const rNoPart = ctx.requiredAttribute(el, 'RNoPart', 'the ordinal number is built from it');
  ctx.registerId(el, id);
  return { id, rNoPart, rNoIndex: el.attrs.RNoIndex?.trim() || null };
}

/** Collects ALNGroupNo/ALNSerNo and CONo/COStatus, which come in pairs. */
export class PairFields {
  group: number | null = null;
  serial: number | null = null;
  coNumber: string | null = null;
  coStatus: string | null = null;
  accepted: string | null = null;

  handle(ctx: ReadContext, child: XmlElement): boolean {
    if (child.name === 'ALNGroupNo') this.group = ctx.integer(child);
    else if (child.name === 'ALNSerNo') this.serial = ctx.integer(child);
    else if (child.name === 'CONo') this.coNumber = ctx.text(child);
    else if (child.name === 'COStatus') this.coStatus = ctx.text(child);
    else if (child.name === 'Accepted') this.accepted = ctx.text(child);
    else return false;
    return true;
  }

  alternative(ctx: ReadContext, el: XmlElement): AlternativeRef | null {
    if (this.group === null && this.serial === null) return null;
    if (this.group === null || this.serial === null) {
      ctx.warn(el, 'ALNGroupNo and ALNSerNo must come together; the item is read as a base item');
      return { group: this.group ?? 0, serial: 0, accepted: this.accepted };
    }
    return { group: this.group, serial: this.serial, accepted: this.accepted };
  }

  changeOrder(): ChangeOrderRef | null {
    return this.coNumber === null ? null : { number: this.coNumber, status: this.coStatus };
  }
}
