import { useEffect } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMatches } from 'react-router';
import { useMe } from '../../entities/user/get-me';
import { SITE_LAYOUT_MEDIA_QUERY, useSiteModeStore, wantsSiteLayout } from '../../lib/navigation/site-mode';
import { isRouteHandle } from '../routes/route-handle';

/** Whether the deepest matched route is a page people use on site. */
function useSitePage(): boolean {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.site === true;
  }
  return false;
}

/**
 * Whether the current page shows in the site (`monteur`) layout: on a screen under 900 px, on a page people use on
 * site, for fitters and for anyone who switched site mode on. Desk-size screens keep their layouts.
 */
export function useSiteLayout(): boolean {
  const phone = useMediaQuery(SITE_LAYOUT_MEDIA_QUERY, { noSsr: true });
  const sitePage = useSitePage();
  const enabled = useSiteModeStore((state) => state.enabled);
  const siteRoleSeen = useSiteModeStore((state) => state.siteRoleSeen);
  const rememberRole = useSiteModeStore((state) => state.rememberRole);
  const role = useMe({ passive: true }).data?.user.role;
  useEffect(() => {
    if (role) rememberRole(role);
  }, [role, rememberRole]);
  return phone && sitePage && wantsSiteLayout(role, { enabled, siteRoleSeen });
}
