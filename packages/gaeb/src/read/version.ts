import { gaebError } from '../errors';
import type { GaebVersion } from '../model';
import type { XmlElement } from '../xml';
import { quoted, type ReadContext } from './context';

// 3.1: http://www.gaeb.de/GAEB_DA_XML/200407; 3.2/3.3: http://www.gaeb.de/GAEB_DA_XML/DA83/3.3 (phase in path).
const GAEB_NAMESPACE =
  /^https?:\/\/www\.gaeb\.de\/GAEB_DA_XML\/(?:(200407)|DA(\d{2}[A-Z]?)\/(\d+\.\d+))\/?$/i;

/** What the root namespace says: version and phase (null when it does not say). */
export interface NamespaceInfo {
  version: GaebVersion | null;
  phase: string | null;
}

/**
 * Checks the root element and reads version and phase from its namespace. Tolerated with a warning: no namespace,
 * an unusual spelling of a gaeb.de namespace, a newer 3.x version. Refused: a root that is not GAEB, or a root in
 * a namespace that is not GAEB's.
 */
export function detectNamespace(ctx: ReadContext, root: XmlElement, namespace: string): NamespaceInfo {
  const where = ctx.where(root);
  if (root.name !== 'GAEB') {
    throw gaebError(
      'not-gaeb',
      `the root element is <${root.name}>, not <GAEB>: this is not a GAEB DA XML file`,
      where,
    );
  }
  if (namespace === '') {
    ctx.warn(root, 'the file has no GAEB namespace; version is taken from the Version element');
    return { version: null, phase: null };
  }
  const match = GAEB_NAMESPACE.exec(namespace.trim());
  if (match === null) {
    if (/gaeb\.de/i.test(namespace)) {
      ctx.warn(
        root,
        `unusual GAEB namespace ${quoted(namespace)}; version is taken from the Version element`,
      );
      return { version: null, phase: null };
    }
    throw gaebError('not-gaeb', `the namespace ${quoted(namespace)} is not a GAEB DA XML namespace`, where);
  }
  const [, legacy, phase, version] = match;
  if (legacy !== undefined) return { version: '3.1', phase: null };
  const upperPhase = phase?.toUpperCase() ?? null;
  if (version === '3.1' || version === '3.2' || version === '3.3') return { version, phase: upperPhase };
  ctx.warn(root, `GAEB version ${version ?? '?'} is not 3.1, 3.2 or 3.3; the file is read as 3.3`);
  return { version: '3.3', phase: upperPhase };
}
