import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';
import { hashOptimizer, hashRuleFiles } from '../scripts/compile-rules';
import { packageDirectory, readManifest, stylesheetSources } from './rule-files';

// The compiled stylesheets are committed (compiling takes a minute); the manifest ties them to the rule files.
describe('compiled rules', () => {
  const manifest = readManifest();

  it('were compiled from the rule files as they are now (else: npm run rules:compile -w @vendoc/einvoice-rules)', async () => {
    expect(manifest.ruleFiles).toEqual(await hashRuleFiles());
    expect(manifest.optimizer).toBe(await hashOptimizer());
  });

  it('cover every stylesheet the validator runs', () => {
    expect(manifest.stylesheets).toEqual(stylesheetSources);
    for (const key of Object.keys(stylesheetSources)) {
      expect(existsSync(join(packageDirectory(), 'compiled', `${key}.sef.json.gz`)), key).toBe(true);
    }
  });

  it('come from the compiler of the SaxonJS release that runs them', () => {
    const runtime = SaxonJS.getProcessorInfo().productVersion;
    expect(manifest.compiler).toMatch(new RegExp(`^xslt3 ${runtime.replace('.', '\\.')}\\.`));
  });

  it('ship with their licences', () => {
    const licences = Object.keys(manifest.ruleFiles).filter((file) => /LICEN[CS]E/.test(file));
    expect(licences.sort()).toEqual([
      'cii-schema/LICENSE.txt',
      'en16931/LICENSE.txt',
      'xrechnung/LICENSE',
      'xrechnung/LICENSE-schxslt',
    ]);
  });
});
