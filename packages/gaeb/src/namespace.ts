import type { GaebVersion } from './model';

/** The namespace URI of a GAEB DA XML version and phase ("3.3", "84" -> ".../DA84/3.3"; 3.1 has one for all). */
export function gaebNamespace(version: GaebVersion, phase: string): string {
  if (version === '3.1') return 'http://www.gaeb.de/GAEB_DA_XML/200407';
  return `http://www.gaeb.de/GAEB_DA_XML/DA${phase}/${version}`;
}
