// Refreshes the rule files in rules/ from unpacked official releases and recompiles them (compile-rules.ts):
//   npm run rules:update -w @vendoc/einvoice-rules -- <folder> [<folder> ...]
// A folder is an unpacked release of KoSIT (xrechnung-schematron, validator-configuration-xrechnung) or CEN
// (eInvoicing-EN16931) or a checkout of either. It is searched for the files the validator uses, by their official
// names; each one found replaces ours, with the nearest LICENSE file above it. Files not found stay as they are,
// so one release (e.g. a new XRechnung Schematron) can be taken alone. Afterwards update rules/SOURCE.md and run
// the package's tests (they compare the verdicts with validate.sh).
import { chmod, cp, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { CopyOptions } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { compileRules, rulesDir } from './compile-rules';

/** Official file name -> where it goes under rules/ (and where its licence goes). */
const targets: Record<string, { file: string; license: string }> = {
  'EN16931-CII-validation.xslt': {
    file: 'en16931/cii/EN16931-CII-validation.xslt',
    license: 'en16931/LICENSE.txt',
  },
  'EN16931-UBL-validation.xslt': {
    file: 'en16931/ubl/EN16931-UBL-validation.xslt',
    license: 'en16931/LICENSE.txt',
  },
  'XRechnung-CII-validation.xsl': {
    file: 'xrechnung/XRechnung-CII-validation.xsl',
    license: 'xrechnung/LICENSE',
  },
  'XRechnung-UBL-validation.xsl': {
    file: 'xrechnung/XRechnung-UBL-validation.xsl',
    license: 'xrechnung/LICENSE',
  },
};
const ciiSchemaEntry = 'CrossIndustryInvoice_100pD16B.xsd';

// Releases are often unpacked read-only; our copies stay writable for the next update.
async function copy(source: string, target: string, options?: CopyOptions): Promise<void> {
  await cp(source, target, options);
  for (const file of (await stat(target)).isDirectory() ? await walk(target) : [target])
    await chmod(file, 0o644);
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

// One file per name: several copies must be identical, else the folder is ambiguous (name a narrower one).
async function pick(name: string, candidates: string[]): Promise<string | undefined> {
  if (candidates.length === 0) return undefined;
  const contents = await Promise.all(candidates.map((file) => readFile(file)));
  if (contents.some((content) => !content.equals(contents[0] as Buffer))) {
    throw new Error(
      `${name} differs between ${candidates.join(', ')}: pass the folder of the release you mean`,
    );
  }
  return candidates[0];
}

async function nearestLicense(file: string, root: string): Promise<string | undefined> {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const names = (await readdir(dir)).filter((name) => /^LICEN[CS]E/i.test(name)).sort();
    if (names[0] !== undefined) return join(dir, names[0]);
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

async function updateFrom(root: string): Promise<string[]> {
  const files = await walk(root);
  const byName = (name: string) => files.filter((file) => basename(file) === name);
  const updated: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const found = await pick(name, byName(name));
    if (found === undefined) continue;
    await copy(found, join(rulesDir, target.file));
    const license = await nearestLicense(found, root);
    if (license !== undefined) await copy(license, join(rulesDir, target.license));
    updated.push(
      `${target.file} <- ${relative(root, found)}${license ? ` (licence ${relative(root, license)})` : ''}`,
    );
  }
  const schema = await pick(ciiSchemaEntry, byName(ciiSchemaEntry));
  if (schema !== undefined) {
    // The entry imports its neighbours relatively: the whole uncefact/ tree (data, codelist, identifierlist).
    const standardDir = dirname(schema);
    if (!standardDir.endsWith(join('uncefact', 'data', 'standard'))) {
      throw new Error(
        `${schema}: expected the CII schema in .../uncefact/data/standard/ (as CEN publishes it)`,
      );
    }
    const uncefact = resolve(standardDir, '../..');
    await rm(join(rulesDir, 'cii-schema', 'uncefact'), { recursive: true, force: true });
    await mkdir(join(rulesDir, 'cii-schema'), { recursive: true });
    await copy(uncefact, join(rulesDir, 'cii-schema', 'uncefact'), {
      recursive: true,
      filter: async (source: string) => (await stat(source)).isDirectory() || source.endsWith('.xsd'),
    });
    const license = await nearestLicense(schema, root);
    if (license !== undefined) await copy(license, join(rulesDir, 'cii-schema', 'LICENSE.txt'));
    updated.push(`cii-schema/uncefact/ <- ${relative(root, uncefact)}`);
  }
  return updated;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error(
    'usage: npm run rules:update -w @vendoc/einvoice-rules -- <release folder> [<release folder> ...]',
  );
  process.exit(2);
}
const updated: string[] = [];
for (const folder of folders) updated.push(...(await updateFrom(resolve(folder))));
if (updated.length === 0) {
  console.error(
    `none of ${[...Object.keys(targets), ciiSchemaEntry].join(', ')} found in ${folders.join(', ')}`,
  );
  process.exit(1);
}
for (const line of updated) console.log(`updated ${line}`);
await compileRules();
console.log(
  'Now record the versions in rules/SOURCE.md and run: npx vitest run --project unit packages/einvoice-rules',
);
