import { describe, expect, it } from 'vitest';
import { TEMPLATE_ELEMENT_KINDS } from './element-kinds';
import { createElement } from './element-defaults';
import { createTemplate } from './template-defaults';
import { formatIssuePath, validateTemplate } from './template-validation';

function everyKind() {
  return TEMPLATE_ELEMENT_KINDS.map((kind, index) => createElement(kind, { id: `e${index}`, z: index }));
}

function problemsOf(input: unknown) {
  const result = validateTemplate(input);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('template schema', () => {
  it('accepts a template holding one element of every kind with its defaults', () => {
    const template = createTemplate('offer', { firstPage: everyKind() });
    const result = validateTemplate(template);
    expect(result.ok && result.template).toEqual(template);
  });

  it('names the path of a bad value inside an element', () => {
    const elements = everyKind();
    const template = createTemplate('offer', { firstPage: elements });
    const broken = structuredClone(template) as unknown as {
      firstPage: { elements: Record<string, unknown>[] };
    };
    const second = broken.firstPage.elements[1]!;
    second.style = { ...(second.style as object), color: 'red' };
    broken.firstPage.elements[2]!.width = 12.34;
    expect(problemsOf(broken)).toEqual([
      { path: 'firstPage.elements[1].style.color', message: 'Farbe als #rrggbb erwartet' },
      { path: 'firstPage.elements[2].width', message: 'Auf 0,1 mm genau' },
    ]);
  });

  it('refuses an unknown kind, unknown keys and a missing page', () => {
    const template = createTemplate('offer', { followingPages: [createElement('text', { id: 't' })] });
    const { page: _page, ...withoutPage } = template;
    const broken = {
      ...withoutPage,
      kind: 'invoice',
      followingPages: {
        ...template.followingPages,
        elements: [
          { ...template.followingPages.elements[0], colour: '#000000' },
          { id: 'x', kind: 'video' },
        ],
      },
    };
    const paths = problemsOf(broken).map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'kind',
        'page',
        'followingPages.elements[0]',
        'followingPages.elements[1].kind',
      ]),
    );
  });

  it('refuses duplicate ids across the two regions and names the second one', () => {
    const template = createTemplate('letter', {
      firstPage: [createElement('text', { id: 'same' })],
      followingPages: [createElement('line', { id: 'other' }), createElement('line', { id: 'same' })],
    });
    expect(problemsOf(template)).toEqual([
      { path: 'followingPages.elements[1].id', message: 'Id "same" kommt mehrfach vor' },
    ]);
  });

  it('checks kind-specific rules: free table rows, page number pattern, columns, flow area', () => {
    const template = createTemplate('offer', {
      firstPage: [
        createElement('freeTable', { id: 'table', rows: [['a', 'b'], ['c']] }),
        createElement('pageNumber', { id: 'page', pattern: 'Seite' }),
        createElement('positionsTable', { id: 'items', columns: [] }),
        createElement('image', { id: 'logo', source: { type: 'file', fileId: 'nope' } as never }),
      ],
    });
    template.followingPages.flowBottom = template.followingPages.flowTop;
    expect(problemsOf(template).map((problem) => problem.path)).toEqual([
      'firstPage.elements[0].rows[1]',
      'firstPage.elements[1].pattern',
      'firstPage.elements[2].columns',
      'firstPage.elements[3].source.fileId',
      'followingPages.flowBottom',
    ]);
  });

  it('refuses another schema version', () => {
    expect(problemsOf({ ...createTemplate('offer'), schemaVersion: 1 })).toEqual([
      { path: 'schemaVersion', message: 'schemaVersion 2 erwartet' },
    ]);
  });

  it('writes issue paths with dots and brackets', () => {
    expect(formatIssuePath(['firstPage', 'elements', 3, 'runs', 0, 'text'])).toBe(
      'firstPage.elements[3].runs[0].text',
    );
    expect(formatIssuePath([])).toBe('(Vorlage)');
  });
});
