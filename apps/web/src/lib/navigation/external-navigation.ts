export interface NavigateOptions {
  /** Required to leave the application's origin (SPEC.md section 8). */
  external?: boolean;
}

/**
 * Loads a URL in this window. A URL of another origin is refused (logged, returns false) unless the caller
 * states `{ external: true }`, so a link taken from data cannot silently send the user elsewhere.
 */
export function navigateToUrl(url: string, options: NavigateOptions = {}): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    console.error(`navigateToUrl: not a URL: ${url}`);
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    console.error(`navigateToUrl: refused the ${target.protocol} URL ${url}`);
    return false;
  }
  if (target.origin !== window.location.origin && !options.external) {
    console.error(`navigateToUrl: refused the external URL ${url}; pass { external: true } to allow it`);
    return false;
  }
  window.location.assign(target.href);
  return true;
}
