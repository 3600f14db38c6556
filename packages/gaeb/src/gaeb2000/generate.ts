// Test support (and the 20,000-item benchmark): writes a GAEB 2000 file from the model, in the tags the reader
// reads (docs/decisions/0034-gaeb2000-reader.md). Not an export of the product: VenDoc exports DA XML.
import type {
  Address,
  BoQ,
  BoQBody,
  Category,
  GaebDocument,
  Item,
  ItemlistEntry,
  MarkupItem,
  Remark,
} from '../model';
import type { Description, RichBlock, RichInline, RichText, TextComplement } from '../model-text';
import { formatOzPart, splitBreakdown } from '../oz';
import { plainText } from '../rich-text';
import { WINDOWS_1252 } from './decode';

export type Gaeb2000Phase = 81 | 83 | 84 | 86;

export interface GenerateGaeb2000Options {
  phase: Gaeb2000Phase;
  /** Windows-1252 ("ANSI", the default) or UTF-8; characters Windows-1252 lacks are written as &#N;. */
  encoding?: 'windows-1252' | 'utf-8';
  /** Date and time in GAEBInfo; default now. */
  now?: Date;
  /** Line end; default CRLF as Windows programs write. */
  newline?: string;
}

export interface GeneratedGaeb2000 {
  text: string;
  bytes: Uint8Array;
}

const withPrices = (phase: Gaeb2000Phase): boolean => phase === 84 || phase === 86;

/** "12.500" -> "12,500" (GAEB 2000 writes a decimal comma). */
const german = (value: string): string => value.replace('.', ',');

/** Plain field text: "[" and "&#" would end or change the field, so they are written as references. */
const escapePlain = (text: string): string => text.replaceAll('&#', '&#38;#').replaceAll('[', '&#91;');

function rtfEscape(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const c = text[i] ?? '';
    if (c === '\\' || c === '{' || c === '}') out += `\\${c}`;
    else if (c === '\t') out += '\\tab ';
    else if (code > 127) out += `\\u${code > 32767 ? code - 65536 : code}?`;
    else out += c;
  }
  return escapePlain(out);
}

function rtfInline(inline: RichInline): string {
  if (inline.type === 'break') return '\\line ';
  if (inline.type === 'image') return '';
  if (inline.type === 'complement') return rtfEscape(plainText([{ type: 'paragraph', inlines: [inline] }]));
  const on = `${inline.bold ? '\\b' : ''}${inline.italic ? '\\i' : ''}${inline.underline ? '\\ul' : ''}`;
  return on === '' ? rtfEscape(inline.text) : `{${on} ${rtfEscape(inline.text)}}`;
}

function rtfBlock(block: RichBlock): string[] {
  if (block.type === 'paragraph') return [block.inlines.map(rtfInline).join('')];
  return plainText([block]).split('\n').map(rtfEscape);
}

/** Plain when every paragraph is unstyled text without breaks, else RTF (bold, italic, underline, breaks). */
function fieldText(text: RichText | null): string {
  const blocks = text?.blocks ?? [];
  const plain = blocks.every(
    (block) =>
      block.type === 'paragraph' &&
      block.inlines.every(
        (inline) => inline.type === 'text' && !inline.bold && !inline.italic && !inline.underline,
      ),
  );
  if (plain) return blocks.map((block) => escapePlain(plainText([block]))).join('\n');
  const paragraphs = blocks.flatMap(rtfBlock);
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}\n${paragraphs.join('\\par\n')}\\par}`;
}

class Writer {
  private readonly lines: string[] = [];
  private depth = 0;

  begin(name: string): void {
    this.lines.push(`${' '.repeat(this.depth)}#begin[${name}]`);
    this.depth++;
  }

  end(name: string): void {
    this.depth--;
    this.lines.push(`${' '.repeat(this.depth)}#end[${name}]`);
  }

  /** A field; nothing for null. Multi-line values start on their own line. */
  field(tag: string, value: string | number | null | undefined, raw = false): void {
    if (value === null || value === undefined) return;
    const text = raw ? String(value) : escapePlain(String(value));
    this.lines.push(`${' '.repeat(this.depth)}[${tag}]${text}[end]`);
  }

  flag(tag: string, value: boolean): void {
    if (value) this.field(tag, 'Ja');
  }

  decimal(tag: string, value: string | null | undefined): void {
    if (value !== null && value !== undefined) this.field(tag, german(value));
  }

  text(newline: string): string {
    return this.lines.join(newline) + newline;
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

class Generator {
  readonly out = new Writer();

  constructor(
    private readonly phase: Gaeb2000Phase,
    private readonly boq: BoQ | null,
  ) {}

  /** The OZ unsplit ("01020010") when every part fits its LVGlied length, else dotted (the reader takes both). */
  oz(parts: readonly string[], isItem: boolean, index: string | null): string {
    const breakdown = this.boq?.info.breakdown ?? [];
    const { categoryLevels, itemLevel, indexLevel } = splitBreakdown(breakdown);
    const levels = parts.map((_, i) => (isItem && i === parts.length - 1 ? itemLevel : categoryLevels[i]));
    const all = index === null ? [...parts] : [...parts, index];
    const allLevels = index === null ? levels : [...levels, indexLevel];
    const fixed = all.map((part, i) => {
      const level = allLevels[i];
      if (level === undefined) return null;
      const formatted = formatOzPart(part, level);
      return formatted.length <= level.length ? formatted.padStart(level.length, ' ') : null;
    });
    if (breakdown.length > 0 && fixed.every((part) => part !== null)) return fixed.join('');
    return all.map((part, i) => formatOzPart(part, allLevels[i])).join('.');
  }

  description(description: Description | null): void {
    if (description === null || this.phase === 84) return;
    const { out } = this;
    out.begin('Beschreibung');
    out.field('StlNr', description.wicNo);
    const outline = description.completeText?.outline ?? description.outline;
    if (outline) out.field('Kurztext', fieldText(outline), true);
    for (const part of description.completeText?.detail?.parts ?? []) {
      if (part.kind === 'text') out.field('Langtext', fieldText(part.text), true);
      else if (part.kind === 'complement') this.complement(part.complement);
    }
    out.end('Beschreibung');
  }

  complement(complement: TextComplement): void {
    const { out } = this;
    out.begin('TextErgaenzung');
    out.field('Kennung', complement.markLabel);
    out.field('Art', complement.kind === 'Bidder' ? 'AN' : 'AG');
    if (complement.caption) out.field('Vortext', fieldText(complement.caption), true);
    if (!complement.empty && complement.body) out.field('Text', fieldText(complement.body), true);
    if (complement.tail) out.field('Nachtext', fieldText(complement.tail), true);
    out.end('TextErgaenzung');
  }

  alternative(entry: Item | MarkupItem): void {
    if (entry.alternative === null) return;
    this.out.field('ALNGruppe', entry.alternative.group);
    this.out.field('ALNNr', entry.alternative.serial);
  }

  provisional(entry: Item | MarkupItem): void {
    if (entry.provisional !== null)
      this.out.field('Bedarfspos', entry.provisional === 'WithTotal' ? 'MitGB' : 'OhneGB');
  }

  item(item: Item, path: readonly string[]): void {
    const { out } = this;
    const prices = withPrices(this.phase);
    out.begin('Position');
    out.field('OZ', this.oz([...path, item.rNoPart], true, item.rNoIndex));
    this.provisional(item);
    out.flag('Pauschal', item.lumpSum);
    out.flag('Stundenlohn', item.hourly);
    this.alternative(item);
    out.flag('Schwerpunkt', item.keyItem);
    out.flag('Zuschlagsfaehig', item.markedUp);
    out.flag('Entfaellt', item.notApplicable);
    out.flag('MengeOffen', item.qtyTbd);
    out.flag('EPAufgliederung', item.upBreakdownRequested);
    if (this.phase !== 84 || item.qtyTbd) {
      out.decimal('Menge', item.qty);
      out.field('ME', item.unit);
    }
    if (prices) {
      out.flag('NichtAngeboten', item.notOffered);
      out.decimal('EP', item.up);
      out.decimal('GB', item.it);
      item.upComponents.forEach((value, i) => out.decimal(`EPAnteil${i + 1}`, value));
      out.decimal('Nachlass', item.discountPercent);
    }
    if (this.phase !== 84) out.decimal('MwSt', item.vat);
    this.description(item.description);
    if (prices)
      for (const comment of item.bidderComments) out.field('Bieterkommentar', fieldText(comment), true);
    out.end('Position');
  }

  markup(item: MarkupItem, path: readonly string[]): void {
    const { out } = this;
    out.begin('ZuschlagsPosition');
    out.field('OZ', this.oz([...path, item.rNoPart], true, item.rNoIndex));
    this.provisional(item);
    this.alternative(item);
    out.field('ZuschlagsArt', item.markupType);
    if (withPrices(this.phase)) {
      out.decimal('ZuschlagsBasis', item.markupBase);
      out.decimal('Zuschlag', item.markupPercent);
      out.decimal('GB', item.it);
    }
    this.description(item.description);
    out.end('ZuschlagsPosition');
  }

  remark(remark: Remark): void {
    if (this.phase === 84) return;
    this.out.begin('Hinweistext');
    this.description(remark.description);
    this.out.end('Hinweistext');
  }

  entry(entry: ItemlistEntry | BoQBody['entries'][number], path: readonly string[]): void {
    if (entry.kind === 'category') this.category(entry, path);
    else if (entry.kind === 'item') this.item(entry, path);
    else if (entry.kind === 'markupItem') this.markup(entry, path);
    else if (entry.kind === 'remark') this.remark(entry);
  }

  body(body: BoQBody, path: readonly string[]): void {
    for (const entry of body.entries) this.entry(entry, path);
    for (const entry of body.itemlist ?? []) this.entry(entry, path);
  }

  category(category: Category, path: readonly string[]): void {
    const { out } = this;
    const own = [...path, category.rNoPart];
    out.begin('LVBereich');
    out.field('OZ', this.oz(own, false, null));
    if (category.label && this.phase !== 84) out.field('Bez', fieldText(category.label), true);
    out.flag('Entfaellt', category.notApplicable);
    if (withPrices(this.phase)) out.decimal('GB', category.totals?.total);
    if (category.body) this.body(category.body, own);
    out.end('LVBereich');
  }

  address(block: string, address: Address | null | undefined): void {
    if (!address) return;
    const { out } = this;
    out.begin(block);
    out.begin('Adresse');
    const fields: [string, string | null][] = [
      ['Name1', address.name1],
      ['Name2', address.name2],
      ['Name3', address.name3],
      ['Name4', address.name4],
      ['Strasse', address.street],
      ['PLZ', address.postalCode],
      ['Ort', address.city],
      ['Land', address.country],
      ['Kontakt', address.contact],
      ['Telefon', address.phone],
      ['Fax', address.fax],
      ['Email', address.email],
      ['UStID', address.vatId],
    ];
    for (const [tag, value] of fields) out.field(tag, value);
    out.end('Adresse');
    out.end(block);
  }

  lv(boq: BoQ): void {
    const { out } = this;
    const { info } = boq;
    out.begin('LV');
    out.begin('LVInfo');
    out.field('Name', info.name);
    out.field('Bez', info.label);
    out.field('Datum', germanDate(info.date));
    out.field('KurzLang', info.outlineCompleteness === 'AllTxt' ? '1' : info.outlineCompleteness);
    out.field('AnzEPAnteile', info.upComponentCount);
    for (const label of info.upComponentLabels) out.field(`BezEPAnteil${label.index}`, label.label);
    for (const level of info.breakdown) {
      out.begin('LVGlied');
      const type = { Lot: 'Los', BoQLevel: 'LVStufe', Item: 'Position', Index: 'Index' }[level.type];
      out.field('Typ', type);
      out.field('Bez', level.label);
      out.field('Laenge', level.length);
      out.field('Num', level.numeric ? 'Ja' : 'Nein');
      out.field(
        'Ausrichtung',
        level.alignment === 'left' ? 'links' : level.alignment === 'right' ? 'rechts' : level.alignment,
      );
      out.end('LVGlied');
    }
    const totals = info.totals;
    if (totals && withPrices(this.phase)) {
      out.begin('Summen');
      out.decimal('Gesamt', totals.total);
      out.decimal('NachlassProz', totals.discountPercent);
      out.decimal('NachlassBetrag', totals.discountAmount);
      out.decimal('GesamtNachNachlass', totals.totalAfterDiscount);
      out.decimal('PauschalSumme', totals.totalLumpSum);
      out.decimal('MwStProz', totals.vatPercent);
      out.decimal('Netto', totals.totalNet);
      out.decimal('MwStBetrag', totals.vatAmount);
      out.decimal('Brutto', totals.totalGross);
      out.end('Summen');
    }
    out.end('LVInfo');
    this.body(boq.body, []);
    out.end('LV');
  }
}

/** "2024-01-15" -> "15.01.2024"; other values as they are. */
function germanDate(value: string | null): string | null {
  const match = value === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match === null ? value : `${match[3]}.${match[2]}.${match[1]}`;
}

const WINDOWS_1252_BYTES = new Map(WINDOWS_1252.map((char, byte) => [char, byte]));

/** Windows-1252 bytes; a character it lacks as &#N; (which the reader resolves). */
function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = WINDOWS_1252_BYTES.get(char);
    if (byte !== undefined) bytes.push(byte);
    else for (const ref of `&#${char.codePointAt(0) ?? 63};`) bytes.push(ref.charCodeAt(0));
  }
  return Uint8Array.from(bytes);
}

/**
 * A GAEB 2000 file (P81, P83, P84 or P86) of the document: GAEBInfo, PrjInfo, Vergabe with VergabeInfo, AG, AN
 * (84/86), LVInfo with the LVGlied breakdown and the LV tree. P81/P83 without prices, P84 with OZ and prices only
 * (quantities where the bidder determines them), P86 everything. Long and short texts go as plain text when they
 * have no formatting, else as RTF.
 */
export function generateGaeb2000(doc: GaebDocument, options: GenerateGaeb2000Options): GeneratedGaeb2000 {
  const { phase } = options;
  const encoding = options.encoding ?? 'windows-1252';
  const now = options.now ?? new Date();
  const award = doc.award;
  const generator = new Generator(phase, award?.boq ?? null);
  const { out } = generator;
  out.begin('GAEB');
  out.begin('GAEBInfo');
  out.field('Version', '1.2');
  out.field('VersMon', '11');
  out.field('VersJahr', '2001');
  out.field('Datum', `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`);
  out.field('Uhrzeit', `${pad(now.getHours())}:${pad(now.getMinutes())}`);
  out.field('ProgSystem', 'VenDoc');
  out.field('Zeichensatz', encoding === 'utf-8' ? 'UTF-8' : 'ANSI');
  out.end('GAEBInfo');
  if (doc.project) {
    out.begin('PrjInfo');
    out.field('Name', doc.project.name);
    out.field('Bez', doc.project.label);
    out.field('Wae', doc.project.currency);
    out.field('WaeBez', doc.project.currencyLabel);
    out.end('PrjInfo');
  }
  out.begin('Vergabe');
  out.field('DP', String(phase));
  if (award?.info) {
    out.begin('VergabeInfo');
    out.field('Wae', award.info.currency);
    out.field('WaeBez', award.info.currencyLabel);
    out.field('AngDatum', germanDate(award.info.bidDate));
    out.field('AusfBeginn', germanDate(award.info.constructionStart));
    out.field('AusfEnde', germanDate(award.info.constructionEnd));
    out.field('AuftrNr', award.info.contractNo);
    out.field('AuftrDatum', germanDate(award.info.contractDate));
    out.end('VergabeInfo');
  }
  generator.address('AG', award?.owner?.address);
  if (withPrices(phase)) generator.address('AN', award?.contractor?.address);
  if (award?.boq) generator.lv(award.boq);
  out.end('Vergabe');
  out.end('GAEB');
  const text = out.text(options.newline ?? '\r\n');
  return { text, bytes: encoding === 'utf-8' ? new TextEncoder().encode(text) : encodeWindows1252(text) };
}
