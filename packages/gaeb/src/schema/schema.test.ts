import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { phaseSchema } from './phase-schema';
import { checkSimpleValue } from './simple-values';
import { extractSchemaData } from './xsd-extract';

const xsd = (name: string): string =>
  readFileSync(new URL(`../../../../../shared/testdata/gaeb/xsd-3.3/${name}`, import.meta.url), 'utf8');

describe('schema table', () => {
  it('is generated from the official XSDs and up to date', async () => {
    const data = extractSchemaData(xsd('GAEB_DA_XML_Lib_3.3_2021-05.xsd'), {
      '81': xsd('GAEB_DA_XML_81_3.3_2021-05.xsd'),
      '83': xsd('GAEB_DA_XML_83_3.3_2021-05.xsd'),
      '84': xsd('GAEB_DA_XML_84_3.3_2021-05.xsd'),
      '86': xsd('GAEB_DA_XML_86_3.3_2021-05.xsd'),
      '89': xsd('GAEB_DA_XML_89_3.3_2021-05.xsd'),
    });
    const source = [
      '// Generated from the official GAEB DA XML 3.3 XSDs (Lib, X81, X83, X84, X86, X89) by xsd-extract.ts. Do not edit:',
      '// schema.test.ts regenerates it and fails on a difference; `npx vitest run --project unit',
      '// packages/gaeb/src/schema -u` rewrites it after an XSD update.',
      "import type { SchemaData } from './schema-types';",
      '',
      `export const GAEB_SCHEMA_3_3: SchemaData = ${JSON.stringify(data)};`,
      '',
    ].join('\n');
    const formatted = await format(source, {
      parser: 'typescript',
      singleQuote: true,
      printWidth: 110,
      trailingComma: 'all',
    });
    await expect(formatted).toMatchFileSnapshot('./gaeb-schema.generated.ts');
  });

  it('knows the content order and limits of the phases', () => {
    const x83 = phaseSchema('83');
    const item = x83.complex('tgItem');
    expect(item?.children.get('Qty')?.rank).toBeLessThan(item?.children.get('QU')?.rank ?? 0);
    expect(item?.children.get('QU')?.optional).toBe(false);
    expect(item?.children.has('UP')).toBe(false); // a tender carries no prices
    expect(item?.attributes.get('ID')?.required).toBe(true);
    expect(phaseSchema('84').complex('tgItem')?.children.has('UP')).toBe(true);
    expect(phaseSchema('84').complex('tgBoQCtgy')?.children.get('Totals')?.optional).toBe(false);
    // a repeated choice keeps the order of its elements: they share a rank
    const text = x83.complex('tgFTextTC');
    expect(text?.children.get('p')?.rank).toBe(text?.children.get('table')?.rank);
    expect(x83.complex('tgspan')?.content).toBe('simple');
  });

  it('checks and repairs simple values', () => {
    const x86 = phaseSchema('86');
    expect(checkSimpleValue(x86, 'tgNormalizedString40', 'x'.repeat(70))).toEqual({
      ok: true,
      value: 'x'.repeat(40),
      changed: 'shortened from 70 to 40 characters',
    });
    expect(checkSimpleValue(x86, 'tgDecimal_13_2', '12.345')).toMatchObject({ ok: true, value: '12.35' });
    expect(checkSimpleValue(x86, 'tgDecimal_11_3', '123456789012.5')).toMatchObject({ ok: false });
    expect(checkSimpleValue(x86, 'tgCertific', 'not Available')).toMatchObject({ ok: false });
    expect(checkSimpleValue(x86, 'tgRNoPart', '0010')).toEqual({ ok: true, value: '0010' });
    expect(checkSimpleValue(x86, 'tgRNoPart', '00 10')).toMatchObject({ ok: false });
    expect(checkSimpleValue(x86, 'tgDate', '2024-02-30')).toEqual({ ok: true, value: '2024-02-30' });
    expect(checkSimpleValue(x86, 'tgDate', '30.02.2024')).toMatchObject({ ok: false });
  });
});
