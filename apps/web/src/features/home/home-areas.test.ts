import { describe, expect, it } from 'vitest';
import { areasForRole, HOME_AREAS } from './home-areas';

const paths = (areas: readonly { path: string }[]) => areas.map((area) => area.path);

describe('areas by role', () => {
  it('offers administrators every area', () => {
    expect(paths(areasForRole('admin'))).toEqual(paths(HOME_AREAS));
  });

  it('offers office staff every area too (of the company settings they keep the text snippets)', () => {
    expect(paths(areasForRole('office'))).toEqual(paths(HOME_AREAS));
  });

  it('hides the company settings and the designer from fitters, and nothing else', () => {
    const hidden = ['/companySettings', '/designer'];
    const offered = paths(areasForRole('fitter'));
    expect(offered).toEqual(paths(HOME_AREAS).filter((path) => !hidden.includes(path)));
  });

  it('offers only areas without a permission while the role is unknown', () => {
    expect(paths(areasForRole(undefined))).not.toContain('/companySettings');
    expect(paths(areasForRole(undefined))).not.toContain('/designer');
    expect(paths(areasForRole(undefined))).toContain('/clientOverview');
  });
});
