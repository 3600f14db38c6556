import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { windowCalculation, windowInputs } from './test-support/window-position';
import type { Calculation } from './types';

const noMarkups = { material: '0', labour: '0', equipment: '0', subcontractor: '0' };

describe('calculate: the window position (figures computed by hand in test-support/window-position.ts)', () => {
  const sheet = calculate(windowCalculation(), windowInputs());

  it('prices each component line', () => {
    expect(sheet.lines).toEqual([
      {
        componentId: 'frame',
        kind: 'article',
        costType: 'material',
        label: 'Fensterrahmen PVC',
        unit: 'St',
        quantity: '1',
        unitCost: '250.00',
        per: '1',
        cost: '250.00',
        note: null,
        problem: null,
      },
      {
        componentId: 'glass',
        kind: 'article',
        costType: 'material',
        label: 'Isolierglas 2-fach',
        unit: 'm2',
        quantity: '0.5',
        unitCost: '4500.00',
        per: '100',
        cost: '22.50',
        note: 'Fläche 1,0 × 0,5 m',
        problem: null,
      },
      {
        componentId: 'fitting',
        kind: 'labour',
        costType: 'labour',
        label: 'Monteur',
        unit: null,
        quantity: '90',
        unitCost: '58.50',
        per: '60',
        cost: '87.75',
        note: null,
        problem: null,
      },
      {
        componentId: 'platform',
        kind: 'equipment',
        costType: 'equipment',
        label: 'Hubarbeitsbühne',
        unit: null,
        quantity: '0.25',
        unitCost: '48.00',
        per: '1',
        cost: '12.00',
        note: null,
        problem: null,
      },
      {
        componentId: 'disposal',
        kind: 'subcontractor',
        costType: 'subcontractor',
        label: 'Entsorgung Altfenster',
        unit: null,
        quantity: '1',
        unitCost: '35.00',
        per: '1',
        cost: '35.00',
        note: null,
        problem: null,
      },
    ]);
  });

  it('adds the markup per cost type, exactly (40.875 is not rounded)', () => {
    expect(sheet.costTypes).toEqual({
      material: { cost: '272.50', markupPercent: '15', markupAmount: '40.875', total: '313.375' },
      labour: { cost: '87.75', markupPercent: '20', markupAmount: '17.55', total: '105.30' },
      equipment: { cost: '12.00', markupPercent: '10', markupAmount: '1.20', total: '13.20' },
      subcontractor: { cost: '35.00', markupPercent: '5', markupAmount: '1.75', total: '36.75' },
    });
  });

  it('sums the exact net and rounds the unit price half up to cents', () => {
    expect(sheet.net).toBe('468.625');
    expect(sheet.unitPrice).toBe('468.63');
    expect(sheet.complete).toBe(true);
  });
});

describe('calculate: price units', () => {
  it.each([
    ['1', '4500.00', '2250.00'],
    ['10', '4500.00', '225.00'],
    ['100', '4500.00', '22.50'],
    ['1000', '4500.00', '2.25'],
  ])('purchase price per %s: 0.5 × %s / unit = %s', (priceUnit, purchasePrice, cost) => {
    const sheet = calculate(
      { components: [{ id: 'g', kind: 'article', articleId: 'glass', quantity: '0.5' }], markups: noMarkups },
      windowInputs({ glass: { purchasePrice, priceUnit } }),
    );
    expect(sheet.lines[0]?.cost).toBe(cost);
    expect(sheet.lines[0]?.per).toBe(priceUnit);
    expect(sheet.unitPrice).toBe(cost);
  });

  it('accepts a price unit written with decimals ("100.00" is 100)', () => {
    const sheet = calculate(
      { components: [{ id: 'g', kind: 'article', articleId: 'glass', quantity: '3' }], markups: noMarkups },
      windowInputs({ glass: { purchasePrice: '12.34', priceUnit: '100.00' } }),
    );
    expect(sheet.lines[0]).toMatchObject({ per: '100', cost: '0.3702', problem: null });
    expect(sheet.unitPrice).toBe('0.37');
  });
});

describe('calculate: missing inputs', () => {
  const calculation = (): Calculation => ({
    ...windowCalculation(),
    components: [
      ...windowCalculation().components,
      { id: 'sill', kind: 'article', articleId: 'sill-alu', quantity: '1.2' },
      { id: 'sealing', kind: 'labour', wageRateId: 'apprentice', minutes: '15' },
    ],
  });

  it('flags a missing article and a missing wage rate, prices them at 0 and marks the sheet incomplete', () => {
    const sheet = calculate(calculation(), windowInputs());
    expect(sheet.lines[5]).toMatchObject({
      componentId: 'sill',
      label: 'sill-alu',
      quantity: '1.2',
      unitCost: null,
      cost: '0.00',
      problem: 'missingArticle',
    });
    expect(sheet.lines[6]).toMatchObject({
      componentId: 'sealing',
      label: 'apprentice',
      quantity: '15',
      unitCost: null,
      cost: '0.00',
      problem: 'missingWageRate',
    });
    expect(sheet.complete).toBe(false);
    // The other lines still count: the same figures as the complete window.
    expect(sheet.net).toBe('468.625');
    expect(sheet.unitPrice).toBe('468.63');
  });

  it('flags an article without purchase price', () => {
    const sheet = calculate(
      calculation(),
      windowInputs(
        { 'sill-alu': { purchasePrice: null, priceUnit: '1', label: 'Fensterbank' } },
        { apprentice: { hourlyRate: '40.00' } },
      ),
    );
    expect(sheet.lines[5]).toMatchObject({ label: 'Fensterbank', cost: '0.00', problem: 'missingPrice' });
    // 15 min × 40.00 / 60 = 10.00, + 20 % = 12.00 more than the window's 468.625.
    expect(sheet.lines[6]).toMatchObject({ cost: '10.00', problem: null });
    expect(sheet.costTypes.labour).toEqual({
      cost: '97.75',
      markupPercent: '20',
      markupAmount: '19.55',
      total: '117.30',
    });
    expect(sheet.net).toBe('480.625');
    expect(sheet.complete).toBe(false);
  });

  it.each(['0', '12', '-100', '0.1', 'Stück'])(
    'treats the price unit "%s" as no usable price',
    (priceUnit) => {
      const sheet = calculate(
        { components: [{ id: 'g', kind: 'article', articleId: 'glass', quantity: '1' }], markups: noMarkups },
        windowInputs({ glass: { purchasePrice: '10.00', priceUnit } }),
      );
      expect(sheet.lines[0]).toMatchObject({ cost: '0.00', problem: 'missingPrice' });
      expect(sheet.complete).toBe(false);
    },
  );
});

describe('calculate: exactness', () => {
  it('keeps labour thirds exact: 1 min at 100.25 €/h + 20 % is exactly 2.005, so 2.01', () => {
    // 100.25 / 60 = 1.6708333…, markup 0.3341666…; only their exact sum is 2.005.
    const sheet = calculate(
      {
        components: [{ id: 'l', kind: 'labour', wageRateId: 'w', minutes: '1' }],
        markups: { ...noMarkups, labour: '20' },
      },
      windowInputs({}, { w: { hourlyRate: '100.25' } }),
    );
    expect(sheet.lines[0]?.cost).toBe('1.6708333333');
    expect(sheet.costTypes.labour).toEqual({
      cost: '1.6708333333',
      markupPercent: '20',
      markupAmount: '0.3341666667',
      total: '2.005',
    });
    expect(sheet.net).toBe('2.005');
    expect(sheet.unitPrice).toBe('2.01');
  });

  it('prices 10 min at 7.40 €/h with a labour markup of -25 % at exactly 0.925, so 0.93', () => {
    const sheet = calculate(
      {
        components: [{ id: 'l', kind: 'labour', wageRateId: 'w', minutes: '10' }],
        markups: { ...noMarkups, labour: '-25' },
      },
      windowInputs({}, { w: { hourlyRate: '7.40' } }),
    );
    expect(sheet.costTypes.labour).toEqual({
      cost: '1.2333333333',
      markupPercent: '-25',
      markupAmount: '-0.3083333333',
      total: '0.925',
    });
    expect(sheet.unitPrice).toBe('0.93');
  });

  it('rounds negative nets away from zero and never gives "-0.00"', () => {
    const credit = (unitCost: string) =>
      calculate(
        {
          components: [
            { id: 'c', kind: 'subcontractor', description: 'Gutschrift', quantity: '1', unitCost },
          ],
          markups: noMarkups,
        },
        windowInputs(),
      );
    expect(credit('-0.005').unitPrice).toBe('-0.01');
    expect(credit('-0.004').unitPrice).toBe('0.00');
  });

  it('gives a markup of -100 % a total of zero', () => {
    const sheet = calculate(
      { ...windowCalculation(), markups: { ...noMarkups, material: '-100' } },
      windowInputs(),
    );
    expect(sheet.costTypes.material).toEqual({
      cost: '272.50',
      markupPercent: '-100',
      markupAmount: '-272.50',
      total: '0.00',
    });
    // 87.75 + 12.00 + 35.00
    expect(sheet.unitPrice).toBe('134.75');
  });

  it('prices an empty calculation at 0.00 and calls it complete', () => {
    expect(calculate({ components: [], markups: noMarkups }, windowInputs())).toMatchObject({
      lines: [],
      net: '0.00',
      unitPrice: '0.00',
      complete: true,
    });
  });

  it('refuses a non-decimal quantity instead of guessing', () => {
    expect(() =>
      calculate(
        {
          components: [{ id: 'a', kind: 'article', articleId: 'frame-pvc', quantity: '1,5' }],
          markups: noMarkups,
        },
        windowInputs(),
      ),
    ).toThrow(/Not a decimal number/);
  });
});
