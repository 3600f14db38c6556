/**
 * GAEB DA XML 3.3 files built from plain entries, for the matching tests and the matching benchmark: a tender
 * (X83) of items with OZ, texts, unit, quantity and STLB-Bau number. Test and benchmark code only; the product
 * reads and writes GAEB with @vendoc/gaeb.
 */
import { randomUUID } from 'node:crypto';

/** An item of the file: OZ with one part per breakdown level ("01.02.0010"), texts, unit, quantity. */
export interface GaebFixtureEntry {
  oz: string;
  shortText: string;
  longText?: string | undefined;
  unit: string;
  qty: string;
  /** STLB-Bau reference ("039-2110-04"); written as the StLNo (digits only, as the schema wants them). */
  stlb?: string | undefined;
  unitPrice?: string | undefined;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const paragraphs = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p><span>${escapeXml(line)}</span></p>`)
    .join('');

interface Level {
  entries: GaebFixtureEntry[];
  children: Map<string, Level>;
}

function itemXml(entry: GaebFixtureEntry, rNoPart: string): string {
  const stlb = entry.stlb === undefined ? '' : `<StLNo>${entry.stlb.replace(/\D/g, '')}</StLNo>`;
  const long = paragraphs(entry.longText ?? '');
  return [
    `<Item ID="I${randomUUID().replaceAll('-', '')}" RNoPart="${rNoPart}"><Qty>${entry.qty}</Qty>`,
    `<QU>${escapeXml(entry.unit)}</QU>`,
    entry.unitPrice === undefined ? '' : `<UP>${entry.unitPrice}</UP>`,
    `<Description>${stlb}<CompleteText>`,
    long === '' ? '' : `<DetailTxt><Text>${long}</Text></DetailTxt>`,
    `<OutlineText><OutlTxt><TextOutlTxt><p><span>${escapeXml(entry.shortText)}</span></p></TextOutlTxt>`,
    '</OutlTxt></OutlineText></CompleteText></Description></Item>',
  ].join('');
}

/**
 * An X83 with the entries under categories by their OZ: every part but the last is a category level, the last
 * the item; each level is as long as its longest part. All OZ need the same number of parts (at least two).
 */
export function gaebX83(entries: readonly GaebFixtureEntry[], name = 'Ausschreibung'): string {
  const parts = entries.map((entry) => entry.oz.split('.'));
  const depth = parts[0]?.length ?? 2;
  if (depth < 2 || parts.some((p) => p.length !== depth))
    throw new Error('every OZ needs the same number of parts, at least two');
  const lengths = Array.from({ length: depth }, (_, level) =>
    Math.max(...parts.map((p) => p[level]!.length)),
  );
  const root: Level = { entries: [], children: new Map() };
  entries.forEach((entry, index) => {
    let level = root;
    for (const part of parts[index]!.slice(0, -1)) {
      let child = level.children.get(part);
      if (child === undefined) level.children.set(part, (child = { entries: [], children: new Map() }));
      level = child;
    }
    level.entries.push(entry);
  });
  const out: string[] = [];
  const write = (level: Level, path: string[]) => {
    for (const [part, child] of level.children) {
      const id = [...path, part].join('');
      out.push(
        `<BoQCtgy ID="C${id}" RNoPart="${part}"><LblTx><p><span>Titel ${[...path, part].join('.')}</span></p>`,
      );
      out.push('</LblTx><BoQBody>');
      if (child.children.size > 0) write(child, [...path, part]);
      else {
        out.push('<Itemlist>');
        for (const entry of child.entries) out.push(itemXml(entry, entry.oz.split('.').at(-1)!));
        out.push('</Itemlist>');
      }
      out.push('</BoQBody></BoQCtgy>');
    }
  };
  write(root, []);
  const breakdown = lengths
    .map(
      (length, level) =>
        `<BoQBkdn><Type>${level === depth - 1 ? 'Item' : 'BoQLevel'}</Type><Length>${length}</Length><Num>Yes</Num></BoQBkdn>`,
    )
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">',
    '<GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2024-03-18</Date>',
    '<ProgSystem>VenDoc Test</ProgSystem></GAEBInfo>',
    `<PrjInfo><NamePrj>${escapeXml(name)}</NamePrj><LblPrj>${escapeXml(name)}</LblPrj><Cur>EUR</Cur></PrjInfo>`,
    '<Award><DP>83</DP><AwardInfo><Cur>EUR</Cur></AwardInfo>',
    `<BoQ ID="B1"><BoQInfo><Name>${escapeXml(name)}</Name><LblBoQ>${escapeXml(name)}</LblBoQ>`,
    `<OutlCompl>AllTxt</OutlCompl>${breakdown}</BoQInfo><BoQBody>`,
    ...out,
    '</BoQBody></BoQ></Award></GAEB>\n',
  ].join('');
}
