import type { AlternativeRef, ChangeOrderRef, Provisional } from '../model';
import type { XmlElement } from '../xml';
import type { ReadContext } from './context';
import { quoted } from './wording';

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
  ctx.error(
    el,
    'invalid-value',
    `die Angabe zur Bedarfsposition ist ${quoted(value ?? '')}; möglich sind WithTotal (mit Gesamtbetrag) und ` +
      'WithoutTotal (ohne Gesamtbetrag)',
  );
  return null;
}

/** ID, RNoPart and RNoIndex of an item or markup item, and its OZ. */
export interface ItemIdentity {
  id: string;
  rNoPart: string;
  rNoIndex: string | null;
  oz: string;
}

/**
 * Reads an item or markup item with its OZ named in the messages: `read` gets its ID and RNoPart (required: bids
 * reference items by ID, the OZ is built from RNoPart), RNoIndex and OZ.
 */
export function readWithinItem<T>(
  ctx: ReadContext,
  el: XmlElement,
  place: ItemPlace,
  kind: 'item' | 'markupItem',
  read: (identity: ItemIdentity) => T,
): T {
  const rNoPart = el.attrs.RNoPart?.trim() ?? '';
  const rNoIndex = el.attrs.RNoIndex?.trim() || null;
  const oz = place.formatItemOz(rNoPart, rNoIndex);
  return ctx.within(kind, rNoPart === '' ? null : oz, () => {
    const { id } = ctx.identity(el, kind === 'item' ? 'die Position' : 'die Zuschlagsposition');
    return read({ id, rNoPart, rNoIndex, oz });
  });
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
      ctx.warn(
        el,
        'Alternativgruppe (ALNGroupNo) und Nummer der Alternative (ALNSerNo) gehören zusammen, eine fehlt; ' +
          'die Position wurde als Grundposition gelesen',
      );
      return { group: this.group ?? 0, serial: 0, accepted: this.accepted };
    }
    return { group: this.group, serial: this.serial, accepted: this.accepted };
  }

  changeOrder(): ChangeOrderRef | null {
    return this.coNumber === null ? null : { number: this.coNumber, status: this.coStatus };
  }
}
