import { describe, expect, it } from 'vitest';
import { lineAlignment } from './sample-layout';

describe('how the canvas aligns a laid-out line', () => {
  it('spreads a justified line over the width, except the last line of its paragraph', () => {
    expect(lineAlignment('justify', false)).toMatchObject({ textAlign: 'justify', textAlignLast: 'justify' });
    expect(lineAlignment('justify', true)).toMatchObject({ textAlign: 'left' });
    expect(lineAlignment('justify', true)).not.toHaveProperty('textAlignLast');
  });

  it('keeps left, centred and right lines as they are, spaces included', () => {
    expect(lineAlignment('right', false)).toEqual({ textAlign: 'right', whiteSpace: 'pre' });
    expect(lineAlignment('center', true)).toEqual({ textAlign: 'center', whiteSpace: 'pre' });
  });
});
