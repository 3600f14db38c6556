import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateToUrl } from './external-navigation';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => vi.restoreAllMocks());

describe('navigateToUrl (SPEC.md section 8)', () => {
  it('loads a URL of the own origin', () => {
    const target = `${window.location.origin}/projects/7`;

    expect(navigateToUrl(target)).toBe(true);
    expect(assign).toHaveBeenCalledWith(target);
  });

  it('resolves a relative path against the current page', () => {
    expect(navigateToUrl('/logedOut')).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/logedOut`);
  });

  it('refuses another origin without the explicit option: logs, returns false, goes nowhere', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(navigateToUrl('https://elsewhere.example/phish')).toBe(false);

    expect(error).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to another origin when called with { external: true }', () => {
    expect(navigateToUrl('https://www.example.de/agb', { external: true })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://www.example.de/agb');
  });

  it('refuses script URLs even when external', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(navigateToUrl('javascript:alert(1)', { external: true })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
