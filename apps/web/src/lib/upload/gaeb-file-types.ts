/**
 * The `accept` list of a GAEB file input for the given exchange phases ("83" …): DA XML (X83), GAEB 2000 (P83) and
 * GAEB 90 (D83), in upper and lower case, plus plain .xml. The server reads the format from the content, so a file
 * renamed to something else is still read; this only lets the picker offer the usual names.
 */
export function gaebAccept(phases: readonly string[]): string {
  const endings = ['X', 'P', 'D'].flatMap((letter) => phases.map((phase) => `${letter}${phase}`));
  return [...endings, 'XML'].flatMap((ending) => [`.${ending.toLowerCase()}`, `.${ending}`]).join(',');
}
