import { describe, expect, it } from 'vitest';
import {
  moveElements,
  numberZ,
  reorderElement,
  resizeElements,
  setBounds,
  type PlacedElement,
} from './element-operations';
import { roundMm } from './geometry';

const box = (id: string, z: number, extra: Partial<PlacedElement> = {}): PlacedElement => ({
  id,
  x: 10,
  y: 20,
  width: 30,
  height: 40,
  z,
  locked: false,
  ...extra,
});

describe('element operations (mm, 0.1 mm resolution)', () => {
  it('moves the chosen unlocked elements and rounds to 0.1 mm without accumulating float error', () => {
    const elements = [box('a', 0), box('b', 1), box('c', 2, { locked: true })];
    const moved = moveElements(elements, ['a', 'c'], 1.04, -0.35);
    expect(moved.map(({ x, y }) => [x, y])).toEqual([
      [11, 19.7],
      [10, 20],
      [10, 20],
    ]);
    expect(moved[1]).toBe(elements[1]);
    expect(moved[2]).toBe(elements[2]);

    let many = elements;
    for (let step = 0; step < 1000; step++) many = moveElements(many, ['a'], 0.1, 0.1);
    expect(many[0]).toMatchObject({ x: 110, y: 120 });
    expect(moveElements(elements, ['a'], 0, 0)).toBe(elements);
  });

  it('resizes by a delta, never below 0, and leaves locked elements', () => {
    const elements = [box('a', 0), box('b', 1, { locked: true })];
    expect(resizeElements(elements, ['a', 'b'], 10, -50).map(({ width, height }) => [width, height])).toEqual(
      [
        [40, 0],
        [30, 40],
      ],
    );
    expect(resizeElements(elements, ['zzz'], 1, 1)).toBe(elements);
  });

  it('sets a new box from a handle drag', () => {
    const elements = [box('a', 0)];
    expect(setBounds(elements, 'a', { x: 5.06, y: 6, width: -3, height: 7.25 })[0]).toMatchObject({
      x: 5.1,
      y: 6,
      width: 0,
      height: 7.3,
    });
    expect(setBounds(elements, 'a', { x: 10, y: 20, width: 30, height: 40 })).toBe(elements);
    expect(setBounds([box('a', 0, { locked: true })], 'a', { x: 0, y: 0, width: 1, height: 1 })[0]?.x).toBe(
      10,
    );
  });

  it('changes the paint order and keeps z equal to the list position', () => {
    const elements = [box('a', 0), box('b', 1), box('c', 2)];
    const order = (list: PlacedElement[]) => list.map(({ id, z }) => `${id}${z}`).join(' ');
    expect(order(reorderElement(elements, 'a', 'front'))).toBe('b0 c1 a2');
    expect(order(reorderElement(elements, 'c', 'back'))).toBe('c0 a1 b2');
    expect(order(reorderElement(elements, 'a', 'forward'))).toBe('b0 a1 c2');
    expect(order(reorderElement(elements, 'c', 'backward'))).toBe('a0 c1 b2');
    expect(reorderElement(elements, 'c', 'front')).toBe(elements);
    expect(reorderElement(elements, 'a', 'backward')).toBe(elements);
    expect(reorderElement(elements, 'nope', 'front')).toBe(elements);
  });

  it('numbers z by list position, copying only what differs', () => {
    const elements = [box('a', 0), box('b', 5)];
    const numbered = numberZ(elements);
    expect(numbered.map((element) => element.z)).toEqual([0, 1]);
    expect(numbered[0]).toBe(elements[0]);
    expect(numberZ(numbered)).toBe(numbered);
  });

  it('rounds lengths half away from zero to 0.1 mm, never -0', () => {
    expect([0.05, -0.05, 1.25, 148.45, -0.04, 20.300000000000004].map(roundMm)).toEqual([
      0.1, -0.1, 1.3, 148.5, 0, 20.3,
    ]);
    expect(Object.is(roundMm(-0.01), 0)).toBe(true);
  });
});
