import type { Configuration } from '@vendoc/contract/configurations';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { describe, expect, it } from 'vitest';
import { draftOf, placeProblems, readDraft, sameChoice } from './configuration-draft';

const position = {
  variants: {
    groups: [
      {
        id: 'glazing',
        name: 'Verglasung',
        options: [
          { id: 'double', name: '2-fach', textAddition: '', effect: { kind: 'none' }, isDefault: true },
          { id: 'triple', name: '3-fach', textAddition: '', effect: { kind: 'none' }, isDefault: false },
        ],
      },
      {
        id: 'colour',
        name: 'Farbe',
        options: [
          { id: 'white', name: 'Weiß', textAddition: '', effect: { kind: 'none' }, isDefault: false },
        ],
      },
    ],
    exclusions: [],
  },
  parameters: [
    {
      name: 'breite',
      label: 'Breite',
      unit: 'mm',
      min: '400',
      max: '2400',
      step: '10',
      defaultValue: '1000',
    },
    { name: 'hoehe', label: 'Höhe', unit: 'mm', min: '400', max: '2400', step: '10', defaultValue: '1250.5' },
  ],
} as unknown as CatalogPositionDetail;

const configuration = {
  name: 'Fenster links',
  optionIds: ['triple'],
  values: { breite: '1200' },
  configured: null,
} as unknown as Configuration;

describe('configuration drafts', () => {
  it('start from the stored choice, with defaults for the rest (German input)', () => {
    expect(draftOf(configuration, position)).toEqual({
      name: 'Fenster links',
      choices: { glazing: 'triple', colour: 'white' },
      valueTexts: { breite: '1200', hoehe: '1250,5' },
    });
  });

  it('read German numbers exactly, leave out empty fields and refuse what is no number', () => {
    const draft = draftOf(configuration, position);
    expect(readDraft({ ...draft, valueTexts: { breite: '1.200', hoehe: '' } }, position)).toEqual({
      ok: true,
      choice: { optionIds: ['triple', 'white'], values: { breite: '1200' } },
    });
    expect(readDraft({ ...draft, valueTexts: { breite: '12.5', hoehe: '1,23456' } }, position)).toEqual({
      ok: false,
      problems: { breite: 'invalid', hoehe: 'tooManyDecimals' },
    });
  });

  it('compare choices regardless of the order of values', () => {
    const a = { optionIds: ['triple'], values: { breite: '1200', hoehe: '1400' } };
    expect(sameChoice(a, { optionIds: ['triple'], values: { hoehe: '1400', breite: '1200' } })).toBe(true);
    expect(sameChoice(a, { optionIds: ['double'], values: a.values })).toBe(false);
    expect(sameChoice(a, { optionIds: ['triple'], values: { breite: '1200' } })).toBe(false);
  });

  it("place the server's reasons at the parameter and at the group of the option sent", () => {
    const placed = placeProblems(
      [
        { path: 'values.breite', message: 'Breite muss zwischen 400 mm und 2.400 mm liegen' },
        { path: 'optionIds.1', message: 'Weiß geht nicht mit 3-fach' },
        { path: 'values.tiefe', message: 'Den Parameter „tiefe“ gibt es nicht' },
      ],
      ['triple', 'white'],
      position,
    );
    expect(placed).toEqual({
      parameters: { breite: 'Breite muss zwischen 400 mm und 2.400 mm liegen' },
      groups: { colour: 'Weiß geht nicht mit 3-fach' },
      general: ['Den Parameter „tiefe“ gibt es nicht'],
    });
  });
});
