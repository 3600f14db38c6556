const withoutExtension = (name: string) => name.replace(/\.[^./\\]+$/, '') || name;

/**
 * The file name of a marked copy of a photo: `format` is the translated pattern applied to a base name (e.g.
 * "{{name}} markiert.jpg"). Marking an already marked photo again keeps one marker ("Riss markiert.jpg", never
 * "Riss markiert markiert.jpg").
 */
export function markedFileName(original: string, format: (name: string) => string): string {
  const marker = withoutExtension(format(''));
  let base = withoutExtension(original);
  if (marker.trim() !== '' && base.endsWith(marker) && base.length > marker.length) {
    base = base.slice(0, -marker.length);
  }
  return format(base);
}
