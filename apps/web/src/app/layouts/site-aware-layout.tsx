import { Suspense, type ComponentType } from 'react';
import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import type { LayoutProps } from './layout-parts';
import { RecentProjectRecorder } from './recent-project-recorder';
import { useSiteLayout } from './use-site-layout';

// Only phones on site pages and site mode show it: it loads when first needed, not with every desk page (0045).
const MonteurLayout = lazyWithReload(() => import('./monteur-layout').then((module) => module.MonteurLayout));

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
        {site ? (
          <Suspense fallback={null}>
            <MonteurLayout {...props} />
          </Suspense>
        ) : (
          <Desk {...props} />
        )}
      </>
    );
  }
  SiteAwareLayout.displayName = `SiteAware(${Desk.displayName ?? Desk.name})`;
  return SiteAwareLayout;
}
