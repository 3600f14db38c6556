// SaxonJS does not optimize what Saxon-HE (Java) does: an absolute path such as
// `//rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax` inside a rule that
// fires once per invoice line is walked again for every line, so a 2,000-line invoice takes minutes instead of a
// second or two. An absolute path gives the same nodes wherever it is evaluated in the one source document, so the
// compile step moves each one out of the `test` attributes into a global variable evaluated once. Only paths that
// certainly do not depend on the context are moved: no variables, no current(), nothing that could continue the
// path after it. The official file in rules/ stays as published; the equality with validate.sh is tested.

const keywords = new Set(
  'and or div mod eq ne lt le gt ge in return satisfies then else to union intersect except is'.split(' '),
);
const name = String.raw`(?:[A-Za-z_][\w.-]*:)?(?:[A-Za-z_][\w.-]*|\*)`;
const stepStart = new RegExp(String.raw`^(?:@?${name}(?:\(\))?|\.\.)`);

/** The end of the balanced predicate that starts at `start` ('['), or -1. */
function predicateEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    if (text[index] === '[') depth++;
    else if (text[index] === ']' && --depth === 0) return index + 1;
  }
  return -1;
}

/** The absolute path starting at `start` ('/'), or undefined when it is not one that may be moved. */
function absolutePathAt(text: string, start: number): string | undefined {
  let index = start;
  while (text[index] === '/') {
    index += text[index + 1] === '/' ? 2 : 1;
    const step = stepStart.exec(text.slice(index));
    if (step === null) return undefined;
    index += step[0].length;
    while (text[index] === '[') {
      const end = predicateEnd(text, index);
      if (end < 0) return undefined;
      index = end;
    }
  }
  const path = text.slice(start, index);
  // Whatever follows must end the path: not a predicate or step after a space, not a name character.
  const rest = text.slice(index).trimStart();
  if (/^[[/(]/.test(rest) || /^[\w.:-]/.test(text.slice(index))) return undefined;
  if (path.includes('$') || path.includes('current()')) return undefined;
  return path;
}

/** True when the text before `start` ends where an expression may begin (not a path or name to continue). */
function expressionMayStartAt(text: string, start: number): boolean {
  const before = text.slice(0, start).trimEnd();
  if (before === '') return true;
  if (/[(,[=|+]$/.test(before) || before.endsWith('&lt;') || before.endsWith('&gt;')) return true;
  const word = /([A-Za-z]+)$/.exec(before);
  return word !== null && keywords.has(word[1]!) && !/[\w.:-]$/.test(before.slice(0, -word[1]!.length));
}

/**
 * Moves every context-free absolute path in the `test` attributes of a compiled Schematron stylesheet into a
 * global variable (same paths share one). Returns the stylesheet text and how many paths it moved.
 */
export function hoistAbsolutePaths(xslt: string): { xslt: string; hoisted: number } {
  const variables = new Map<string, string>();
  const variableFor = (path: string) => {
    let variable = variables.get(path);
    if (variable === undefined) {
      variable = `vendoc-absolute-path-${variables.size + 1}`;
      variables.set(path, variable);
    }
    return variable;
  };
  const rewritten = xslt.replace(
    /(<xsl:(?:if|when)\s+test=")([^"]*)(")/g,
    (_, open: string, test: string, close: string) => {
      let result = '';
      let index = 0;
      while (index < test.length) {
        const slash = test.indexOf('/', index);
        if (slash < 0) break;
        const path = expressionMayStartAt(test, slash) ? absolutePathAt(test, slash) : undefined;
        if (path === undefined) {
          const skip = test[slash + 1] === '/' ? slash + 2 : slash + 1;
          result += test.slice(index, skip);
          index = skip;
          continue;
        }
        result += `${test.slice(index, slash)}$${variableFor(path)}`;
        index = slash + path.length;
      }
      return `${open}${result}${test.slice(index)}${close}`;
    },
  );
  if (variables.size === 0) return { xslt, hoisted: 0 };
  const firstTemplate = rewritten.indexOf('<xsl:template');
  if (firstTemplate < 0) throw new Error('no xsl:template in the stylesheet');
  const declarations = [...variables]
    .map(([path, variable]) => `<xsl:variable name="${variable}" select="${path}"/>\n`)
    .join('');
  return {
    xslt: rewritten.slice(0, firstTemplate) + declarations + rewritten.slice(firstTemplate),
    hoisted: variables.size,
  };
}
