import { describe, expect, it } from 'vitest';
import { boqItems } from '../boq-walk';
import type { GaebDocument } from '../model';
import { decodeGaeb2000Bytes } from './decode';
import { generateGaeb2000 } from './generate';
import { readGaeb2000 } from './reader';
import { boqView, corpusBytes, corpusNames } from './test-support';

/** Every block and field the reader reads, by the block it belongs to (decision 0034). */
const READ: Record<string, string[]> = {
  GAEBInfo: ['Version', 'VersMon', 'VersJahr', 'Datum', 'Uhrzeit', 'ProgSystem', 'ProgName', 'Zeichensatz'],
  PrjInfo: ['Name', 'Bez', 'Beschreib', 'Wae', 'WaeBez'],
  Vergabe: ['DP', '#VergabeInfo', '#AG', '#AN', '#LV'],
  VergabeInfo: ['Wae', 'WaeBez', 'AngDatum', 'AusfBeginn', 'AusfEnde', 'AuftrNr', 'AuftrDatum'],
  Adresse: [
    'Name1',
    'Name2',
    'Name3',
    'Name4',
    'Strasse',
    'PLZ',
    'Ort',
    'Land',
    'Kontakt',
    'Telefon',
    'Fax',
    'Email',
    'UStID',
  ],
  LVInfo: [
    'Name',
    'Bez',
    'Datum',
    'KurzLang',
    'BezZeit',
    'AnzEPAnteile',
    'BezEPAnteil1',
    'BezEPAnteil2',
    '#LVGlied',
    '#Summen',
  ],
  LVGlied: ['Typ', 'Bez', 'Laenge', 'Num', 'Ausrichtung'],
  LVBereich: [
    'OZ',
    'Bez',
    'Entfaellt',
    'GB',
    '#Summen',
    '#LVBereich',
    '#Position',
    '#ZuschlagsPosition',
    '#Hinweistext',
  ],
  Summen: [
    'Gesamt',
    'NachlassProz',
    'NachlassBetrag',
    'GesamtNachNachlass',
    'PauschalSumme',
    'MwStProz',
    'Netto',
    'MwStBetrag',
    'Brutto',
  ],
  Position: [
    'OZ',
    'Menge',
    'ME',
    'EP',
    'GB',
    'EPAnteil1',
    'EPAnteil2',
    'Nachlass',
    'MwSt',
    'Bedarfspos',
    'Pauschal',
    'Stundenlohn',
    'ALNGruppe',
    'ALNNr',
    'Schwerpunkt',
    'Zuschlagsfaehig',
    'Entfaellt',
    'NichtAngeboten',
    'MengeOffen',
    'EPAufgliederung',
    'Bieterkommentar',
    '#Beschreibung',
  ],
  ZuschlagsPosition: [
    'OZ',
    'ZuschlagsArt',
    'ZuschlagsBasis',
    'Zuschlag',
    'GB',
    'Bedarfspos',
    'ALNGruppe',
    'ALNNr',
    '#Beschreibung',
  ],
  Hinweistext: ['#Beschreibung'],
  Beschreibung: ['StlNr', 'Kurztext', 'Langtext', '#TextErgaenzung'],
  TextErgaenzung: ['Kennung', 'Art', 'Vortext', 'Text', 'Nachtext'],
};

/** Pairs "Block/Tag" (and "Block/#Child") the corpus files contain, from the raw text. */
function pairsInCorpus(): Set<string> {
  const pairs = new Set<string>();
  for (const name of corpusNames('').filter((file) => /\.p8\d$/i.test(file))) {
    const stack: string[] = [];
    for (const line of decodeGaeb2000Bytes(corpusBytes(name)).text.split(/\r?\n/)) {
      const begin = /^\s*#begin\[([^\]]+)\]/.exec(line);
      const end = /^\s*#end\[/.exec(line);
      const field = /^\s*\[([^\]]+)\]/.exec(line);
      if (begin?.[1]) {
        if (stack.length > 0) pairs.add(`${stack.at(-1)}/#${begin[1]}`);
        stack.push(begin[1]);
      } else if (end) stack.pop();
      else if (field?.[1] && stack.length > 0) pairs.add(`${stack.at(-1)}/${field[1]}`);
    }
  }
  return pairs;
}

describe('the corpus', () => {
  it('has every block and tag the reader reads', () => {
    const pairs = pairsInCorpus();
    const missing = Object.entries(READ).flatMap(([block, tags]) =>
      tags.map((tag) => `${block}/${tag}`).filter((pair) => !pairs.has(pair)),
    );
    expect(missing).toEqual([]);
  });

  it('reads every file without a warning about an unknown tag', () => {
    for (const name of corpusNames('').filter((file) => /\.p8\d$/i.test(file))) {
      const unknown = readGaeb2000(corpusBytes(name)).warnings.filter((warning) =>
        /nicht gelesen/.test(warning.message),
      );
      expect(unknown, name).toEqual([]);
    }
  });
});

describe('scale', () => {
  it('a generated P86 of 2,000 positions reads back into the same BoQ', () => {
    const tender = readGaeb2000(corpusBytes('tender.p83')).document;
    const boq = tender.award?.boq;
    if (!boq) throw new Error('no LV');
    const template = boqItems(boq).find((item) => item.oz === '01.01.0010');
    if (template?.kind !== 'item') throw new Error('template missing');
    const items = Array.from({ length: 2000 }, (_, i) => ({
      ...template,
      id: `I${i}`,
      rNoPart: String(i + 1).padStart(4, '0'),
      oz: `01.${String(i + 1).padStart(4, '0')}`,
      qty: `${i}.125`,
      up: '12.345',
      it: null,
    }));
    const big: GaebDocument = {
      ...tender,
      award: tender.award && {
        ...tender.award,
        boq: {
          ...boq,
          info: { ...boq.info, breakdown: boq.info.breakdown.slice(1) },
          body: {
            entries: [
              {
                ...boq.body.entries[0],
                body: { entries: [], itemlist: items },
              } as (typeof boq.body.entries)[number],
            ],
            itemlist: null,
          },
        },
      },
    };
    const generated = generateGaeb2000(big, { phase: 86 });
    const back = readGaeb2000(generated.bytes);
    expect(back.warnings).toEqual([]);
    const backBoq = back.document.award?.boq;
    const bigBoq = big.award?.boq;
    if (!backBoq || !bigBoq) throw new Error('no LV');
    expect(boqItems(backBoq)).toHaveLength(2000);
    const [view, expected] = [boqView(backBoq), boqView(bigBoq)];
    // Compared entry by entry: a failure names the first entry that differs instead of diffing all 2,000.
    expect(view.info).toEqual(expected.info);
    expect(view.entries.length).toBe(expected.entries.length);
    view.entries.forEach((entry, i) => expect(entry).toEqual(expected.entries[i]));
  }, 60_000);
});
