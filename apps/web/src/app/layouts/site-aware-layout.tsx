import type { ComponentType } from 'react';
import type { LayoutProps } from './layout-parts';
import { MonteurLayout } from './monteur-layout';
import { RecentProjectRecorder } from './recent-project-recorder';
import { useSiteLayout } from './use-site-layout';

/**
 * Wraps a desk layout (default, plain): on a phone, on a page people use on site, fitters and those in site mode
 * get the site (`monteur`) layout instead. Opened projects are remembered on this device either way ("Heute").
 */
export function siteAware(Desk: ComponentType<LayoutProps>): ComponentType<LayoutProps> {
  function SiteAwareLayout(props: LayoutProps) {
    const site = useSiteLayout();
    return (
      <>
        <RecentProjectRecorder />
        {site ? <MonteurLayout {...props} /> : <Desk {...props} />}
      </>
    );
  }
  SiteAwareLayout.displayName = `SiteAware(${Desk.displayName ?? Desk.name})`;
  return SiteAwareLayout;
}
