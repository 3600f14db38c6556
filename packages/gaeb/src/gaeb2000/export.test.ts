import { describe, expect, it } from 'vitest';
import { readGaeb } from '../reader';
import { validateWithXmllint } from '../test-support/xmllint';
import { writeGaeb } from '../writer';
import { readGaeb2000 } from './reader';
import { boqView, corpusBytes } from './test-support';

const now = new Date(2024, 0, 15, 9, 30);

describe('a GAEB 2000 import exported as DA XML', () => {
  it('tender.p83 exports as a schema-valid X83 equal to the export of tender.x83', () => {
    const fromP83 = writeGaeb(readGaeb2000(corpusBytes('tender.p83')).document, { phase: 83, now });
    const fromX83 = writeGaeb(readGaeb(corpusBytes('tender.x83')).document, { phase: 83, now });
    const validation = validateWithXmllint(fromP83.xml, '83');
    expect(validation.output).toMatch(/validates$/);
    expect(validation.valid).toBe(true);
    // The same changes for the schema (NotAppl is not allowed in an X83), whichever format the LV came in.
    expect(fromP83.warnings).toEqual(fromX83.warnings);
    const boqOf = (xml: string) => {
      const boq = readGaeb(xml).document.award?.boq;
      if (!boq) throw new Error('no BoQ');
      return boq;
    };
    expect(boqView(boqOf(fromP83.xml))).toEqual(boqView(boqOf(fromX83.xml)));
  });
});
