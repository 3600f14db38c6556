import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFamily, FontFiles, FontVariant } from './font-set';

const require = createRequire(import.meta.url);

/** Noto Sans and Noto Serif (SIL Open Font License 1.1), shipped as npm packages of TrueType files. */
const BUNDLED: Record<FontFamily, { module: string; prefix: string }> = {
  sans: { module: '@expo-google-fonts/noto-sans', prefix: 'NotoSans' },
  serif: { module: '@expo-google-fonts/noto-serif', prefix: 'NotoSerif' },
};
const FOLDERS: Record<FontVariant, string> = {
  regular: '400Regular',
  bold: '700Bold',
  italic: '400Regular_Italic',
  boldItalic: '700Bold_Italic',
};

/** The path of a bundled font file in node_modules. */
export function bundledFontPath(family: FontFamily, variant: FontVariant): string {
  const { module, prefix } = BUNDLED[family];
  const folder = FOLDERS[variant];
  return require.resolve(`${module}/${folder}/${prefix}_${folder}.ttf`);
}

/** Reads the bundled fonts (Node only; the browser fetches the same files and builds a FontSet from them). */
export async function loadBundledFonts(): Promise<FontFiles> {
  const load = async (family: FontFamily) => {
    const [regular, bold, italic, boldItalic] = await Promise.all(
      (['regular', 'bold', 'italic', 'boldItalic'] as const).map(
        async (variant) => new Uint8Array(await readFile(bundledFontPath(family, variant))),
      ),
    );
    return { regular, bold, italic, boldItalic } as Record<FontVariant, Uint8Array>;
  };
  const [sans, serif] = await Promise.all([load('sans'), load('serif')]);
  return { sans, serif };
}
