import { describe, expect, it } from 'vitest';
import { inTreeOrder, sampleNodes } from '../testing/boq-fixtures';
import { matchesSearch, neighbours, parentIds, visibleRows } from './boq-tree';

const nodes = sampleNodes();
const all = inTreeOrder(nodes);
const ozOf = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => row.node.oz || row.node.shortText);

describe('visibleRows', () => {
  it('shows every node in tree order when nothing is collapsed', () => {
    const rows = visibleRows(all, new Set());
    expect(rows.map((row) => row.node)).toEqual(all);
    expect(rows[0]).toMatchObject({ hasChildren: true, expanded: true });
    expect(rows[2]).toMatchObject({ hasChildren: false, expanded: false });
  });

  it('hides everything below a collapsed title, and only that', () => {
    const rows = visibleRows(all, new Set([nodes.t0102.id]));
    expect(ozOf(rows)).toEqual([
      '01',
      '01.02',
      '02',
      '02.0010',
      '02.0020',
      '02.0030',
      '02.0040',
      '02.0050',
      'Alle Preise frei Baustelle.',
    ]);
    expect(rows[1]).toMatchObject({ hasChildren: true, expanded: false });
  });

  it('hides nested titles with their parent, and keeps them collapsed when the parent opens again', () => {
    expect(ozOf(visibleRows(all, new Set([nodes.t01.id, nodes.t0102.id]))).slice(0, 2)).toEqual(['01', '02']);
    expect(ozOf(visibleRows(all, new Set([nodes.t0102.id]))).slice(0, 3)).toEqual(['01', '01.02', '02']);
  });

  it('collapses every parent with parentIds ("alle zu")', () => {
    expect(parentIds(all)).toEqual(new Set([nodes.t01.id, nodes.t0102.id, nodes.t02.id]));
    expect(ozOf(visibleRows(all, parentIds(all)))).toEqual(['01', '02']);
  });

  it('finds by OZ prefix (with or without dots) and keeps the ancestors, even of collapsed titles', () => {
    const collapsed = new Set([nodes.t01.id]);
    expect(ozOf(visibleRows(all, collapsed, '01.02.0020'))).toEqual(['01', '01.02', '01.02.0020']);
    expect(ozOf(visibleRows(all, collapsed, '01020010'))).toEqual(['01', '01.02', '01.02.0010']);
    const rows = visibleRows(all, collapsed, '01.02.00');
    expect(ozOf(rows)).toEqual(['01', '01.02', '01.02.0010', '01.02.0020']);
    expect(rows[0]).toMatchObject({ expanded: true });
  });

  it('finds by short text, case-insensitive, and shows a matching title without its other children', () => {
    expect(ozOf(visibleRows(all, new Set(), 'BODENBELAG'))).toEqual(['02', '02.0020', '02.0030']);
    const rows = visibleRows(all, new Set(), 'aushub');
    expect(ozOf(rows)).toEqual(['01', '01.02']);
    // The matching title shows collapsed: none of its children matched.
    expect(rows[1]).toMatchObject({ hasChildren: true, expanded: false });
    expect(visibleRows(all, new Set(), 'gibt es nicht')).toEqual([]);
  });

  it('marks an ancestor expanded when a later child matches and an earlier one does not', () => {
    const rows = visibleRows(all, new Set(), 'Stundenlohn');
    expect(ozOf(rows)).toEqual(['02', '02.0050']);
    expect(rows[0]).toMatchObject({ expanded: true });
  });
});

describe('matchesSearch and neighbours', () => {
  it('does not match an empty OZ by prefix', () => {
    expect(matchesSearch(nodes.remark, '0')).toBe(false);
    expect(matchesSearch(nodes.remark, 'frei baustelle')).toBe(true);
    expect(matchesSearch(nodes.remark, '  ')).toBe(true);
  });

  it('names the siblings around a node', () => {
    expect(neighbours(all, nodes.base)).toEqual({
      before: nodes.provisional,
      beforeBefore: null,
      after: nodes.alternative,
    });
    expect(neighbours(all, nodes.t01)).toEqual({ before: null, beforeBefore: null, after: nodes.t02 });
  });
});
