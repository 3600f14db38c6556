import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText, shortText } from './boq-walk';
import { GaebReadError, type GaebWarning } from './errors';
import type { Item } from './model';
import { readGaeb } from './reader';
import { plainText } from './rich-text';
import { sampleNames, sampleText } from './test-support/samples';
import { LONG_TEXT_MAX, PRESERVED_TOTAL_MAX, SHORT_TEXT_MAX } from './text-bounds';

/** Warnings that say text was changed: cut, removed characters, left out. */
const BOUND_WARNING = /gekürzt|entfernt|weggelassen/;
const boundWarnings = (warnings: readonly GaebWarning[]) =>
  warnings.filter((warning) => BOUND_WARNING.test(warning.message));

const tender = sampleText('boq.x83');
const firstItem = (xml: string) =>
  boqItems(readGaeb(xml).document.award!.boq!).find((entry): entry is Item => entry.kind === 'item')!;

describe('bounds of imported texts', () => {
  it.each(sampleNames().filter((name) => name !== 'nonconforming.x83'))(
    'reads the real sample %s without cutting or removing anything',
    (name) => {
      expect(boundWarnings(readGaeb(sampleText(name)).warnings)).toEqual([]);
    },
  );

  it('cuts a huge BoQ name to the limit of a name, naming element and line', () => {
    const name = 'Leistungsverzeichnis '.repeat(50_000);
    const { document, warnings } = readGaeb(tender.replace('LV-Testhalle', name));
    expect(document.award?.boq?.info.name).toBe(name.trim().slice(0, SHORT_TEXT_MAX));
    expect(boundWarnings(warnings)).toEqual([
      {
        message: 'Der Name des LV wurde von 1.049.999 auf 2.000 Zeichen gekürzt',
        element: 'Name',
        line: 12,
        column: expect.any(Number),
      },
    ]);
  });

  it('cuts a long text at the limit, naming the OZ, and keeps a long text below it whole', () => {
    const below = 'Wand '.repeat(LONG_TEXT_MAX / 5 - 100);
    expect(longText(firstItem(tender.replace('Boden loesen und lagern.', below)).description)).toContain(
      below.trim(),
    );
    const above = 'Wand '.repeat(LONG_TEXT_MAX / 2);
    const { document, warnings } = readGaeb(tender.replace('Boden loesen und lagern.', above));
    const item = boqItems(document.award!.boq!).find((entry): entry is Item => entry.kind === 'item')!;
    expect(longText(item.description).length).toBeLessThanOrEqual(LONG_TEXT_MAX);
    expect(longText(item.description).startsWith('Wand Wand')).toBe(true);
    expect(boundWarnings(warnings)).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^Position 01\.02\.0010: der Langtext wurde von \d{3}\.\d{3} auf 64\.000 Zeichen gekürzt$/,
        ),
        element: 'DetailTxt',
        oz: '01.02.0010',
      }),
    ]);
  });

  it('counts markup, so empty elements cannot stand in for text', () => {
    const spans = '<span/>'.repeat(LONG_TEXT_MAX * 2);
    const { warnings } = readGaeb(tender.replace('<span>Boden loesen und lagern.</span>', spans));
    expect(boundWarnings(warnings)).toHaveLength(1);
  });

  it('does not count an embedded image as text', () => {
    const image = `<image Type="image/png">${'QUFB'.repeat(40_000)}</image>`;
    const xml = tender.replace('<span>Boden loesen und lagern.</span>', `<span>Skizze</span>${image}`);
    const { warnings } = readGaeb(xml);
    expect(boundWarnings(warnings)).toEqual([]);
  });

  it('cuts a short text and a category label at the limit of a short text, naming the OZ', () => {
    const long = 'Erdarbeiten '.repeat(500);
    const xml = tender
      .replace('<span>Erdarbeiten</span>', `<span>${long}</span>`)
      .replace('<span>Boden loesen</span>', `<span>${long}</span>`);
    const { document, warnings } = readGaeb(xml);
    const boq = document.award!.boq!;
    expect(plainText(boqCategories(boq)[0]!.label)).toBe(long.slice(0, SHORT_TEXT_MAX - 2).trim());
    expect(shortText(firstItem(xml).description)).toBe(long.slice(0, SHORT_TEXT_MAX - 4).trim());
    // Sizes count the elements: LblTx holds p and span, OutlineText OutlTxt, TextOutlTxt, p and span.
    expect(boundWarnings(warnings).map((warning) => warning.message)).toEqual([
      'Titel 01: die Bezeichnung wurde von 6.002 auf 2.000 Zeichen gekürzt',
      'Position 01.02.0010: der Kurztext wurde von 6.004 auf 2.000 Zeichen gekürzt',
    ]);
  });

  it('cuts an over-long attribute value and never splits a surrogate pair', () => {
    const value = `${'x'.repeat(SHORT_TEXT_MAX - 1)}😀tail`;
    const { document, warnings } = readGaeb(
      tender.replace('<BoQ ID="B1">', `<BoQ ID="B1" Vendor="${value}">`),
    );
    expect(document.award?.boq?.extraAttributes?.['Vendor']).toBe('x'.repeat(SHORT_TEXT_MAX - 1));
    expect(boundWarnings(warnings).map((warning) => warning.message)).toEqual([
      'Das Attribut Vendor von BoQ wurde von 2.005 auf 2.000 Zeichen gekürzt',
    ]);
  });

  it('bounds elements kept unread: each, and all of them together', () => {
    const vendor = (text: string) => `<v:Note xmlns:v="urn:vendor">${text}</v:Note>`;
    const one = readGaeb(
      tender.replace('<OutlCompl>', `${vendor('x'.repeat(LONG_TEXT_MAX + 10))}<OutlCompl>`),
    );
    const kept = one.document.award?.boq?.info.extensions?.[0]?.element;
    expect(kept?.children.join('')).toHaveLength(LONG_TEXT_MAX);
    const many = vendor('y'.repeat(LONG_TEXT_MAX - 1)).repeat(
      Math.ceil(PRESERVED_TOTAL_MAX / LONG_TEXT_MAX) + 3,
    );
    const all = readGaeb(tender.replace('<OutlCompl>', `${many}<OutlCompl>`));
    expect(all.document.award?.boq?.info.extensions?.length).toBe(
      Math.floor(PRESERVED_TOTAL_MAX / LONG_TEXT_MAX),
    );
    expect(boundWarnings(all.warnings).map((warning) => warning.message)).toEqual([
      'Angaben, die VenDoc nicht auswertet, wurden von hier an weggelassen: zusammen sind es mehr als ' +
        '1.000.000 Zeichen',
    ]);
  });

  it('refuses a decimal of a million digits at once, quoting only its start', () => {
    const digits = '9'.repeat(1_000_000);
    let error: unknown;
    try {
      readGaeb(tender.replace('<Qty>100.000</Qty>', `<Qty>${digits}</Qty>`));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GaebReadError);
    expect((error as GaebReadError).message.length).toBeLessThan(200);
  });
});

describe('characters XML forbids', () => {
  it('removes NUL and control characters written directly, with a warning naming the first line', () => {
    const { document, warnings } = readGaeb(tender.replace('LV-Testhalle', 'LV-\u0000Test\u0001halle'));
    expect(document.award?.boq?.info.name).toBe('LV-Testhalle');
    expect(boundWarnings(warnings)).toEqual([
      {
        message:
          '2 Zeichen, die XML nicht erlaubt, wurden entfernt (Nullzeichen, Steuerzeichen oder einzelne Surrogate)',
        line: 12,
      },
    ]);
  });

  it('removes them written as character references, which a parser refuses', () => {
    const { document, warnings } = readGaeb(tender.replace('LV-Testhalle', 'LV-&#0;Test&#xD800;halle&#x1F;'));
    expect(document.award?.boq?.info.name).toBe('LV-Testhalle');
    expect(boundWarnings(warnings)).toHaveLength(1);
    expect(
      readGaeb(tender.replace('LV-Testhalle', 'LV&#x20;&#228;&#x1F600;')).document.award?.boq?.info.name,
    ).toBe('LV ä😀');
  });

  it('removes unpaired surrogates of text given as a string, and keeps pairs', () => {
    const { document } = readGaeb(tender.replace('LV-Testhalle', 'LV-\ud800Test\udc00halle 😀'));
    expect(document.award?.boq?.info.name).toBe('LV-Testhalle 😀');
  });
});
