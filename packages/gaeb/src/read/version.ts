import { gaebError } from '../errors';
import type { GaebVersion } from '../model';
import type { XmlElement } from '../xml';
import type { ReadContext } from './context';
import { quoted } from './wording';

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
      `Das Wurzelelement der Datei ist ${quoted(root.name)} statt „GAEB“; es ist keine GAEB-DA-XML-Datei`,
      where,
    );
  }
  if (namespace === '') {
    ctx.warn(
      root,
      'die Datei hat keinen GAEB-Namensraum; die GAEB-Version wurde der Versionsangabe entnommen',
    );
    return { version: null, phase: null };
  }
  const match = GAEB_NAMESPACE.exec(namespace.trim());
  if (match === null) {
    if (/gaeb\.de/i.test(namespace)) {
      ctx.warn(
        root,
        `der GAEB-Namensraum ${quoted(namespace)} ist ungewöhnlich geschrieben; die GAEB-Version wurde der ` +
          'Versionsangabe entnommen',
      );
      return { version: null, phase: null };
    }
    throw gaebError(
      'not-gaeb',
      `Der Namensraum ${quoted(namespace)} der Datei ist kein GAEB-DA-XML-Namensraum`,
      where,
    );
  }
  const [, legacy, phase, version] = match;
  if (legacy !== undefined) return { version: '3.1', phase: null };
  const upperPhase = phase?.toUpperCase() ?? null;
  if (version === '3.1' || version === '3.2' || version === '3.3') return { version, phase: upperPhase };
  ctx.warn(root, unknownVersion(version ?? null));
  return { version: '3.3', phase: upperPhase };
}

/** The warning for a version other than 3.1 to 3.3 (null: the file names none). */
export const unknownVersion = (version: string | null): string =>
  `${version === null ? 'die Datei nennt keine GAEB-Version' : `die GAEB-Version ${quoted(version)} ist nicht 3.1, 3.2 oder 3.3`}` +
  '; die Datei wurde als GAEB 3.3 gelesen';
