/** Where every endpoint of the VenDoc API lives (ARCHITECTURE.md "The contract"). */
export const API_PREFIX = '/api/v1';

/**
 * The path of an API endpoint, as a tagged template: ``api`/projects/${projectId}/boqs` `` gives
 * `/api/v1/projects/<id>/boqs`. Every interpolated value is one path segment and is encoded, so an id with `/`,
 * `?` or `#` can never reach another endpoint; the literal parts are taken as written.
 */
export function api(strings: TemplateStringsArray, ...segments: ReadonlyArray<string | number>): string {
  let path = API_PREFIX;
  strings.forEach((literal, index) => {
    path += literal;
    if (index < segments.length) path += encodeURIComponent(String(segments[index]));
  });
  return path;
}
