import type { Calculation } from '@vendoc/calculation/types';
import { EMPTY_VARIANTS, type VariantsView } from '@vendoc/contract/service-catalogs';
import { describe, expect, it } from 'vitest';
import {
  formulasToDraft,
  newParameterDraft,
  parameterToDraft,
  readConfigurationDraft,
  readFormulasDraft,
  readParameterDrafts,
  type ParameterDraft,
} from './parameter-draft';
import { WIDTH_PARAMETER } from '../testing/parameter-fixtures';

const WIDTH = WIDTH_PARAMETER;

const CALCULATION: Calculation = {
  components: [
    { id: 'glass', kind: 'article', articleId: 'a-1', quantity: '1' },
    { id: 'fitting', kind: 'labour', wageRateId: 'w-1', minutes: '60' },
  ],
  markups: { material: '0', labour: '0', equipment: '0', subcontractor: '0' },
};

const draftOf = (overrides: Partial<ParameterDraft> = {}): ParameterDraft => ({
  ...parameterToDraft(WIDTH),
  ...overrides,
});

const pathsOf = (issues: readonly { path: string }[]) => issues.map((issue) => issue.path);

describe('parameter drafts', () => {
  it('shows saved figures in German notation and reads them back to the same wire values', () => {
    const saved = { ...WIDTH, min: '0.5', max: '1250.7500', step: null, defaultValue: '1000' };
    const draft = parameterToDraft(saved);
    expect(draft).toEqual({ ...WIDTH, min: '0,5', max: '1250,75', step: '', defaultValue: '1000' });
    expect(readParameterDrafts([draft])).toEqual({
      value: [{ ...saved, max: '1250.75' }],
      issues: [],
    });
  });

  it('reads German input with thousands dots and trims the texts', () => {
    const reading = readParameterDrafts([
      draftOf({ name: ' Breite ', unit: ' mm ', max: '2.400', defaultValue: '1.000,5', step: '0,5' }),
    ]);
    expect(reading.issues).toEqual([]);
    expect(reading.value[0]).toMatchObject({
      name: 'Breite',
      unit: 'mm',
      max: '2400',
      step: '0.5',
      defaultValue: '1000.5',
    });
  });

  it('reports missing fields and numbers that are not German decimals at their fields', () => {
    const reading = readParameterDrafts([newParameterDraft(), draftOf({ min: '12.5', step: 'x' })]);
    expect(reading.issues).toEqual([
      { path: 'parameters.0.name', problem: 'required' },
      { path: 'parameters.0.label', problem: 'required' },
      { path: 'parameters.0.min', problem: 'required' },
      { path: 'parameters.0.max', problem: 'required' },
      { path: 'parameters.0.defaultValue', problem: 'required' },
      { path: 'parameters.1.min', problem: 'invalid', scale: 4 },
      { path: 'parameters.1.step', problem: 'invalid', scale: 4 },
    ]);
  });

  it('refuses texts beyond the contract limits', () => {
    const reading = readParameterDrafts([draftOf({ unit: 'Millimeter!' })]);
    expect(reading.issues).toEqual([{ path: 'parameters.0.unit', problem: 'tooLong', max: 10 }]);
  });
});

describe('formulas', () => {
  it('trims the formulas and drops empty ones', () => {
    const draft = formulasToDraft({
      quantity: 'Breite * Hoehe / 1000000',
      components: { glass: ' Breite * Hoehe / 1000000 ', fitting: '  ' },
    });
    expect(draft.quantity).toBe('Breite * Hoehe / 1000000');
    expect(readFormulasDraft({ ...draft, components: { ...draft.components, never: undefined } })).toEqual({
      value: { quantity: 'Breite * Hoehe / 1000000', components: { glass: 'Breite * Hoehe / 1000000' } },
      issues: [],
    });
    expect(readFormulasDraft({ quantity: ' ', components: {} }).value.quantity).toBeNull();
  });
});

describe('the shared validation', () => {
  const read = (parameters: ParameterDraft[], quantity = '', variants: VariantsView = EMPTY_VARIANTS) =>
    readConfigurationDraft(parameters, { quantity, components: {} }, CALCULATION, variants);

  it('accepts the window: two parameters, a quantity formula and a component formula', () => {
    const reading = readConfigurationDraft(
      [draftOf(), draftOf({ name: 'Hoehe', label: 'Höhe', defaultValue: '1250' })],
      { quantity: 'Breite * Hoehe / 1000000', components: { glass: 'Breite * Hoehe / 1000000' } },
      CALCULATION,
      EMPTY_VARIANTS,
    );
    expect(reading.issues).toEqual([]);
    expect(reading.parameters.map((parameter) => parameter.name)).toEqual(['Breite', 'Hoehe']);
    expect(reading.formulas.components).toEqual({ glass: 'Breite * Hoehe / 1000000' });
  });

  it('says the maximum is below the minimum at the maximum, with the server message', () => {
    const { issues } = read([draftOf({ min: '2400', max: '400' })]);
    expect(issues).toEqual([
      expect.objectContaining({
        path: 'parameters.0.max',
        problem: 'rule',
        code: 'parameterRange',
        message: 'Das Maximum darf nicht kleiner als das Minimum sein',
      }),
    ]);
  });

  it('refuses a default outside the limits or off the steps, at the default', () => {
    expect(read([draftOf({ defaultValue: '3000' })]).issues).toEqual([
      expect.objectContaining({
        path: 'parameters.0.defaultValue',
        message: 'Vorgabe: Breite muss zwischen 400 mm und 2.400 mm liegen',
      }),
    ]);
    expect(read([draftOf({ defaultValue: '1005' })]).issues[0]?.message).toBe(
      'Vorgabe: Breite geht in Schritten von 10 mm (ab 400 mm)',
    );
  });

  it('refuses names formulas cannot use, twice the same name and formulas naming unknown parameters', () => {
    const { issues } = read([draftOf({ name: '1x' }), draftOf(), draftOf()], 'Breite * Tiefe');
    expect(pathsOf(issues)).toEqual(['parameters.0.name', 'parameters.2.name', 'formulas.quantity']);
    expect(issues[2]?.message).toBe('Formel „Breite * Tiefe“: den Parameter „Tiefe“ gibt es nicht');
  });

  it('drops the formula of a removed line instead of refusing it', () => {
    const reading = readConfigurationDraft(
      [draftOf()],
      { quantity: '', components: { glass: 'Breite / 1000', removed: 'Tiefe' } },
      CALCULATION,
      EMPTY_VARIANTS,
    );
    expect(reading.issues).toEqual([]);
    expect(reading.formulas.components).toEqual({ glass: 'Breite / 1000' });
  });

  it('lets formulas name the components variant options bring in', () => {
    const variants: VariantsView = {
      groups: [
        {
          id: 'glazing',
          name: 'Verglasung',
          options: [
            {
              id: 'triple',
              name: '3-fach',
              textAddition: '',
              isDefault: false,
              effect: {
                kind: 'replaceComponents',
                replaces: ['glass'],
                components: [{ id: 'glass-3', kind: 'article', articleId: 'a-3', quantity: '1' }],
              },
            },
          ],
        },
      ],
      exclusions: [],
    };
    const reading = readConfigurationDraft(
      [draftOf()],
      { quantity: '', components: { 'glass-3': 'Breite / 1000' } },
      CALCULATION,
      variants,
    );
    expect(reading.issues).toEqual([]);
    expect(reading.formulas.components).toEqual({ 'glass-3': 'Breite / 1000' });
  });
});
