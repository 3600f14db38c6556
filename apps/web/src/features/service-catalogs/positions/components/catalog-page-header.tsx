import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '../../../../components/page-frame/page-breadcrumbs';
import { useServiceCatalog } from '../../../../entities/service-catalog/get-catalog';
import { paths } from '../../../../lib/navigation/paths';

export interface CatalogPageHeaderProps {
  readonly catalogId: string;
  /** The page's route title key in the `app` namespace (e.g. routes.positionManagement). */
  readonly titleKey: string;
  readonly actions?: ReactNode;
}

/** Breadcrumbs to the catalogs and the catalog's name as the page heading, with the page's actions beside it. */
export function CatalogPageHeader({ catalogId, titleKey, actions }: CatalogPageHeaderProps) {
  const { t } = useTranslation('app');
  const catalog = useServiceCatalog(catalogId);
  const name = catalog.data?.name ?? t('ids.serviceCatalog');
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1.5, pb: 1 }}>
      <PageBreadcrumbs
        label={t('pageFrame.breadcrumbs')}
        crumbs={[
          { label: t('routes.serviceCatalogs'), to: paths.serviceCatalogs() },
          { label: name },
          { label: t(titleKey) },
        ]}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
          {catalog.data?.trade ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '0.7em' }}>
              {catalog.data.trade}
            </Typography>
          ) : null}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
    </Box>
  );
}
