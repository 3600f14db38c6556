import { describe, expect, it } from 'vitest';
import {
  drawMarkup,
  EMPTY_MARKUP,
  MARKUP_PAINT,
  markupLineWidth,
  markupReducer,
  markupTextSize,
  shapeFromDrag,
  textShape,
  toImagePoint,
  type ArrowShape,
  type MarkupContext,
  type MarkupShape,
} from './markup-model';

type Call = [name: string, ...args: unknown[]];

/** A 2D context that records every call, with the style it was made in, instead of painting. */
function recordingContext() {
  const calls: Call[] = [];
  const style = {
    strokeStyle: '' as string | CanvasGradient | CanvasPattern,
    fillStyle: '' as string | CanvasGradient | CanvasPattern,
    lineWidth: 1,
    lineCap: 'butt' as CanvasLineCap,
    lineJoin: 'miter' as CanvasLineJoin,
    font: '',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
  };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const context = {
    ...style,
    save: record('save'),
    restore: record('restore'),
    beginPath: record('beginPath'),
    closePath: record('closePath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    ellipse: record('ellipse'),
    stroke() {
      calls.push(['stroke', { strokeStyle: this.strokeStyle, lineWidth: this.lineWidth }]);
    },
    fill() {
      calls.push(['fill', { fillStyle: this.fillStyle }]);
    },
    strokeText(text: string, x: number, y: number) {
      calls.push(['strokeText', text, x, y, { strokeStyle: this.strokeStyle, lineWidth: this.lineWidth }]);
    },
    fillText(text: string, x: number, y: number) {
      calls.push(['fillText', text, x, y, { fillStyle: this.fillStyle, font: this.font }]);
    },
  } satisfies MarkupContext;
  return { context, calls };
}

const arrow: ArrowShape = {
  kind: 'arrow',
  from: { x: 0, y: 0 },
  to: { x: 100, y: 0 },
  color: 'red',
  lineWidth: 4,
};

describe('drawMarkup', () => {
  it('strokes an arrow shaft up to its head and fills the head with its tip at the end point', () => {
    const { context, calls } = recordingContext();

    drawMarkup(context, [arrow], 1);

    // head: 4.5 line widths = 18 px long, 0.6 of that to each side
    expect(calls).toEqual([
      ['save'],
      ['beginPath'],
      ['moveTo', 0, 0],
      ['lineTo', 82, 0],
      ['stroke', { strokeStyle: MARKUP_PAINT.red.fill, lineWidth: 4 }],
      ['beginPath'],
      ['moveTo', 100, 0],
      ['lineTo', 82, expect.closeTo(10.8)],
      ['lineTo', 82, expect.closeTo(-10.8)],
      ['closePath'],
      ['fill', { fillStyle: MARKUP_PAINT.red.fill }],
      ['restore'],
    ]);
  });

  it('scales coordinates and line widths, so a preview shows what the photo gets', () => {
    const { context, calls } = recordingContext();

    drawMarkup(context, [arrow], 0.5);

    expect(calls).toContainEqual(['moveTo', 0, 0]);
    expect(calls).toContainEqual(['lineTo', 41, 0]);
    expect(calls).toContainEqual(['moveTo', 50, 0]);
    expect(calls).toContainEqual(['stroke', { strokeStyle: MARKUP_PAINT.red.fill, lineWidth: 2 }]);
  });

  it('keeps the head of a short arrow within half of its length', () => {
    const { context, calls } = recordingContext();

    drawMarkup(context, [{ ...arrow, to: { x: 20, y: 0 } }], 1);

    expect(calls).toContainEqual(['lineTo', 10, 0]);
  });

  it('strokes an ellipse around the centre of its box, in the chosen colour', () => {
    const { context, calls } = recordingContext();
    const shapes: MarkupShape[] = [
      { kind: 'ellipse', x: 10, y: 20, width: 200, height: 100, color: 'blue', lineWidth: 6 },
    ];

    drawMarkup(context, shapes, 2);

    expect(calls).toEqual([
      ['save'],
      ['beginPath'],
      ['ellipse', 220, 140, 200, 100, 0, 0, 2 * Math.PI],
      ['stroke', { strokeStyle: MARKUP_PAINT.blue.fill, lineWidth: 12 }],
      ['restore'],
    ]);
  });

  it('writes a text in its colour over a contrasting outline, sized by the scale', () => {
    const { context, calls } = recordingContext();
    const shapes: MarkupShape[] = [
      { kind: 'text', at: { x: 300, y: 200 }, text: 'Riss', size: 40, color: 'yellow' },
    ];

    drawMarkup(context, shapes, 0.5);

    expect(calls).toEqual([
      ['save'],
      ['strokeText', 'Riss', 150, 100, { strokeStyle: '#000000', lineWidth: expect.closeTo(3.6) }],
      [
        'fillText',
        'Riss',
        150,
        100,
        { fillStyle: MARKUP_PAINT.yellow.fill, font: expect.stringMatching(/^bold 20px /) },
      ],
      ['restore'],
    ]);
  });

  it('draws the shapes in the order they were made', () => {
    const { context, calls } = recordingContext();
    const shapes: MarkupShape[] = [
      { kind: 'ellipse', x: 0, y: 0, width: 10, height: 10, color: 'white', lineWidth: 2 },
      arrow,
      { kind: 'text', at: { x: 1, y: 1 }, text: 'A', size: 12, color: 'red' },
    ];

    drawMarkup(context, shapes, 1);

    const painting = calls.map(([name]) => name).filter((name) => /^(ellipse|fill|fillText)$/.test(name));
    expect(painting).toEqual(['ellipse', 'fill', 'fillText']);
  });
});

describe('sizes relative to the photo', () => {
  it('gives a 4000 px photo five times the line and text of an 800 px one', () => {
    expect(markupLineWidth(800, 600)).toBe(8);
    expect(markupLineWidth(3000, 4000)).toBe(40);
    expect(markupTextSize(800, 600)).toBe(36);
    expect(markupTextSize(4000, 3000)).toBe(180);
  });

  it('never goes below a visible minimum on a tiny image', () => {
    expect(markupLineWidth(40, 30)).toBe(2);
    expect(markupTextSize(40, 30)).toBe(12);
  });
});

describe('toImagePoint', () => {
  const rect = { left: 10, top: 100, width: 390, height: 260 };

  it('maps a pointer over the shown canvas into image pixels', () => {
    expect(toImagePoint(10 + 195, 100 + 130, rect, 3000, 2000)).toEqual({ x: 1500, y: 1000 });
  });

  it('keeps a pointer that left the canvas at its edge', () => {
    expect(toImagePoint(0, 1000, rect, 3000, 2000)).toEqual({ x: 0, y: 2000 });
  });
});

describe('shapeFromDrag', () => {
  const style = { color: 'red' as const, lineWidth: 8, minLength: 20 };

  it('makes an arrow from the start of the drag to its end', () => {
    expect(shapeFromDrag('arrow', { x: 5, y: 5 }, { x: 105, y: 55 }, style)).toEqual({
      kind: 'arrow',
      from: { x: 5, y: 5 },
      to: { x: 105, y: 55 },
      color: 'red',
      lineWidth: 8,
    });
  });

  it('makes an ellipse in the box of the drag, whichever way it went', () => {
    expect(shapeFromDrag('ellipse', { x: 300, y: 200 }, { x: 100, y: 50 }, style)).toEqual({
      kind: 'ellipse',
      x: 100,
      y: 50,
      width: 200,
      height: 150,
      color: 'red',
      lineWidth: 8,
    });
  });

  it('ignores a tiny drag (a slip of a gloved finger)', () => {
    expect(shapeFromDrag('arrow', { x: 5, y: 5 }, { x: 15, y: 20 }, style)).toBeNull();
    expect(shapeFromDrag('ellipse', { x: 5, y: 5 }, { x: 5, y: 5 }, style)).toBeNull();
  });
});

describe('textShape', () => {
  it('keeps one line of text, trimmed', () => {
    expect(textShape({ x: 1, y: 2 }, '  Riss\n 2 mm ', { color: 'white', size: 30 })).toEqual({
      kind: 'text',
      at: { x: 1, y: 2 },
      text: 'Riss 2 mm',
      size: 30,
      color: 'white',
    });
  });

  it('makes nothing of an empty text', () => {
    expect(textShape({ x: 1, y: 2 }, '   ', { color: 'white', size: 30 })).toBeNull();
  });
});

describe('markupReducer', () => {
  const first = arrow;
  const second: MarkupShape = { kind: 'text', at: { x: 1, y: 1 }, text: 'B', size: 12, color: 'blue' };

  it('adds shapes and undoes the last one', () => {
    let state = markupReducer(EMPTY_MARKUP, { type: 'add', shape: first });
    state = markupReducer(state, { type: 'add', shape: second });
    expect(state.shapes).toEqual([first, second]);

    state = markupReducer(state, { type: 'undo' });
    expect(state.shapes).toEqual([first]);
    state = markupReducer(state, { type: 'undo' });
    expect(state).toEqual(EMPTY_MARKUP);
    expect(markupReducer(state, { type: 'undo' })).toBe(state);
  });

  it('clears everything, and undo brings it back', () => {
    let state = markupReducer(EMPTY_MARKUP, { type: 'add', shape: first });
    state = markupReducer(state, { type: 'add', shape: second });

    state = markupReducer(state, { type: 'clear' });
    expect(state.shapes).toEqual([]);
    state = markupReducer(state, { type: 'undo' });
    expect(state.shapes).toEqual([first, second]);
  });

  it('does not record clearing what is already empty', () => {
    expect(markupReducer(EMPTY_MARKUP, { type: 'clear' })).toBe(EMPTY_MARKUP);
  });
});
