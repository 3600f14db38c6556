import { describe, expect, it } from 'vitest';
import { createElement } from './element-defaults';
import { migrateTemplate, schemaVersionOf, TemplateMigrationError } from './migrations';
import { createTemplate } from './template-defaults';

/** The demo designer's sample elements (apps/web, before this package): schema version 1. */
const demoElements = [
  { id: 'letterhead', kind: 'image', label: 'Briefkopf' },
  { id: 'address', kind: 'text', label: 'Anschrift' },
  { id: 'separator', kind: 'line', label: 'Trennlinie' },
];

function problemsOf(input: unknown) {
  try {
    migrateTemplate(input);
  } catch (error) {
    if (error instanceof TemplateMigrationError) return error.problems;
    throw error;
  }
  throw new Error('expected a migration error');
}

describe('migrateTemplate', () => {
  it('migrates a version 1 element list to a current template, stacking the elements in the content width', () => {
    const template = migrateTemplate({ schemaVersion: 1, kind: 'offer', elements: demoElements });

    expect(template.schemaVersion).toBe(2);
    expect(template.kind).toBe('offer');
    expect(template.page).toEqual({ format: 'A4', orientation: 'portrait' });
    expect(template.followingPages.elements).toEqual([]);
    const [logo, address, separator] = template.firstPage.elements;
    expect(logo).toMatchObject({
      id: 'letterhead',
      kind: 'image',
      name: 'Briefkopf',
      x: 25,
      y: 20,
      height: 25,
      z: 0,
    });
    expect(logo).toMatchObject({ source: { type: 'companyLogo' } });
    expect(address).toMatchObject({
      kind: 'text',
      name: 'Anschrift',
      x: 25,
      y: 50,
      width: 165,
      z: 1,
      runs: [{ text: 'Anschrift', bold: false, italic: false }],
    });
    expect(separator).toMatchObject({ kind: 'line', y: 65, width: 165, height: 0, z: 2 });
  });

  it('reads a bare version 1 list as a letter and makes its free-text ids valid', () => {
    const template = migrateTemplate([
      { id: 'mein logo', kind: 'image', label: 'Logo' },
      { id: '§§', kind: 'text', label: 'x' },
    ]);
    expect(template.kind).toBe('letter');
    expect(template.firstPage.elements.map((element) => element.id)).toEqual(['mein-logo', 'element-2']);
  });

  it('returns a current template unchanged (validated)', () => {
    const current = createTemplate('deliveryNote', {
      firstPage: [createElement('pageNumber', { id: 'page' })],
    });
    expect(migrateTemplate(structuredClone(current))).toEqual(current);
  });

  it('names the path of what a version 1 template gets wrong', () => {
    expect(problemsOf({ elements: [{ id: 'a', kind: 'video', label: 'x' }] })).toEqual([
      { path: 'elements[0].kind', message: expect.any(String) },
    ]);
    expect(problemsOf({ schemaVersion: 1, kind: 'invoice', elements: [] })[0]?.path).toBe('kind');
  });

  it('names the path of what a current template gets wrong', () => {
    const current = createTemplate('offer', { firstPage: [createElement('text', { id: 't' })] });
    const broken = { ...current, margins: { ...current.margins, left: -1 } };
    expect(problemsOf(broken)).toEqual([{ path: 'margins.left', message: 'Mindestens 0 mm' }]);
  });

  it('refuses newer versions and data that is no template', () => {
    expect(problemsOf({ ...createTemplate('offer'), schemaVersion: 3 })[0]?.message).toContain(
      'neueren Version',
    );
    for (const input of [null, 'text', 42, { schemaVersion: 'zwei' }]) {
      expect(problemsOf(input)[0]?.path).toBe('schemaVersion');
    }
  });

  it('tells the schema version of stored data', () => {
    expect(schemaVersionOf([])).toBe(1);
    expect(schemaVersionOf({ elements: [] })).toBe(1);
    expect(schemaVersionOf({ schemaVersion: 2 })).toBe(2);
    expect(schemaVersionOf(null)).toBeNaN();
  });
});
