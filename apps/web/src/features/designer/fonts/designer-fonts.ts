import sansBold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import sansBoldItalic from '@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf?url';
import sansRegular from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import sansItalic from '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf?url';
import serifBold from '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf?url';
import serifBoldItalic from '@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf?url';
import serifRegular from '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf?url';
import serifItalic from '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf?url';

// The TrueType files the PDF engine embeds (packages/pdf bundled-fonts.ts), so the canvas measures and draws text
// with the same glyphs as the PDF. Vite copies them to hashed assets; only the designer asks for them.

export interface DesignerFontFace {
  readonly family: 'Noto Sans' | 'Noto Serif';
  readonly weight: '400' | '700';
  readonly style: 'normal' | 'italic';
  readonly url: string;
}

export const DESIGNER_FONT_FACES: readonly DesignerFontFace[] = [
  { family: 'Noto Sans', weight: '400', style: 'normal', url: sansRegular },
  { family: 'Noto Sans', weight: '700', style: 'normal', url: sansBold },
  { family: 'Noto Sans', weight: '400', style: 'italic', url: sansItalic },
  { family: 'Noto Sans', weight: '700', style: 'italic', url: sansBoldItalic },
  { family: 'Noto Serif', weight: '400', style: 'normal', url: serifRegular },
  { family: 'Noto Serif', weight: '700', style: 'normal', url: serifBold },
  { family: 'Noto Serif', weight: '400', style: 'italic', url: serifItalic },
  { family: 'Noto Serif', weight: '700', style: 'italic', url: serifBoldItalic },
];

/** What the loader needs of the browser (the document's FontFaceSet and the FontFace constructor). */
export interface FontEnvironment {
  readonly fonts: Pick<FontFaceSet, 'add' | 'delete' | 'load'>;
  readonly createFace: (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace;
}

function browserFonts(): FontEnvironment | null {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined' || !document.fonts) return null;
  return {
    fonts: document.fonts,
    createFace: (family, source, descriptors) => new FontFace(family, source, descriptors),
  };
}

/** The CSS font shorthand that makes `fonts.load` fetch one face. */
export function cssFontOf(face: Pick<DesignerFontFace, 'family' | 'weight' | 'style'>, sizePx = 16): string {
  return `${face.style === 'italic' ? 'italic ' : ''}${face.weight} ${sizePx}px "${face.family}"`;
}

/**
 * Registers the eight Noto faces with the document and resolves once all of them are loaded
 * (`document.fonts.load`), so text measured afterwards uses them. Without a FontFace API (tests) it resolves at once.
 */
export async function registerDesignerFonts(environment = browserFonts()): Promise<void> {
  if (!environment) return;
  const { fonts } = environment;
  const faces = DESIGNER_FONT_FACES.map((face) =>
    environment.createFace(face.family, `url("${face.url}") format("truetype")`, {
      weight: face.weight,
      style: face.style,
      display: 'block',
    }),
  );
  for (const face of faces) fonts.add(face);
  try {
    const loaded = await Promise.all(DESIGNER_FONT_FACES.map((face) => fonts.load(cssFontOf(face))));
    const missing = DESIGNER_FONT_FACES.filter((_, index) => loaded[index]?.length === 0);
    if (missing.length > 0)
      throw new Error(`designer fonts not loaded: ${missing.map((face) => cssFontOf(face)).join(', ')}`);
  } catch (error) {
    // A failed face stays failed: the next attempt registers fresh ones.
    for (const face of faces) fonts.delete(face);
    throw error;
  }
}

let designerFonts: Promise<void> | null = null;

/** The designer's fonts, registered and loaded once per page; a failed load is not kept, the next call tries again. */
export function loadDesignerFonts(): Promise<void> {
  designerFonts ??= registerDesignerFonts().catch((error: unknown) => {
    designerFonts = null;
    throw error;
  });
  return designerFonts;
}
