// Compiles the official validation stylesheets in rules/ to SaxonJS SEF files (compiled/*.sef.json.gz) and writes
// compiled/manifest.json with the SHA-256 of every rule file, so a test notices a rule file changed without a
// recompile. Compiling needs the xslt3 compiler (a devDependency), about a minute and up to 600 MB per stylesheet;
// the validator at run time only reads the SEF files with the saxon-js runtime.
//   npm run rules:compile -w @vendoc/einvoice-rules
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { stylesheetSources, type RulesManifest, type StylesheetKey } from '../src/rule-files';
import { hoistAbsolutePaths } from './hoist-absolute-paths';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const rulesDir = join(packageDir, 'rules');
const compiledDir = join(packageDir, 'compiled');

const resolvePackage = createRequire(import.meta.url);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(rulesDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** SHA-256 of every rule and licence file under rules/ (paths relative to rules/, with forward slashes); notes
 * such as rules/SOURCE.md do not count. */
export async function hashRuleFiles(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of (await listFiles(rulesDir)).filter((name) => !name.endsWith('.md'))) {
    hashes[file] = createHash('sha256')
      .update(await readFile(join(rulesDir, file)))
      .digest('hex');
  }
  return hashes;
}

/** SHA-256 of the rewrite applied before compiling (a change to it needs a recompile as well). */
export async function hashOptimizer(): Promise<string> {
  const optimizer = await readFile(fileURLToPath(new URL('./hoist-absolute-paths.ts', import.meta.url)));
  return createHash('sha256').update(optimizer).digest('hex');
}

async function compileOne(xslt3: string, source: string, target: string, workDir: string): Promise<number> {
  const sefJson = join(workDir, 'out.sef.json');
  const optimized = join(workDir, 'optimized.xsl');
  const { xslt, hoisted } = hoistAbsolutePaths(await readFile(join(rulesDir, source), 'utf8'));
  await writeFile(optimized, xslt);
  await promisify(execFile)(
    process.execPath,
    [xslt3, '-relocate:on', '-nogo', `-xsl:${optimized}`, `-export:${sefJson}`],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  await writeFile(target, gzipSync(await readFile(sefJson), { level: 9 }));
  return hoisted;
}

/** Compiles every stylesheet and rewrites compiled/manifest.json. */
export async function compileRules(): Promise<void> {
  const xslt3 = resolvePackage.resolve('xslt3/xslt3.js');
  const compilerVersion = (
    JSON.parse(await readFile(resolvePackage.resolve('xslt3/package.json'), 'utf8')) as { version: string }
  ).version;
  const workDir = await mkdtemp(join(tmpdir(), 'einvoice-rules-'));
  const hoistedPaths: Partial<Record<StylesheetKey, number>> = {};
  try {
    for (const [key, source] of Object.entries(stylesheetSources) as [StylesheetKey, string][]) {
      const started = Date.now();
      hoistedPaths[key] = await compileOne(xslt3, source, join(compiledDir, `${key}.sef.json.gz`), workDir);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `compiled ${source} -> compiled/${key}.sef.json.gz (${hoistedPaths[key]} paths hoisted, ${seconds} s)`,
      );
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const manifest: RulesManifest = {
    compiler: `xslt3 ${compilerVersion}`,
    optimizer: await hashOptimizer(),
    hoistedPaths: hoistedPaths as Record<StylesheetKey, number>,
    stylesheets: stylesheetSources,
    ruleFiles: await hashRuleFiles(),
  };
  await writeFile(join(compiledDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log('wrote compiled/manifest.json');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileRules();
}
