import { describe, expect, it } from 'vitest';
import {
  SITE_NAVIGATION,
  SITE_ROUTE_PATTERNS,
  siteNavigationFor,
  useSiteModeStore,
  wantsSiteLayout,
} from './site-mode';
import { ROUTE_PATTERNS } from './paths';

describe('wantsSiteLayout', () => {
  it('gives fitters the site layout always, office staff and administrators only with site mode on', () => {
    const off = { enabled: false, siteRoleSeen: false };
    expect(wantsSiteLayout('fitter', off)).toBe(true);
    expect(wantsSiteLayout('office', off)).toBe(false);
    expect(wantsSiteLayout('admin', off)).toBe(false);
    expect(wantsSiteLayout('office', { ...off, enabled: true })).toBe(true);
  });

  it('decides by the role last seen on this device while /me is still loading', () => {
    expect(wantsSiteLayout(undefined, { enabled: false, siteRoleSeen: true })).toBe(true);
    expect(wantsSiteLayout(undefined, { enabled: false, siteRoleSeen: false })).toBe(false);
    // the known role wins over what the device remembers
    expect(wantsSiteLayout('office', { enabled: false, siteRoleSeen: true })).toBe(false);
  });
});

describe('site mode store', () => {
  it('remembers the switch and whether the last user works on site in local storage', () => {
    useSiteModeStore.getState().setEnabled(true);
    useSiteModeStore.getState().rememberRole('fitter');
    expect(JSON.parse(localStorage.getItem('vendoc-site-mode') ?? 'null')).toEqual({
      state: { enabled: true, siteRoleSeen: true },
      version: 0,
    });
    useSiteModeStore.getState().rememberRole('office');
    useSiteModeStore.getState().setEnabled(false);
    expect(useSiteModeStore.getState()).toMatchObject({ enabled: false, siteRoleSeen: false });
  });
});

describe('site navigation', () => {
  it('offers people on site only what they use: no catalogs, articles, designer or tools', () => {
    const paths = SITE_NAVIGATION.map((entry) => entry.path);
    for (const never of [
      ROUTE_PATTERNS.serviceCatalogs,
      ROUTE_PATTERNS.articles,
      ROUTE_PATTERNS.designerTemplates,
      ROUTE_PATTERNS.iconset,
      ROUTE_PATTERNS.playground,
    ])
      expect(paths).not.toContain(never);
  });

  it('follows the permissions: the delivery notes for whoever may read order documents', () => {
    expect(siteNavigationFor('fitter').map((entry) => entry.id)).toEqual([
      'today',
      'constructionNotes',
      'smartNotes',
      'survey',
      'deliveryNotes',
    ]);
    expect(siteNavigationFor(undefined).map((entry) => entry.id)).toEqual([
      'today',
      'constructionNotes',
      'smartNotes',
      'survey',
    ]);
  });

  it('switches the pages a fitter uses and leaves the desk-only pages alone', () => {
    expect(SITE_ROUTE_PATTERNS.has(ROUTE_PATTERNS.projectPositions)).toBe(true);
    expect(SITE_ROUTE_PATTERNS.has(ROUTE_PATTERNS.smartNote)).toBe(true);
    expect(SITE_ROUTE_PATTERNS.has(ROUTE_PATTERNS.serviceCatalogs)).toBe(false);
    expect(SITE_ROUTE_PATTERNS.has(ROUTE_PATTERNS.designer)).toBe(false);
  });
});
