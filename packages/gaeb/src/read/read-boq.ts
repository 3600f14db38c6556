import type {
  BoQ,
  BoQBody,
  BoQInfo,
  BreakdownLevel,
  BreakdownType,
  Category,
  ItemlistEntry,
  PreservedEntry,
  Totals,
} from '../model';
import { emptyBoqInfo, emptyTotals } from '../empty-model';
import { formatOz, splitBreakdown } from '../oz';
import { SHORT_TEXT_MAX } from '../text-bounds';
import type { XmlElement } from '../xml';
import { extraAttributes, readChildren, type ReadContext } from './context';
import type { ItemPlace } from './item-fields';
import { readMarkupItem, readPerformanceDescription, readRemark } from './read-entries';
import { readItem } from './read-items';
import { readRichText } from './read-text';
import { quoted } from './wording';

const BREAKDOWN_TYPES: readonly string[] = ['Lot', 'BoQLevel', 'Item', 'Index'];

function readBreakdown(ctx: ReadContext, el: XmlElement): BreakdownLevel {
  const level: BreakdownLevel = { type: 'BoQLevel', label: null, length: 0, numeric: true, alignment: null };
  let hasType = false;
  readChildren(ctx, el, level, (child) => {
    if (child.name === 'Type') {
      const type = ctx.text(child) ?? '';
      if (BREAKDOWN_TYPES.includes(type)) level.type = type as BreakdownType;
      else
        ctx.error(
          child,
          'invalid-value',
          `die LV-Gliederung hat eine Stufe der Art ${quoted(type)}; möglich sind Lot (Los), BoQLevel (Titel), ` +
            'Item (Position) und Index',
        );
      hasType = true;
    } else if (child.name === 'LblBoQBkdn') level.label = ctx.text(child);
    else if (child.name === 'Length') level.length = ctx.integer(child) ?? 0;
    else if (child.name === 'Num') level.numeric = ctx.flag(child);
    else if (child.name === 'Alignment') level.alignment = ctx.text(child);
    else return false;
    return true;
  });
  if (!hasType) {
    ctx.error(el, 'missing-element', 'bei einer Stufe der LV-Gliederung fehlt die Art (Element Type)');
  }
  return level;
}

/** Totals as the file states them. */
export function readTotals(ctx: ReadContext, el: XmlElement): Totals {
  const totals: Totals = emptyTotals();
  const fields: Record<string, [keyof Totals, number]> = {
    Total: ['total', 2],
    DiscountPcnt: ['discountPercent', 2],
    DiscountAmt: ['discountAmount', 2],
    TotAfterDisc: ['totalAfterDiscount', 2],
    TotalLSUM: ['totalLumpSum', 2],
    VAT: ['vatPercent', 2],
    TotalNet: ['totalNet', 2],
    VATAmount: ['vatAmount', 2],
    TotalGross: ['totalGross', 2],
  };
  readChildren(ctx, el, totals, (child) => {
    const field = fields[child.name];
    if (field === undefined) return false;
    (totals as unknown as Record<string, string | null>)[field[0]] = ctx.decimal(child, field[1]);
    return true;
  });
  return totals;
}

function readBoQInfo(ctx: ReadContext, el: XmlElement): BoQInfo {
  const info = emptyBoqInfo();
  readChildren(ctx, el, info, (child) => {
    const component = /^LblUPComp([1-6])$/.exec(child.name);
    if (component) {
      info.upComponentLabels.push({
        index: Number(component[1]),
        label: ctx.text(child) ?? '',
        type: child.attrs.Type ?? null,
      });
    } else if (child.name === 'Name') info.name = ctx.text(child);
    else if (child.name === 'LblBoQ') info.label = ctx.text(child);
    else if (child.name === 'Date') info.date = ctx.text(child);
    else if (child.name === 'OutlCompl') info.outlineCompleteness = ctx.text(child);
    else if (child.name === 'BoQBkdn') info.breakdown.push(readBreakdown(ctx, child));
    else if (child.name === 'NoUPComps') info.upComponentCount = ctx.integer(child);
    else if (child.name === 'Totals') info.totals = readTotals(ctx, child);
    else return false;
    return true;
  });
  if (info.name === null) ctx.warn(el, 'das LV hat keinen Namen (Element Name), obwohl GAEB einen verlangt');
  return info;
}

/** Reads a BoQBody with the RNoParts of the enclosing categories (for ordinal numbers). */
class BodyReader {
  private readonly categoryLevels: BreakdownLevel[];

  constructor(
    private readonly ctx: ReadContext,
    private readonly breakdown: BreakdownLevel[],
  ) {
    this.categoryLevels = splitBreakdown(breakdown).categoryLevels;
  }

  body(el: XmlElement, path: readonly string[]): BoQBody {
    const { ctx } = this;
    const body: BoQBody = { entries: [], itemlist: null };
    const extra = extraAttributes(el, []);
    if (extra) body.extraAttributes = extra;
    for (const child of el.children) {
      if (typeof child === 'string') {
        ctx.strayText(el, child);
      } else if (child.ns !== undefined) {
        this.preserve(body.entries, child);
      } else if (child.name === 'BoQCtgy') {
        body.entries.push(this.category(child, path));
      } else if (child.name === 'Remark') {
        body.entries.push(readRemark(ctx, child));
      } else if (child.name === 'PerfDescr') {
        body.entries.push(readPerformanceDescription(ctx, child));
      } else if (child.name === 'Itemlist') {
        if (body.itemlist !== null)
          ctx.warn(child, 'eine zweite Positionsliste (Itemlist) wurde an die erste angehängt');
        body.itemlist = [...(body.itemlist ?? []), ...this.itemlist(child, path)];
        const listExtra = extraAttributes(child, []);
        if (listExtra) body.itemlistExtraAttributes = listExtra;
      } else {
        this.preserve(body.entries, child);
      }
    }
    return body;
  }

  /** Keeps an element the model does not read as a preserved entry (bounded: see ReadContext.preserve). */
  private preserve(entries: { push(entry: PreservedEntry): number }, el: XmlElement): void {
    const element = this.ctx.preserve(el);
    if (element !== null) entries.push({ kind: 'preserved', element });
  }

  private itemlist(el: XmlElement, path: readonly string[]): ItemlistEntry[] {
    const { ctx, breakdown } = this;
    const place: ItemPlace = {
      formatItemOz: (rNoPart, rNoIndex) => formatOz([...path, rNoPart], breakdown, { index: rNoIndex }),
    };
    const entries: ItemlistEntry[] = [];
    for (const child of el.children) {
      if (typeof child === 'string') ctx.strayText(el, child);
      else if (child.ns !== undefined) this.preserve(entries, child);
      else if (child.name === 'Item') entries.push(readItem(ctx, child, place));
      else if (child.name === 'MarkupItem') entries.push(readMarkupItem(ctx, child, place));
      else if (child.name === 'Remark') entries.push(readRemark(ctx, child));
      else if (child.name === 'PerfDescr') entries.push(readPerformanceDescription(ctx, child));
      else this.preserve(entries, child);
    }
    return entries;
  }

  private category(el: XmlElement, path: readonly string[]): Category {
    const rNoPart = el.attrs.RNoPart?.trim() ?? '';
    const own = [...path, rNoPart];
    const levelDef = this.categoryLevels[path.length];
    const level = levelDef?.type === 'Lot' ? 'lot' : 'title';
    const oz = formatOz(own, this.breakdown, { isItem: false });
    return this.ctx.within(level, rNoPart === '' ? null : oz, () => {
      const { id } = this.ctx.identity(el, level === 'lot' ? 'das Los' : 'den Titel');
      if (levelDef === undefined && this.categoryLevels.length > 0) {
        this.ctx.warn(el, 'tiefer gegliedert als die LV-Gliederung erlaubt', 'deep-category');
      }
      const category: Category = {
        kind: 'category',
        id,
        rNoPart,
        oz,
        level,
        label: null,
        changeOrder: null,
        notApplicable: false,
        body: null,
        totals: null,
      };
      this.categoryContent(el, category, own);
      return category;
    });
  }

  private categoryContent(el: XmlElement, category: Category, own: readonly string[]): void {
    const { ctx } = this;
    const extra = extraAttributes(el, ['ID', 'RNoPart']);
    if (extra) category.extraAttributes = extra;
    let coNumber: string | null = null;
    let coStatus: string | null = null;
    readChildren(ctx, el, category, (child) => {
      if (child.name === 'LblTx') category.label = readRichText(ctx, ctx.boundedText(child, SHORT_TEXT_MAX));
      else if (child.name === 'CONo') coNumber = ctx.text(child);
      else if (child.name === 'COStatus') coStatus = ctx.text(child);
      else if (child.name === 'NotApplBoQ') category.notApplicable = ctx.flag(child);
      else if (child.name === 'BoQBody') category.body = this.body(child, own);
      else if (child.name === 'Totals') category.totals = readTotals(ctx, child);
      else return false;
      return true;
    });
    if (coNumber !== null) category.changeOrder = { number: coNumber, status: coStatus };
  }
}

/** BoQ: info with breakdown, then the body with categories and items (ordinal numbers computed). */
export function readBoQ(ctx: ReadContext, el: XmlElement): BoQ {
  const found: { info?: BoQInfo; body?: XmlElement } = {};
  const boq: BoQ = {
    id: el.attrs.ID?.trim() ?? '',
    info: emptyBoqInfo(),
    body: { entries: [], itemlist: null },
  };
  const extra = extraAttributes(el, ['ID']);
  if (extra) boq.extraAttributes = extra;
  readChildren(ctx, el, boq, (child) => {
    if (child.name === 'BoQInfo') found.info = readBoQInfo(ctx, child);
    else if (child.name === 'BoQBody') found.body = child;
    else return false;
    return true;
  });
  if (found.info) boq.info = found.info;
  else {
    ctx.warn(
      el,
      'das LV hat keine LV-Angaben (BoQInfo) und damit keine Gliederung; die Ordnungszahlen wurden so ' +
        'übernommen, wie sie in der Datei stehen',
    );
  }
  if (found.body) boq.body = new BodyReader(ctx, boq.info.breakdown).body(found.body, []);
  else ctx.warn(el, 'das LV enthält keine Titel und Positionen (BoQBody fehlt)');
  return boq;
}
