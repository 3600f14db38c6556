import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal } from '@vendoc/money/decimal';
import {
  configure,
  validateParameters,
  type ConfigurablePosition,
  type ConfigurationChoice,
  type PositionParameter,
} from './configuration';
import { windowCalculation, windowInputs, windowVariants } from './test-support/window-position';

const WIDTH: PositionParameter = {
  name: 'breite',
  label: 'Breite',
  unit: 'mm',
  min: '400',
  max: '2400',
  step: '10',
  defaultValue: '1000',
};
const HEIGHT: PositionParameter = { ...WIDTH, name: 'hoehe', label: 'Höhe', defaultValue: '1250' };
const AREA = 'breite * hoehe / 1000000';

/** The window of test-support, sized by width and height: glass by its area, fitting 60 min + 24 min per m². */
function window(overrides: Partial<ConfigurablePosition> = {}): ConfigurablePosition {
  return {
    shortText: 'Kunststofffenster Dreh-Kipp',
    longText: 'Kunststofffenster einflügelig, Dreh-Kipp-Beschlag.',
    unit: 'St',
    calculation: windowCalculation(),
    variants: windowVariants(),
    priceOverride: null,
    parameters: [WIDTH, HEIGHT],
    formulas: {
      quantity: null,
      components: { glass: AREA, 'glass-triple': AREA, fitting: `60 + ${AREA} * 24` },
    },
    ...overrides,
  };
}

const configured = (choice: Partial<ConfigurationChoice>, position = window()) => {
  const result = configure(position, { optionIds: [], values: {}, ...choice }, windowInputs());
  if (!result.ok) throw new Error(`not configured: ${JSON.stringify(result.errors)}`);
  return result.configured;
};

const problemsOf = (choice: Partial<ConfigurationChoice>, position = window()) => {
  const result = configure(position, { optionIds: [], values: {}, ...choice }, windowInputs());
  if (result.ok) throw new Error('configured, though it should not be');
  return result.errors.map(({ path, code, message }) => ({ path, code, message }));
};

describe('configure', () => {
  it('prices the defaults: 1000 × 1250 mm', () => {
    // glass 1.25 m² × 45.00 = 56.25; material (250.00 + 56.25) × 1.15 = 352.1875; fitting 60 + 30 = 90 min × 58.50
    // / 60 = 87.75 × 1.2 = 105.30; + 13.20 + 36.75 = 507.4375 -> 507.44.
    const result = configured({});
    expect(result.values).toEqual({ breite: '1000', hoehe: '1250' });
    expect(result.price.base).toBe('507.4375');
    expect(result).toMatchObject({ quantity: '1.000', unitPrice: '507.44', total: '507.44', unit: 'St' });
  });

  it('takes the values into the formulas, and the text names the options and the sizes', () => {
    // area 1.68 m²: glass 75.60; material 325.60 × 1.15 = 374.44; fitting 60 + 40.32 = 100.32 min × 58.50 / 60
    // = 97.812 × 1.2 = 117.3744; net 374.44 + 117.3744 + 13.20 + 36.75 = 541.7644 -> 541.76.
    const result = configured({ values: { breite: '1200', hoehe: '1400' } });
    expect(result.price.base).toBe('541.7644');
    expect(result.unitPrice).toBe('541.76');
    const glass = result.price.sheet.lines.find((line) => line.componentId === 'glass');
    expect(glass).toMatchObject({ quantity: '1.68', cost: '75.60' });
    expect(result.shortText).toBe('Kunststofffenster Dreh-Kipp');
    expect(result.longText).toBe(
      [
        'Kunststofffenster einflügelig, Dreh-Kipp-Beschlag.',
        'Farbe: Weiß',
        'Verglasung: 2-fach Isolierglas',
        'Breite: 1.200 mm',
        'Höhe: 1.400 mm',
      ].join('\n'),
    );
  });

  it('applies the formulas to the components an option brings in', () => {
    // triple glass 1.68 m² × 72.00 = 120.96; material (250.00 + 120.96) × 1.15 = 426.604; net 426.604 + 117.3744
    // + 13.20 + 36.75 = 593.9284; RAL + 8 % = 641.442672, lockable handle + 12.00 = 653.442672 -> 653.44.
    const result = configured({
      optionIds: ['triple', 'ral', 'lockable'],
      values: { breite: '1200', hoehe: '1400' },
    });
    expect(result.price.sheet.lines.find((line) => line.componentId === 'glass-triple')).toMatchObject({
      quantity: '1.68',
      cost: '120.96',
    });
    expect(result.unitPrice).toBe('653.44');
    expect(result.longText).toContain('Verglasung: 3-fach Wärmeschutzglas');
  });

  it('a quantity formula makes the item’s quantity, and the total is quantity × unit price to the cent', () => {
    const result = configured(
      { values: { breite: '1200', hoehe: '1400' } },
      window({ unit: 'm2', formulas: { ...window().formulas, quantity: AREA } }),
    );
    // 541.76 × 1.680 = 910.1568 -> 910.16
    expect(result).toMatchObject({ quantity: '1.680', unitPrice: '541.76', total: '910.16' });
  });

  it('keeps a fixed base price, with the options’ effects on it', () => {
    const result = configured(
      { optionIds: ['anthracite'], values: { breite: '2000' } },
      window({ priceOverride: '600.00' }),
    );
    expect(result.unitPrice).toBe('625.00');
  });

  it('refuses values outside the limits, off the step, not numbers or of unknown parameters, each at its field', () => {
    expect(problemsOf({ values: { breite: '2410', hoehe: '395', tiefe: '80' } })).toEqual([
      { path: 'values.tiefe', code: 'unknownParameter', message: 'Den Parameter „tiefe“ gibt es nicht' },
      {
        path: 'values.breite',
        code: 'outOfRange',
        message: 'Breite muss zwischen 400 mm und 2.400 mm liegen',
      },
      { path: 'values.hoehe', code: 'outOfRange', message: 'Höhe muss zwischen 400 mm und 2.400 mm liegen' },
    ]);
    expect(problemsOf({ values: { breite: '1205', hoehe: 'hoch' } })).toEqual([
      {
        path: 'values.breite',
        code: 'outOfRange',
        message: 'Breite geht in Schritten von 10 mm (ab 400 mm)',
      },
      { path: 'values.hoehe', code: 'notDecimal', message: 'Höhe: „hoch“ ist keine Zahl' },
    ]);
  });

  it('refuses options that exclude each other or do not exist', () => {
    expect(
      problemsOf({ optionIds: ['anthracite', 'triple'] }).map(({ path, code }) => ({ path, code })),
    ).toEqual([{ path: expect.stringMatching(/^optionIds/), code: 'excludedPair' }]);
    expect(problemsOf({ optionIds: ['gold'] })).toEqual([
      { path: 'optionIds.0', code: 'unknownOption', message: 'Die Option „gold“ gibt es nicht' },
    ]);
  });

  it('reports a formula that has no value with these values (division by zero, a negative quantity)', () => {
    const zeroMin = { ...WIDTH, min: '0', defaultValue: '0' };
    expect(
      problemsOf(
        {},
        window({
          parameters: [zeroMin, HEIGHT],
          formulas: { quantity: null, components: { glass: 'hoehe / breite' } },
        }),
      ),
    ).toEqual([
      {
        path: 'formulas.components.glass',
        code: 'formulaResult',
        message: 'Formel „hoehe / breite“: Division durch null',
      },
    ]);
    expect(
      problemsOf({}, window({ formulas: { quantity: 'breite - hoehe', components: {} } })).map(
        ({ code }) => code,
      ),
    ).toEqual(['formulaResult']);
    expect(
      problemsOf({}, window({ formulas: { quantity: null, components: { glass: '1 - breite' } } })),
    ).toEqual([
      {
        path: 'formulas.components.glass',
        code: 'formulaResult',
        message: 'Die Formel „1 - breite“ ergibt eine negative Menge',
      },
    ]);
  });

  it('does not price a position whose parameters are not valid', () => {
    expect(
      problemsOf({}, window({ formulas: { quantity: 'breite * tiefe', components: {} } })).map(
        ({ code }) => code,
      ),
    ).toEqual(['unknownParameter']);
  });

  it('property: the price equals the plain calculation with the quantities the formulas give', () => {
    const onStep = fc.integer({ min: 40, max: 240 }).map((tens) => String(tens * 10));
    fc.assert(
      fc.property(onStep, onStep, fc.boolean(), (breite, hoehe, triple) => {
        const result = configured({ values: { breite, hoehe }, optionIds: triple ? ['triple'] : [] });
        const area = decimal(breite).times(hoehe).div(1_000_000);
        // By hand: frame 250, glass area × 45 (or 72), fitting (60 + 24 area) min at 58.50 €/h, 13.20 + 36.75.
        const material = decimal('250')
          .plus(area.times(triple ? 72 : 45))
          .times('1.15');
        const labour = area.times(24).plus(60).times('58.50').div(60).times('1.2');
        const net = material.plus(labour).plus('13.20').plus('36.75');
        expect(decimal(result.price.base).toFixed(4)).toBe(net.toFixed(4));
        expect(result.unitPrice).toBe(net.toDecimalPlaces(2, 4).toFixed(2));
      }),
    );
  });
});

describe('validateParameters', () => {
  const check = (parameters: PositionParameter[], formulas = window().formulas) =>
    validateParameters(parameters, formulas, windowCalculation(), windowVariants()).map(({ path, code }) => ({
      path,
      code,
    }));

  it('accepts the window', () => {
    expect(check([WIDTH, HEIGHT])).toEqual([]);
  });

  it('refuses names formulas cannot use, twice the same name and an empty label', () => {
    expect(
      check(
        [
          { ...WIDTH, name: '1breite' },
          { ...HEIGHT, name: 'pi' },
          { ...HEIGHT, label: ' ' },
          { ...HEIGHT, label: 'Höhe 2' },
        ],
        { quantity: null, components: {} },
      ),
    ).toEqual([
      { path: 'parameters.0.name', code: 'parameterName' },
      { path: 'parameters.1.name', code: 'parameterName' },
      { path: 'parameters.2.label', code: 'parameterLabel' },
      { path: 'parameters.3.name', code: 'duplicateParameter' },
    ]);
  });

  it('refuses limits, steps and defaults that do not fit together', () => {
    expect(
      check(
        [
          { ...WIDTH, min: '2400', max: '400' },
          { ...HEIGHT, step: '0' },
          { ...HEIGHT, name: 'tiefe', defaultValue: '1255' },
          { ...HEIGHT, name: 'fluegel', min: 'eins', defaultValue: '3000' },
        ],
        { quantity: null, components: {} },
      ),
    ).toEqual([
      { path: 'parameters.0.max', code: 'parameterRange' },
      { path: 'parameters.1.step', code: 'parameterStep' },
      { path: 'parameters.2.defaultValue', code: 'parameterDefault' },
      { path: 'parameters.3.min', code: 'notDecimal' },
    ]);
  });

  it('refuses formulas that do not parse, name unknown parameters or line addresses, or unknown components', () => {
    expect(
      check([WIDTH, HEIGHT], {
        quantity: 'breite *',
        components: { glass: 'breite * tiefe', fitting: '0001A0 * 2', door: 'breite' },
      }),
    ).toEqual([
      { path: 'formulas.quantity', code: 'formula' },
      { path: 'formulas.components.glass', code: 'unknownParameter' },
      { path: 'formulas.components.fitting', code: 'formula' },
      { path: 'formulas.components.door', code: 'unknownComponent' },
    ]);
  });
});
