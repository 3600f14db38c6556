import { describe, expect, it } from 'vitest';
import { areasForRole, HOME_AREAS } from './home-areas';

const paths = (areas: readonly { path: string }[]) => areas.map((area) => area.path);

describe('areas by role', () => {
  it('offers administrators every area', () => {
    expect(paths(areasForRole('admin'))).toEqual(paths(HOME_AREAS));
  });

  it('hides the company settings from office staff and fitters, and nothing else', () => {
    for (const role of ['office', 'fitter'] as const) {
      const offered = paths(areasForRole(role));
      expect(offered).not.toContain('/companySettings');
      expect(offered).toEqual(paths(HOME_AREAS).filter((path) => path !== '/companySettings'));
    }
  });

  it('offers only areas without a permission while the role is unknown', () => {
    expect(paths(areasForRole(undefined))).not.toContain('/companySettings');
    expect(paths(areasForRole(undefined))).toContain('/clientOverview');
  });
});
