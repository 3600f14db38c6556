// Test support (not part of the package API): validates XML against the official GAEB XSDs with xmllint.
import { spawnSync } from 'node:child_process';
import { testdataPath } from './samples';

const XSD: Record<string, string> = {
  '31': 'GAEB_DA_XML_31_3.3_2023-01.xsd',
  '81': 'GAEB_DA_XML_81_3.3_2021-05.xsd',
  '82': 'GAEB_DA_XML_82_3.3_2021-05.xsd',
  '83': 'GAEB_DA_XML_83_3.3_2021-05.xsd',
  '84': 'GAEB_DA_XML_84_3.3_2021-05.xsd',
  '86': 'GAEB_DA_XML_86_3.3_2021-05.xsd',
  '89': 'GAEB_DA_XML_89_3.3_2021-05.xsd',
};

/** Result of `xmllint --noout --schema`: valid, or the validator's messages. */
export interface Validation {
  valid: boolean;
  output: string;
}

/**
 * Validates `xml` against the phase's official 3.3 XSD. Throws (the test fails, it is never skipped) when
 * xmllint is not installed.
 */
export function validateWithXmllint(
  xml: string,
  phase: '31' | '81' | '82' | '83' | '84' | '86' | '89',
): Validation {
  const xsd = testdataPath(`xsd-3.3/${XSD[phase]}`);
  const run = spawnSync('xmllint', ['--noout', '--schema', xsd, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) {
    throw new Error(
      `xmllint could not be run (${run.error.message}): install libxml2-utils (Debian) to validate GAEB output`,
    );
  }
  return { valid: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}
