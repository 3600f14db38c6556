import { describe, expect, it } from 'vitest';
import { registerDesignerFonts, type FontEnvironment } from './designer-fonts';

interface RegisteredFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

/** A FontFaceSet that records the faces added and the fonts asked for, loading what was added. */
function fakeFonts(options: { unknownFamily?: string } = {}) {
  const added: RegisteredFace[] = [];
  const loads: string[] = [];
  const environment: FontEnvironment = {
    createFace: (family, source, descriptors) => ({ family, source, descriptors }) as unknown as FontFace,
    fonts: {
      add(face) {
        added.push(face as unknown as RegisteredFace);
        return this as unknown as FontFaceSet;
      },
      delete(face) {
        const index = added.indexOf(face as unknown as RegisteredFace);
        if (index >= 0) added.splice(index, 1);
        return index >= 0;
      },
      load: async (font) => {
        loads.push(font);
        const known = added.some((face) => font.includes(`"${face.family}"`));
        return known && !font.includes(`"${options.unknownFamily}"`) ? [{} as FontFace] : [];
      },
    },
  };
  return { environment, added, loads };
}

describe('the designer fonts', () => {
  it('registers the eight Noto faces the PDF embeds, each with its weight and style, and loads every one', async () => {
    const { environment, added, loads } = fakeFonts();
    await registerDesignerFonts(environment);
    const faces = added.map(({ family, source, descriptors }) => ({
      family,
      weight: descriptors.weight,
      style: descriptors.style,
      file: /\/(Noto\w+\.ttf)/.exec(source)?.[1],
    }));
    expect(faces).toEqual([
      { family: 'Noto Sans', weight: '400', style: 'normal', file: 'NotoSans_400Regular.ttf' },
      { family: 'Noto Sans', weight: '700', style: 'normal', file: 'NotoSans_700Bold.ttf' },
      { family: 'Noto Sans', weight: '400', style: 'italic', file: 'NotoSans_400Regular_Italic.ttf' },
      { family: 'Noto Sans', weight: '700', style: 'italic', file: 'NotoSans_700Bold_Italic.ttf' },
      { family: 'Noto Serif', weight: '400', style: 'normal', file: 'NotoSerif_400Regular.ttf' },
      { family: 'Noto Serif', weight: '700', style: 'normal', file: 'NotoSerif_700Bold.ttf' },
      { family: 'Noto Serif', weight: '400', style: 'italic', file: 'NotoSerif_400Regular_Italic.ttf' },
      { family: 'Noto Serif', weight: '700', style: 'italic', file: 'NotoSerif_700Bold_Italic.ttf' },
    ]);
    expect(added.every((face) => face.source.endsWith('format("truetype")'))).toBe(true);
    expect(loads).toEqual([
      '400 16px "Noto Sans"',
      '700 16px "Noto Sans"',
      'italic 400 16px "Noto Sans"',
      'italic 700 16px "Noto Sans"',
      '400 16px "Noto Serif"',
      '700 16px "Noto Serif"',
      'italic 400 16px "Noto Serif"',
      'italic 700 16px "Noto Serif"',
    ]);
  });

  it('fails when a face does not load, naming it, and takes its faces back so that a retry starts afresh', async () => {
    const { environment, added } = fakeFonts({ unknownFamily: 'Noto Serif' });
    await expect(registerDesignerFonts(environment)).rejects.toThrow(/400 16px "Noto Serif"/);
    expect(added).toEqual([]);
  });
});
