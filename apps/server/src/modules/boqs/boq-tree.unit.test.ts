import { describe, expect, it } from 'vitest';
import type { BreakdownLevel } from '@vendoc/gaeb/model';
import { BoqTree, effectiveBreakdown, StructureError, type TreeRow } from './boq-tree';

const level = (type: BreakdownLevel['type'], length: number): BreakdownLevel => ({
  type,
  label: null,
  length,
  numeric: true,
  alignment: null,
});
const mask = [level('BoQLevel', 2), level('Item', 4)];

let seq = 0;
const row = (
  id: string,
  parentId: string | null,
  kind: TreeRow['kind'],
  rNoPart: string | null,
  oz: string,
  total: string | null = null,
  depth = parentId === null ? 0 : 1,
): TreeRow => ({
  id,
  parentId,
  seq: ++seq,
  depth,
  list: kind === 'item' ? 'itemlist' : 'entries',
  kind,
  rNoPart,
  rNoIndex: null,
  oz,
  total,
  counted: true,
  notApplicable: false,
});

const sample = () => {
  seq = 0;
  return [
    row('T1', null, 'title', '01', '01', '0.00'),
    row('A', 'T1', 'item', '0010', '01.0010', '10.00'),
    row('B', 'T1', 'item', '0020', '01.0020', '20.00'),
    row('T2', null, 'title', '02', '02', '0.00'),
    row('C', 'T2', 'item', '0010', '02.0010', '5.50'),
  ];
};

const ozs = (tree: BoqTree) => tree.layout().map((node) => `${node.id}:${node.oz}`);

describe('BoqTree', () => {
  it('lays out subtotals without changing numbers it did not renumber', () => {
    const tree = new BoqTree(sample(), mask);
    const rows = tree.layout();
    expect(rows.map((node) => [node.id, node.seq, node.total])).toEqual([
      ['T1', 1, '30.00'],
      ['A', 2, '10.00'],
      ['B', 3, '20.00'],
      ['T2', 4, '5.50'],
      ['C', 5, '5.50'],
    ]);
    expect(
      tree
        .changedRows()
        .map((node) => node.id)
        .sort(),
    ).toEqual(['T1', 'T2']);
  });

  it('inserts an item and renumbers its siblings in steps of 10', () => {
    const tree = new BoqTree(sample(), mask);
    tree.insert(
      {
        id: 'N',
        parentId: 'T1',
        list: 'itemlist',
        kind: 'item',
        rNoPart: null,
        rNoIndex: null,
        oz: '',
        total: '1.00',
        counted: true,
        notApplicable: false,
      },
      'A',
    );
    tree.renumber('T1');
    expect(ozs(tree)).toEqual(['T1:01', 'A:01.0010', 'N:01.0020', 'B:01.0030', 'T2:02', 'C:02.0010']);
  });

  it('moves a title first and renumbers the titles and everything under them', () => {
    const tree = new BoqTree(sample(), mask);
    tree.move('T2', null, null);
    expect(ozs(tree)).toEqual(['T2:01', 'C:01.0010', 'T1:02', 'A:02.0010', 'B:02.0020']);
  });

  it('removes a subtree and renumbers what follows', () => {
    const tree = new BoqTree(sample(), mask);
    expect(tree.remove('T1')).toEqual(['T1', 'A', 'B']);
    expect(ozs(tree)).toEqual(['T2:01', 'C:01.0010']);
    expect(tree.counts()).toEqual({ categories: 1, items: 1 });
  });

  it('refuses what the mask does not allow', () => {
    const tree = new BoqTree(sample(), mask);
    const item = {
      id: 'N',
      list: 'itemlist' as const,
      kind: 'item' as const,
      rNoPart: null,
      rNoIndex: null,
      oz: '',
      total: null,
      counted: true,
      notApplicable: false,
    };
    expect(() => tree.insert({ ...item, parentId: null }, null)).toThrow(StructureError);
    expect(() => tree.insert({ ...item, kind: 'title', parentId: 'T1' }, null)).toThrow(
      /keine Titel|Untertitel/,
    );
    expect(() => tree.move('A', null, null)).toThrow(StructureError);
    expect(() => tree.move('T1', 'T1', null)).toThrow(/in sich selbst/);
    expect(() => tree.insert({ ...item, parentId: 'T1' }, 'C')).toThrow(/nicht unter diesem Titel/);
  });

  it('refuses more items than the mask can number', () => {
    seq = 0;
    const rows = [row('T', null, 'title', '1', '1')];
    for (let i = 1; i <= 9; i++) rows.push(row(`I${i}`, 'T', 'item', String(i), `1.${i}`));
    const tree = new BoqTree(rows, [level('BoQLevel', 1), level('Item', 1)]);
    expect(() =>
      tree.insert(
        {
          id: 'X',
          parentId: 'T',
          list: 'itemlist',
          kind: 'item',
          rNoPart: null,
          rNoIndex: null,
          oz: '',
          total: null,
          counted: true,
          notApplicable: false,
        },
        'I9',
      ),
    ).not.toThrow();
    expect(() => tree.renumber('T')).toThrow(/höchstens 9 Positionen/);
  });

  it('counts nothing under a category that is not applicable', () => {
    const rows = sample();
    rows[0] = { ...rows[0]!, notApplicable: true };
    const laid = new BoqTree(rows, mask).layout();
    expect(laid.find((node) => node.id === 'T1')?.total).toBe('0.00');
  });
});

describe('effectiveBreakdown', () => {
  it('infers title levels a file uses but does not declare', () => {
    const levels = effectiveBreakdown([level('Item', 4)], sample());
    expect(levels.map((l) => [l.type, l.length])).toEqual([
      ['BoQLevel', 2],
      ['Item', 4],
    ]);
  });

  it('keeps a declared mask', () => {
    expect(effectiveBreakdown(mask, sample())).toEqual(mask);
  });
});
