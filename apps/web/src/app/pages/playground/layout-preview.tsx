import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorPage } from '../../error/error-page';
import { ClosingHeaderLayout } from '../../layouts/closing-header-layout';
import { DefaultLayout } from '../../layouts/default-layout';
import { DesignerLayout } from '../../layouts/designer-layout';
import { EmptyLayout } from '../../layouts/empty-layout';
import { ErrorLayout } from '../../layouts/error-layout';
import type { LayoutProps } from '../../layouts/layout-parts';
import { MonteurLayout } from '../../layouts/monteur-layout';
import { PlainLayout } from '../../layouts/plain-layout';
import { LAYOUT_NAMES, type LayoutName } from '../../routes/route-types';

const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  'closing-header': ClosingHeaderLayout,
  default: DefaultLayout,
  designer: DesignerLayout,
  empty: EmptyLayout,
  error: ErrorLayout,
  monteur: MonteurLayout,
  plain: PlainLayout,
};

/** The layout named by `?layout=` (the first layout when missing or unknown). */
export function layoutFromQuery(value: string | null): LayoutName {
  return LAYOUT_NAMES.find((name) => name === value) ?? LAYOUT_NAMES[0];
}

function SampleContent({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation('app');
  if (layout === 'error') {
    return <ErrorPage status={500} title="Internal Server Error" message={t('playground.sampleError')} />;
  }
  return (
    <Box sx={{ p: 3 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h3" variant="h6">
          {t('playground.sampleTitle', { layout })}
        </Typography>
        <Typography color="text.secondary">{t('playground.sampleText')}</Typography>
      </Paper>
    </Box>
  );
}

/** Every layout of SPEC.md section 2 rendered with sample content; `?layout=<name>` chooses one. */
export function LayoutPreview() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const layout = layoutFromQuery(params.get('layout'));
  const Layout = LAYOUTS[layout];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('playground.layouts')}
      sx={{ overflow: 'hidden' }}
    >
      <Typography component="h2" variant="h6" sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
        {t('playground.layouts')}
      </Typography>
      <Tabs
        value={layout}
        onChange={(_, value: LayoutName) => setParams({ layout: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('playground.layouts')}
        sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {LAYOUT_NAMES.map((name) => (
          <Tab key={name} value={name} label={name} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {/* The transform keeps fixed-position parts of a layout inside the preview box. */}
      <Box sx={{ height: 520, overflow: 'auto', transform: 'translateZ(0)', bgcolor: 'background.default' }}>
        <Layout embedded title={t('playground.sampleTitle', { layout })}>
          <SampleContent layout={layout} />
        </Layout>
      </Box>
    </Paper>
  );
}
