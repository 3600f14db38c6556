import type {
  BoQ,
  BoQBody,
  BoQInfo,
  BreakdownLevel,
  BreakdownType,
  Category,
  ItemlistEntry,
  Remark,
  Totals,
} from '../model';
import { emptyBoqInfo, emptyTotals } from '../empty-model';
import { newCategory } from '../edit';
import { formatOz, splitBreakdown } from '../oz';
import { MONEY_PLACES, PERCENT_PLACES } from '../read/item-fields';
import { zitiert, type Gaeb2000Context } from './context';
import type { G2Block, G2Field } from './parse';
import { readDescription, richTextField } from './read-description';
import { readItem, readMarkupItem, type OzPlace } from './read-items';
import { isoDate, visitBlock } from './visit';

const BREAKDOWN_TYPES: Record<string, BreakdownType> = {
  los: 'Lot',
  lvstufe: 'BoQLevel',
  position: 'Item',
  index: 'Index',
};

/** #begin[LVGlied]: [Typ] Los/LVStufe/Position/Index, [Bez], [Laenge], [Num] Ja/Nein, [Ausrichtung]. */
function readBreakdown(ctx: Gaeb2000Context, block: G2Block): BreakdownLevel {
  const level: BreakdownLevel = { type: 'BoQLevel', label: null, length: 0, numeric: true, alignment: null };
  let sawType = false;
  visitBlock(ctx, block, {
    fields: {
      Typ: (field) => {
        sawType = true;
        const raw = ctx.text(field) ?? '';
        const type = BREAKDOWN_TYPES[raw.toLowerCase()];
        if (type === undefined)
          ctx.error(
            field,
            'invalid-value',
            `${zitiert(raw)} ist keine Gliederungsart (Los, LVStufe, Position, Index)`,
          );
        else level.type = type;
      },
      Bez: (field) => {
        level.label = ctx.text(field);
      },
      Laenge: (field) => {
        level.length = ctx.integer(field) ?? 0;
      },
      Num: (field) => {
        level.numeric = ctx.flag(field);
      },
      Ausrichtung: (field) => {
        const raw = (ctx.text(field) ?? '').toLowerCase();
        level.alignment = raw === 'links' ? 'left' : raw === 'rechts' ? 'right' : raw || null;
      },
    },
  });
  if (!sawType) ctx.error(block, 'missing-element', '[Typ] der Gliederungsstufe fehlt');
  return level;
}

type TotalKey = Exclude<keyof Totals, 'extensions' | 'extraAttributes'>;

/** #begin[Summen]: the totals a P84/P86 states (Gesamt, Nachlass, MwSt, Netto, Brutto). */
export function readTotals(ctx: Gaeb2000Context, block: G2Block): Totals {
  const totals = emptyTotals();
  const fields: Record<string, [TotalKey, number]> = {
    Gesamt: ['total', MONEY_PLACES],
    NachlassProz: ['discountPercent', PERCENT_PLACES],
    NachlassBetrag: ['discountAmount', MONEY_PLACES],
    GesamtNachNachlass: ['totalAfterDiscount', MONEY_PLACES],
    PauschalSumme: ['totalLumpSum', MONEY_PLACES],
    MwStProz: ['vatPercent', PERCENT_PLACES],
    Netto: ['totalNet', MONEY_PLACES],
    MwStBetrag: ['vatAmount', MONEY_PLACES],
    Brutto: ['totalGross', MONEY_PLACES],
  };
  const handlers: Record<string, (field: G2Field) => void> = {};
  for (const [tag, [key, places]] of Object.entries(fields)) {
    handlers[tag] = (field) => {
      totals[key] = ctx.decimal(field, places);
    };
  }
  visitBlock(ctx, block, { fields: handlers });
  return totals;
}

const OUTLINE_COMPLETENESS: Record<string, string> = {
  '1': 'AllTxt',
  alltxt: 'AllTxt',
  outtxt: 'OutTxt',
  detailtxt: 'DetailTxt',
};

/** [KurzLang] (DA XML OutlCompl): 1 = short and long texts (AllTxt); the DA XML values are taken as well. */
function outlineCompleteness(ctx: Gaeb2000Context, field: G2Field): string | null {
  const raw = ctx.text(field) ?? '';
  const value = OUTLINE_COMPLETENESS[raw.toLowerCase()];
  if (value === undefined)
    ctx.warn(field, `[KurzLang] ${zitiert(raw)} ist unbekannt und wurde nicht übernommen`);
  return value ?? null;
}

/** #begin[LVInfo]: name, label, date, the OZ breakdown (LVGlied), unit price components and totals. */
function readBoQInfo(ctx: Gaeb2000Context, block: G2Block): BoQInfo {
  const info = emptyBoqInfo();
  const componentLabels: Record<string, (field: G2Field) => void> = {};
  for (let index = 1; index <= 6; index++) {
    componentLabels[`BezEPAnteil${index}`] = (field) => {
      info.upComponentLabels.push({ index, label: ctx.text(field) ?? '', type: null });
    };
  }
  visitBlock(ctx, block, {
    fields: {
      ...componentLabels,
      Name: (field) => {
        info.name = ctx.text(field);
      },
      Bez: (field) => {
        info.label = ctx.text(field);
      },
      Datum: (field) => {
        info.date = isoDate(ctx.text(field));
      },
      AnzEPAnteile: (field) => {
        info.upComponentCount = ctx.integer(field);
      },
      KurzLang: (field) => {
        info.outlineCompleteness = outlineCompleteness(ctx, field);
      },
    },
    blocks: {
      LVGlied: (level) => info.breakdown.push(readBreakdown(ctx, level)),
      Summen: (totals) => {
        info.totals = readTotals(ctx, totals);
      },
    },
    // BezZeit (the unit of time of hourly items): the model has no place for it.
    ignored: ['BezZeit'],
  });
  return info;
}

/** #begin[Hinweistext]: a remark with its Beschreibung. */
function readRemark(ctx: Gaeb2000Context, block: G2Block): Remark {
  const remark: Remark = { kind: 'remark', id: ctx.nextId(), description: null };
  visitBlock(ctx, block, {
    blocks: {
      Beschreibung: (description) => {
        remark.description = readDescription(ctx, description);
      },
    },
  });
  return remark;
}

/**
 * Reads LV bodies. GAEB 2000 writes the whole OZ of every LVBereich and Position unsplit ("01020010"); the
 * LVGlied lengths split it into the RNoParts of the model, and the OZ is formatted as the XML reader does.
 */
class BodyReader {
  private readonly categoryLevels: BreakdownLevel[];
  private readonly itemLevel: BreakdownLevel | undefined;
  private readonly indexLevel: BreakdownLevel | undefined;

  constructor(
    private readonly ctx: Gaeb2000Context,
    private readonly breakdown: BreakdownLevel[],
  ) {
    const split = splitBreakdown(breakdown);
    this.categoryLevels = split.categoryLevels;
    this.itemLevel = split.itemLevel;
    this.indexLevel = split.indexLevel;
  }

  /** Characters of the OZ up to and including category level `depth` (0-based). */
  private categoryPrefixLength(depth: number): number | null {
    if (depth >= this.categoryLevels.length) return null;
    return this.categoryLevels.slice(0, depth + 1).reduce((sum, level) => sum + level.length, 0);
  }

  /** The own part of a raw OZ below `place`, per the breakdown; a mismatch is tolerated with a warning. */
  private ownPart(
    field: G2Field,
    raw: string,
    place: OzPlace,
    ownLength: number | null,
    fullLength: number | null,
  ) {
    const { ctx } = this;
    if (raw.includes('.')) {
      const parts = raw.split('.').map((part) => part.trim());
      if (parts.length < place.path.length + 1) {
        ctx.warn(field, `OZ ${zitiert(raw)} hat weniger Stufen als ihr Bereich; als eigene Stufe gelesen`);
        return { part: raw, rest: [] as string[] };
      }
      const prefix = parts.slice(0, place.path.length).join('.');
      if (place.path.length > 0 && prefix !== place.dotted)
        ctx.warn(field, `OZ ${zitiert(raw)} liegt nicht im Bereich ${place.dotted}`);
      return { part: parts[place.path.length] ?? '', rest: parts.slice(place.path.length + 1) };
    }
    if (fullLength !== null && raw.length >= fullLength && ownLength !== null) {
      if (place.raw !== '' && !raw.startsWith(place.raw))
        ctx.warn(field, `OZ ${zitiert(raw)} beginnt nicht mit der OZ ${zitiert(place.raw)} ihres Bereichs`);
      const start = fullLength - ownLength;
      return {
        part: raw.slice(start, fullLength).trim(),
        rest: [raw.slice(fullLength).trim()].filter(Boolean),
      };
    }
    if (ownLength !== null && raw.length === ownLength) return { part: raw.trim(), rest: [] as string[] };
    if (this.breakdown.length > 0)
      ctx.warn(
        field,
        `OZ ${zitiert(raw)} passt nicht zur Gliederung des LV (LVGlied); wie geschrieben gelesen`,
        'oz-breakdown',
      );
    const own =
      place.raw !== '' && raw.startsWith(place.raw) && raw.length > place.raw.length
        ? raw.slice(place.raw.length)
        : raw;
    return { part: own.trim(), rest: [] as string[] };
  }

  categoryPart(field: G2Field, raw: string, place: OzPlace): string {
    const depth = place.path.length;
    const level = this.categoryLevels[depth];
    return this.ownPart(field, raw, place, level?.length ?? null, this.categoryPrefixLength(depth)).part;
  }

  itemParts(
    field: G2Field,
    raw: string,
    place: OzPlace,
  ): { rNoPart: string; rNoIndex: string | null; asWritten?: true } {
    const depth = place.path.length;
    if (depth < this.categoryLevels.length && !raw.includes('.')) {
      // The OZ holds category parts there is no LVBereich for: it cannot be split into this place.
      this.ctx.warn(
        field,
        `OZ ${zitiert(raw)} steht nicht in einem Bereich der letzten Gliederungsstufe; wie geschrieben gelesen`,
      );
      return { rNoPart: raw, rNoIndex: null, asWritten: true };
    }
    const categories = depth === 0 ? 0 : this.categoryPrefixLength(depth - 1);
    const itemLength = this.itemLevel?.length ?? null;
    const full = itemLength === null || categories === null ? null : categories + itemLength;
    const { part, rest } = this.ownPart(field, raw, place, itemLength, full);
    const index = rest.join('');
    if (index !== '' && this.indexLevel === undefined && !raw.includes('.'))
      this.ctx.warn(
        field,
        `OZ ${zitiert(raw)} ist länger als die Gliederung; der Rest „${index}“ als Index gelesen`,
      );
    return { rNoPart: part, rNoIndex: index === '' ? null : index };
  }

  formatItemOz(place: OzPlace, rNoPart: string, rNoIndex: string | null): string {
    return formatOz([...place.path, rNoPart], this.breakdown, { index: rNoIndex });
  }

  /** The entries of an LV or LVBereich: subareas in `entries`, positions and remarks in source order. */
  body(block: G2Block, place: OzPlace): BoQBody {
    const { ctx } = this;
    const categories: Category[] = [];
    // Remarks with the subareas (a body of categories) or with the positions (an item list), in source order.
    const withCategories: (Category | Remark)[] = [];
    const listed: ItemlistEntry[] = [];
    for (const child of block.children) {
      if (child.kind !== 'block') continue;
      const name = child.name.toLowerCase();
      if (name === 'lvbereich') {
        const category = this.category(child, place);
        categories.push(category);
        withCategories.push(category);
      } else if (name === 'position') listed.push(readItem(ctx, child, place, this));
      else if (name === 'zuschlagsposition') listed.push(readMarkupItem(ctx, child, place, this));
      else if (name === 'hinweistext') {
        const remark = readRemark(ctx, child);
        listed.push(remark);
        withCategories.push(remark);
      }
    }
    const hasItems = listed.some((entry) => entry.kind !== 'remark');
    if (hasItems && categories.length > 0)
      ctx.warn(block, 'enthält Bereiche und Positionen nebeneinander; DA XML erlaubt nur eines davon');
    return hasItems ? { entries: categories, itemlist: listed } : { entries: withCategories, itemlist: null };
  }

  private category(block: G2Block, place: OzPlace): Category {
    const { ctx } = this;
    const depth = place.path.length;
    const levelDef = this.categoryLevels[depth];
    if (levelDef === undefined && this.categoryLevels.length > 0)
      ctx.warn(
        block,
        'Bereiche sind tiefer verschachtelt als die Gliederung des LV (LVGlied)',
        'deep-category',
      );
    const category: Category = {
      ...newCategory({
        id: ctx.nextId(),
        rNoPart: '',
        label: '',
        level: levelDef?.type === 'Lot' ? 'lot' : 'title',
      }),
      body: null,
    };
    const ozField = block.children.find(
      (child): child is G2Field => child.kind === 'field' && child.tag.toLowerCase() === 'oz',
    );
    const raw = ozField === undefined ? '' : ozField.value.trim();
    if (ozField === undefined || raw === '') {
      ctx.error(ozField ?? block, 'missing-element', 'die OZ des Bereichs fehlt ([OZ])');
    } else {
      category.rNoPart = this.categoryPart(ozField, raw, place);
    }
    const path = [...place.path, category.rNoPart];
    category.oz = formatOz(path, this.breakdown, { isItem: false });
    const inner: OzPlace = { path, raw: raw.includes('.') ? '' : raw, dotted: path.join('.') };
    ctx.within(`Bereich ${category.oz}`, () => {
      visitBlock(ctx, block, {
        fields: {
          OZ: () => undefined,
          Bez: (field) => {
            category.label = richTextField(ctx, field, 'LblTx');
          },
          Entfaellt: (field) => {
            category.notApplicable = ctx.flag(field);
          },
          GB: (field) => {
            const total = ctx.decimal(field, MONEY_PLACES);
            category.totals = { ...(category.totals ?? emptyTotals()), total };
          },
        },
        blocks: {
          Summen: (totals) => {
            category.totals = readTotals(ctx, totals);
          },
          LVBereich: () => undefined,
          Position: () => undefined,
          ZuschlagsPosition: () => undefined,
          Hinweistext: () => undefined,
        },
      });
      category.body = this.body(block, inner);
    });
    return category;
  }
}

/** #begin[LV]: LVInfo first (the breakdown is needed for the OZ), then the body. */
export function readBoQ(ctx: Gaeb2000Context, block: G2Block): BoQ {
  const boq: BoQ = { id: ctx.nextId(), info: emptyBoqInfo(), body: { entries: [], itemlist: null } };
  const infoBlock = block.children.find(
    (child): child is G2Block => child.kind === 'block' && child.name.toLowerCase() === 'lvinfo',
  );
  if (infoBlock) boq.info = readBoQInfo(ctx, infoBlock);
  else ctx.warn(block, 'das LV hat keinen Block #begin[LVInfo]; die OZ werden wie geschrieben gelesen');
  if (infoBlock && boq.info.breakdown.length === 0)
    ctx.warn(infoBlock, 'das LV hat keine Gliederung (LVGlied); die OZ werden wie geschrieben gelesen');
  visitBlock(ctx, block, {
    blocks: {
      LVInfo: () => undefined,
      LVBereich: () => undefined,
      Position: () => undefined,
      ZuschlagsPosition: () => undefined,
      Hinweistext: () => undefined,
    },
  });
  boq.body = new BodyReader(ctx, boq.info.breakdown).body(block, { path: [], raw: '', dotted: '' });
  return boq;
}
