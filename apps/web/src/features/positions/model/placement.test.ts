import { describe, expect, it } from 'vitest';
import { inTreeOrder, sampleNodes } from '../testing/boq-fixtures';
import { indexById } from './boq-tree';
import { placementForMove, placementForNew } from './placement';

const nodes = sampleNodes();
const all = inTreeOrder(nodes);
const byId = indexById(all);

describe('placementForNew', () => {
  it('puts an item after the selected item, or first into the selected title', () => {
    expect(placementForNew('item', nodes.soil, all, byId)).toEqual({
      parentId: nodes.t0102.id,
      afterId: nodes.soil.id,
    });
    expect(placementForNew('item', nodes.t0102, all, byId)).toEqual({
      parentId: nodes.t0102.id,
      afterId: null,
    });
  });

  it('puts a title after the selected title, or after the title of the selected item', () => {
    expect(placementForNew('title', nodes.t01, all, byId)).toEqual({ parentId: null, afterId: nodes.t01.id });
    expect(placementForNew('title', nodes.soil, all, byId)).toEqual({
      parentId: nodes.t01.id,
      afterId: nodes.t0102.id,
    });
  });

  it('appends to the top level without a selection', () => {
    expect(placementForNew('title', null, all, byId)).toEqual({ parentId: null, afterId: nodes.t02.id });
    expect(placementForNew('item', null, [], new Map())).toEqual({ parentId: null, afterId: null });
  });
});

describe('placementForMove', () => {
  it('moves among siblings and not past the ends', () => {
    expect(placementForMove('up', nodes.alternative, all)).toEqual({
      parentId: nodes.t02.id,
      afterId: nodes.provisional.id,
    });
    expect(placementForMove('up', nodes.base, all)).toEqual({ parentId: nodes.t02.id, afterId: null });
    expect(placementForMove('down', nodes.base, all)).toEqual({
      parentId: nodes.t02.id,
      afterId: nodes.alternative.id,
    });
    expect(placementForMove('up', nodes.provisional, all)).toBeNull();
    expect(placementForMove('down', nodes.remark, all)).toBeNull();
  });
});
