// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of saxon-js must come along wherever this file is compiled (apps/server too)
/// <reference path="./saxon-js.d.ts" />
import SaxonJS, { type SaxonNode } from 'saxon-js';
import { loadStylesheet, type StylesheetKey } from './rule-files';

/** One failed assertion of an SVRL report. */
export interface SvrlFinding {
  /** A failed assertion (an `assert` that did not hold) or a successful report (a `report` that fired). */
  kind: 'failed-assert' | 'successful-report';
  id: string;
  /** The assertion's flag (fatal, error, warning, information), undefined when it has none. */
  flag: string | undefined;
  location: string;
  text: string;
}

const svrlNamespace = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

// Every failed assertion and successful report as a map (XPath 3.1); SaxonJS hands maps and arrays to JavaScript
// as objects and arrays. Text is whitespace-normalized as svrl-errors.xsl does.
const findingsExpression = `array {
  (//svrl:failed-assert | //svrl:successful-report) ! map {
    'kind': local-name(),
    'id': string(@id),
    'flag': if (@flag) then string(@flag) else (),
    'location': string(@location),
    'text': normalize-space(svrl:text)
  }
}`;

/** Parses XML with SaxonJS once, for every stylesheet that checks it. Throws when it is not well-formed. */
export function parseForRules(xml: string): Promise<SaxonNode> {
  return SaxonJS.getResource({ text: xml, type: 'xml' });
}

/** Runs one compiled Schematron stylesheet on a parsed document and returns the findings of its SVRL report. */
export async function runSchematron(key: StylesheetKey, document: SaxonNode): Promise<SvrlFinding[]> {
  const stylesheet = await loadStylesheet(key);
  const report = SaxonJS.transform(
    { stylesheetInternal: stylesheet, sourceNode: document, destination: 'document' },
    'sync',
  ).principalResult;
  const found = SaxonJS.XPath.evaluate(findingsExpression, report, { namespaceContext: svrlNamespace });
  type Found = Omit<SvrlFinding, 'flag'> & { flag?: string | null };
  return (found as Found[]).map((finding) => ({
    kind: finding.kind,
    id: finding.id,
    flag: finding.flag ?? undefined,
    location: finding.location,
    text: finding.text,
  }));
}

/** True for the findings validate.sh counts as errors (svrl-errors.xsl: a failed assertion without a flag or with
 * flag fatal or error). */
export function isError(finding: SvrlFinding): boolean {
  if (finding.kind !== 'failed-assert') return false;
  return finding.flag === undefined || finding.flag === 'fatal' || finding.flag === 'error';
}
