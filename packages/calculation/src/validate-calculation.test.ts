import { describe, expect, it } from 'vitest';
import { windowCalculation } from './test-support/window-position';
import type { Calculation } from './types';
import { validateCalculation } from './validate-calculation';

describe('validateCalculation', () => {
  it('accepts the window position', () => {
    expect(validateCalculation(windowCalculation())).toEqual([]);
  });

  it('accepts zero quantities, a markup of exactly -100 % and a negative unit cost (a credit)', () => {
    const calculation: Calculation = {
      components: [
        { id: 'a', kind: 'article', articleId: 'x', quantity: '0' },
        { id: 'b', kind: 'subcontractor', description: 'Gutschrift', quantity: '1', unitCost: '-20.00' },
      ],
      markups: { material: '-100', labour: '0', equipment: '12.5', subcontractor: '-0' },
    };
    expect(validateCalculation(calculation)).toEqual([]);
  });

  it('reports duplicate ids, bad numbers and markups with paths and German messages', () => {
    const calculation: Calculation = {
      components: [
        { id: 'a', kind: 'article', articleId: 'x', quantity: '-1' },
        { id: 'b', kind: 'labour', wageRateId: 'w', minutes: '-0.5' },
        { id: 'a', kind: 'equipment', description: 'Gerüst', quantity: '1,5', unitCost: 'zehn' },
        { id: 'c', kind: 'subcontractor', description: 'NU', quantity: '-2', unitCost: '1e3' },
      ],
      markups: { material: '15', labour: '-100.01', equipment: '', subcontractor: '5 %' },
    };
    expect(validateCalculation(calculation)).toEqual([
      {
        path: 'components.0.quantity',
        code: 'negative',
        message: 'Die Menge darf nicht negativ sein',
        params: {},
      },
      {
        path: 'components.1.minutes',
        code: 'negative',
        message: 'Die Minuten dürfen nicht negativ sein',
        params: {},
      },
      {
        path: 'components.2.id',
        code: 'duplicateComponentId',
        message: 'Die Komponenten-ID „a“ kommt mehrfach vor',
        params: { id: 'a' },
      },
      {
        path: 'components.2.quantity',
        code: 'notDecimal',
        message: '„1,5“ ist keine Dezimalzahl',
        params: { value: '1,5' },
      },
      {
        path: 'components.2.unitCost',
        code: 'notDecimal',
        message: '„zehn“ ist keine Dezimalzahl',
        params: { value: 'zehn' },
      },
      {
        path: 'components.3.quantity',
        code: 'negative',
        message: 'Die Menge darf nicht negativ sein',
        params: {},
      },
      {
        path: 'components.3.unitCost',
        code: 'notDecimal',
        message: '„1e3“ ist keine Dezimalzahl',
        params: { value: '1e3' },
      },
      {
        path: 'markups.labour',
        code: 'markupBelowMinus100',
        message: 'Der Zuschlag für Lohn darf nicht unter -100 % liegen',
        params: { costType: 'labour' },
      },
      {
        path: 'markups.equipment',
        code: 'notDecimal',
        message: '„“ ist keine Dezimalzahl',
        params: { value: '' },
      },
      {
        path: 'markups.subcontractor',
        code: 'notDecimal',
        message: '„5 %“ ist keine Dezimalzahl',
        params: { value: '5 %' },
      },
    ]);
  });

  it('reports a missing markup (data that bypassed the types)', () => {
    const markups = { material: '15', labour: '20', equipment: '10' } as Calculation['markups'];
    expect(validateCalculation({ components: [], markups })).toEqual([
      {
        path: 'markups.subcontractor',
        code: 'missingMarkup',
        message: 'Der Zuschlag für Nachunternehmer fehlt',
        params: { costType: 'subcontractor' },
      },
    ]);
  });
});
