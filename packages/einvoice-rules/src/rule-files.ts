import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';

/** The compiled stylesheets (compiled/<key>.sef.json.gz, written by scripts/compile-rules.mjs). */
export type StylesheetKey = 'en16931-cii' | 'en16931-ubl' | 'xrechnung-cii' | 'xrechnung-ubl';

/** The official stylesheets under rules/ that scripts/compile-rules.ts compiles, by the SEF name. */
export const stylesheetSources: Record<StylesheetKey, string> = {
  'en16931-cii': 'en16931/cii/EN16931-CII-validation.xslt',
  'en16931-ubl': 'en16931/ubl/EN16931-UBL-validation.xslt',
  'xrechnung-cii': 'xrechnung/XRechnung-CII-validation.xsl',
  'xrechnung-ubl': 'xrechnung/XRechnung-UBL-validation.xsl',
};

/** compiled/manifest.json: the compiler, the optimizer, the source of every stylesheet, the SHA-256 of every file
 * under rules/. */
export interface RulesManifest {
  compiler: string;
  /** SHA-256 of scripts/hoist-absolute-paths.ts, the rewrite applied before compiling, and what it moved. */
  optimizer: string;
  hoistedPaths: Record<StylesheetKey, number>;
  stylesheets: Record<StylesheetKey, string>;
  ruleFiles: Record<string, string>;
}

/**
 * The package's own folder. Beside this source file when run from source (tsx, vitest); inside a bundle (the
 * server's dist/main.js, where import.meta.url is the bundle) it is where Node resolves the package.
 */
export function packageDirectory(): string {
  const besideSource = join(dirname(fileURLToPath(import.meta.url)), '..');
  if (existsSync(join(besideSource, 'compiled', 'manifest.json'))) return besideSource;
  const resolveFrom = createRequire(import.meta.url);
  return dirname(resolveFrom.resolve('@vendoc/einvoice-rules/package.json'));
}

/** The entry XSD of the UN/CEFACT CII D16B schema (it imports its neighbours by relative paths). */
export function ciiSchemaPath(): string {
  return join(
    packageDirectory(),
    'rules/cii-schema/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd',
  );
}

/** Reads compiled/manifest.json. */
export function readManifest(): RulesManifest {
  return JSON.parse(
    readFileSync(join(packageDirectory(), 'compiled', 'manifest.json'), 'utf8'),
  ) as RulesManifest;
}

const loaded = new Map<StylesheetKey, Promise<object>>();

/** The SEF of a stylesheet, read and parsed once per process (SaxonJS prepares it on first use and keeps that). */
export function loadStylesheet(key: StylesheetKey): Promise<object> {
  let sef = loaded.get(key);
  if (sef === undefined) {
    sef = readFile(join(packageDirectory(), 'compiled', `${key}.sef.json.gz`))
      .then((gzipped) => promisify(gunzip)(gzipped))
      .then((json) => JSON.parse(json.toString('utf8')) as object);
    sef.catch(() => loaded.delete(key));
    loaded.set(key, sef);
  }
  return sef;
}
