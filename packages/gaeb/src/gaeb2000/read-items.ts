import { newItem } from '../edit';
import type { AlternativeRef, Item, MarkupItem, Provisional } from '../model';
import { MONEY_PLACES, PERCENT_PLACES, QTY_PLACES, UP_PLACES } from '../read/item-fields';
import { LONG_TEXT_MAX } from '../text-bounds';
import { zitiert, type Gaeb2000Context } from './context';
import type { G2Block, G2Field } from './parse';
import { readDescription, richTextField } from './read-description';
import { handlerTable, visitTable } from './visit';

/** Where an entry sits: the RNoParts of its categories, their OZ as written unsplit and dotted. */
export interface OzPlace {
  path: string[];
  raw: string;
  dotted: string;
}

/** What the body reader offers the entry readers: splitting and formatting the OZ per the breakdown. */
export interface OzSplitter {
  /** `asWritten`: the OZ could not be split; it is taken as written, not formatted. */
  itemParts(
    field: G2Field,
    raw: string,
    place: OzPlace,
  ): { rNoPart: string; rNoIndex: string | null; asWritten?: true };
  formatItemOz(place: OzPlace, rNoPart: string, rNoIndex: string | null): string;
}

const PROVISIONAL: Record<string, Provisional> = {
  mitgb: 'WithTotal',
  withtotal: 'WithTotal',
  ohnegb: 'WithoutTotal',
  withouttotal: 'WithoutTotal',
  ja: 'WithoutTotal',
};

/** [Bedarfspos] MitGB / OhneGB (Ja = ohne Gesamtbetrag, the usual Bedarfsposition); Nein = a normal item. */
function readProvisional(ctx: Gaeb2000Context, field: G2Field): Provisional | null {
  const raw = (ctx.text(field) ?? 'Ja').toLowerCase();
  if (raw === 'nein') return null;
  const value = PROVISIONAL[raw];
  if (value === undefined)
    ctx.error(
      field,
      'invalid-value',
      `${zitiert(field.value.trim())} ist keine Bedarfsposition-Angabe (MitGB, OhneGB)`,
    );
  return value ?? null;
}

/** [ALNGruppe] and [ALNNr] (0 = Grundposition, 1 … = Wahlpositionen) come together. */
interface AlternativeFields {
  group: number | null;
  serial: number | null;
  groupField: G2Field | null;
}

const alternativeFields = (): AlternativeFields => ({ group: null, serial: null, groupField: null });

const ALTERNATIVE_HANDLERS = {
  ALNGruppe: (state: { ctx: Gaeb2000Context; alternative: AlternativeFields }, field: G2Field) => {
    state.alternative.group = state.ctx.integer(field);
    state.alternative.groupField = field;
  },
  ALNNr: (state: { ctx: Gaeb2000Context; alternative: AlternativeFields }, field: G2Field) => {
    state.alternative.serial = state.ctx.integer(field);
  },
};

function readAlternative(
  ctx: Gaeb2000Context,
  block: G2Block,
  fields: AlternativeFields,
): AlternativeRef | null {
  const { group, serial } = fields;
  if (group === null && serial === null) return null;
  if (group === null || serial === null) {
    ctx.warn(
      fields.groupField ?? block,
      '[ALNGruppe] und [ALNNr] gehören zusammen; als Grundposition gelesen',
    );
    return { group: group ?? 0, serial: 0, accepted: null };
  }
  return { group, serial, accepted: null };
}

/** The [OZ] of an entry, split per the breakdown; an error names the block when it is missing. */
function identity(
  ctx: Gaeb2000Context,
  block: G2Block,
  place: OzPlace,
  splitter: OzSplitter,
): { id: string; rNoPart: string; rNoIndex: string | null; oz: string } {
  const field = block.children.find(
    (child): child is G2Field => child.kind === 'field' && child.tag.toLowerCase() === 'oz',
  );
  const raw = field?.value.trim() ?? '';
  const id = ctx.nextId();
  if (field === undefined || raw === '') {
    ctx.error(field ?? block, 'missing-element', 'die OZ der Position fehlt ([OZ])');
    return { id, rNoPart: '', rNoIndex: null, oz: '' };
  }
  const { rNoPart, rNoIndex, asWritten } = splitter.itemParts(field, raw, place);
  return { id, rNoPart, rNoIndex, oz: asWritten ? raw : splitter.formatItemOz(place, rNoPart, rNoIndex) };
}

interface ItemState {
  ctx: Gaeb2000Context;
  item: Item;
  alternative: AlternativeFields;
}

type ItemFlag =
  | 'lumpSum'
  | 'hourly'
  | 'keyItem'
  | 'markedUp'
  | 'notApplicable'
  | 'notOffered'
  | 'qtyTbd'
  | 'upBreakdownRequested';

const flag =
  (key: ItemFlag) =>
  (state: ItemState, field: G2Field): void => {
    state.item[key] = state.ctx.flag(field);
  };

const component =
  (index: number) =>
  (state: ItemState, field: G2Field): void => {
    state.item.upComponents[index - 1] = state.ctx.decimal(field, UP_PLACES);
  };

const ITEM_TABLE = handlerTable<ItemState>({
  fields: {
    ...ALTERNATIVE_HANDLERS,
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((index) => [`EPAnteil${index}`, component(index)])),
    OZ: () => undefined,
    Menge: ({ ctx, item }, field) => {
      item.qty = ctx.decimal(field, QTY_PLACES);
    },
    ME: ({ ctx, item }, field) => {
      item.unit = ctx.text(field);
    },
    EP: ({ ctx, item }, field) => {
      item.up = ctx.decimal(field, UP_PLACES);
    },
    GB: ({ ctx, item }, field) => {
      item.it = ctx.decimal(field, MONEY_PLACES);
    },
    Nachlass: ({ ctx, item }, field) => {
      item.discountPercent = ctx.decimal(field, PERCENT_PLACES);
    },
    MwSt: ({ ctx, item }, field) => {
      item.vat = ctx.decimal(field, PERCENT_PLACES);
    },
    Bedarfspos: ({ ctx, item }, field) => {
      item.provisional = readProvisional(ctx, field);
    },
    Pauschal: flag('lumpSum'),
    Stundenlohn: flag('hourly'),
    Schwerpunkt: flag('keyItem'),
    Zuschlagsfaehig: flag('markedUp'),
    Entfaellt: flag('notApplicable'),
    NichtAngeboten: flag('notOffered'),
    MengeOffen: flag('qtyTbd'),
    EPAufgliederung: flag('upBreakdownRequested'),
    Bieterkommentar: ({ ctx, item }, field) => {
      item.bidderComments.push(richTextField(ctx, field, 'BidComm', LONG_TEXT_MAX, 'Bieterkommentar'));
    },
  },
  blocks: {
    Beschreibung: ({ ctx, item }, block) => {
      item.description = readDescription(ctx, block);
    },
  },
});

/**
 * #begin[Position]: [OZ], [Menge], [ME], [EP], [GB], [EPAnteil1…6], the item kinds ([Bedarfspos], [Pauschal],
 * [Stundenlohn], [ALNGruppe]/[ALNNr], [Schwerpunkt], [Zuschlagsfaehig], [Entfaellt], [NichtAngeboten],
 * [MengeOffen], [EPAufgliederung]), [Nachlass], [MwSt], [Bieterkommentar] and #begin[Beschreibung].
 */
export function readItem(ctx: Gaeb2000Context, block: G2Block, place: OzPlace, splitter: OzSplitter): Item {
  const { oz, ...ids } = identity(ctx, block, place, splitter);
  // An item of the normal kind without text; what the Position says is read into it.
  const item: Item = {
    ...newItem({ id: ids.id, rNoPart: ids.rNoPart, shortText: '', qty: null, unit: null, up: null }),
    rNoIndex: ids.rNoIndex,
    oz,
    description: null,
  };
  const state: ItemState = { ctx, item, alternative: alternativeFields() };
  ctx.within(`Position ${oz}`, () => {
    visitTable(ctx, block, ITEM_TABLE, state);
    item.alternative = readAlternative(ctx, block, state.alternative);
  });
  while (item.upComponents.length > 0 && item.upComponents.at(-1) == null) item.upComponents.pop();
  for (let i = 0; i < item.upComponents.length; i++) item.upComponents[i] ??= null;
  return item;
}

interface MarkupState {
  ctx: Gaeb2000Context;
  item: MarkupItem;
  alternative: AlternativeFields;
}

const MARKUP_TABLE = handlerTable<MarkupState>({
  fields: {
    ...ALTERNATIVE_HANDLERS,
    OZ: () => undefined,
    ZuschlagsArt: ({ ctx, item }, field) => {
      item.markupType = ctx.text(field);
    },
    ZuschlagsBasis: ({ ctx, item }, field) => {
      item.markupBase = ctx.decimal(field, MONEY_PLACES);
    },
    Zuschlag: ({ ctx, item }, field) => {
      item.markupPercent = ctx.decimal(field, PERCENT_PLACES);
    },
    GB: ({ ctx, item }, field) => {
      item.it = ctx.decimal(field, MONEY_PLACES);
    },
    Bedarfspos: ({ ctx, item }, field) => {
      item.provisional = readProvisional(ctx, field);
    },
  },
  blocks: {
    Beschreibung: ({ ctx, item }, block) => {
      item.description = readDescription(ctx, block);
    },
  },
});

/**
 * #begin[ZuschlagsPosition]: [OZ], [ZuschlagsArt] (MarkupType), [ZuschlagsBasis] (the amount it applies to),
 * [Zuschlag] (percent), [GB], [Bedarfspos], [ALNGruppe]/[ALNNr] and #begin[Beschreibung].
 */
export function readMarkupItem(
  ctx: Gaeb2000Context,
  block: G2Block,
  place: OzPlace,
  splitter: OzSplitter,
): MarkupItem {
  const { oz, ...ids } = identity(ctx, block, place, splitter);
  const item: MarkupItem = {
    kind: 'markupItem',
    ...ids,
    oz,
    alternative: null,
    provisional: null,
    changeOrder: null,
    markupType: null,
    markupBase: null,
    markupPercent: null,
    it: null,
    description: null,
  };
  const state: MarkupState = { ctx, item, alternative: alternativeFields() };
  ctx.within(`Zuschlagsposition ${oz}`, () => {
    visitTable(ctx, block, MARKUP_TABLE, state);
    item.alternative = readAlternative(ctx, block, state.alternative);
  });
  return item;
}
