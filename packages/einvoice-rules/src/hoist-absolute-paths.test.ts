import { describe, expect, it } from 'vitest';
import { hoistAbsolutePaths } from '../scripts/hoist-absolute-paths';

const stylesheet = (...tests: string[]) =>
  `<xsl:stylesheet version="2.0">\n<xsl:template match="/">${tests
    .map((test) => `<xsl:if test="${test}"/>`)
    .join('')}</xsl:template>\n</xsl:stylesheet>`;
const testsOf = (xslt: string) => [...xslt.matchAll(/<xsl:if test="([^"]*)"/g)].map((match) => match[1]);
const variablesOf = (xslt: string) =>
  [...xslt.matchAll(/<xsl:variable name="([^"]*)" select="([^"]*)"\/>/g)].map((match) => [
    match[1],
    match[2],
  ]);

describe('hoistAbsolutePaths', () => {
  it('moves absolute paths into global variables, one per distinct path, before the first template', () => {
    const { xslt, hoisted } = hoistAbsolutePaths(
      stylesheet(
        "//rsm:Trade/ram:Tax[ram:Code = 'S'] and count(/rsm:Invoice/ram:Line) &gt; 1",
        "exists(//rsm:Trade/ram:Tax[ram:Code = 'S']) or not(//ram:Other/@schemeID)",
      ),
    );
    expect(hoisted).toBe(3);
    expect(variablesOf(xslt)).toEqual([
      ['vendoc-absolute-path-1', "//rsm:Trade/ram:Tax[ram:Code = 'S']"],
      ['vendoc-absolute-path-2', '/rsm:Invoice/ram:Line'],
      ['vendoc-absolute-path-3', '//ram:Other/@schemeID'],
    ]);
    expect(testsOf(xslt)).toEqual([
      '$vendoc-absolute-path-1 and count($vendoc-absolute-path-2) &gt; 1',
      'exists($vendoc-absolute-path-1) or not($vendoc-absolute-path-3)',
    ]);
    expect(xslt.indexOf('<xsl:variable')).toBeLessThan(xslt.indexOf('<xsl:template'));
  });

  it('leaves relative paths and paths that depend on the context or continue after it', () => {
    const untouched = [
      'ram:A/ram:B//ram:C',
      '../ram:BasisAmount',
      '(ram:A)/ram:B',
      '//ram:Line[ram:ID = current()/ram:ID]',
      '//ram:Line[ram:ID = $id]',
      'sum(/rsm:Invoice/ram:Line/xs:decimal(ram:Amount))',
      '//ram:Line [1]',
      'ram:Name //ram:Other',
      '. = /',
    ];
    const { xslt, hoisted } = hoistAbsolutePaths(stylesheet(...untouched));
    expect(hoisted).toBe(0);
    expect(testsOf(xslt)).toEqual(untouched);
  });

  it('recognises an expression start after operators and keywords, not after names that end like one', () => {
    const { xslt } = hoistAbsolutePaths(
      stylesheet(
        '1 = //a',
        'x or //b',
        'every $l in //c satisfies $l',
        'ram:Land //d',
        'f(1, //e)',
        '//f | //g',
      ),
    );
    expect(testsOf(xslt)).toEqual([
      '1 = $vendoc-absolute-path-1',
      'x or $vendoc-absolute-path-2',
      'every $l in $vendoc-absolute-path-3 satisfies $l',
      'ram:Land //d',
      'f(1, $vendoc-absolute-path-4)',
      '$vendoc-absolute-path-5 | $vendoc-absolute-path-6',
    ]);
  });
});
