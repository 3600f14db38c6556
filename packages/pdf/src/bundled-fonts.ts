import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FontSet, type FontFamily, type FontFiles, type FontVariant } from './font-set';

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

let bundledFontSet: Promise<FontSet> | null = null;

/**
 * The process-wide FontSet of the bundled fonts: read and prepared (metrics parsed, files aligned for embedding)
 * on the first call, the same instance for every later one. The server calls it at start so that no request pays
 * for it; a failed read is not kept, the next call tries again.
 */
export function getBundledFontSet(): Promise<FontSet> {
  bundledFontSet ??= loadBundledFonts().then(
    (files) => new FontSet(files).prepare(),
    (error: unknown) => {
      bundledFontSet = null;
      throw error;
    },
  );
  return bundledFontSet;
}
