import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { mdiFormatListBulleted, mdiPackageVariantClosed, mdiSwapHorizontal, mdiTune } from '@mdi/js';
import { Link } from 'react-router';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';
import { paths } from '../../../../lib/navigation/paths';

/** The four pages of a catalog, in the order an estimator builds and uses it. */
export const CATALOG_PAGES = [
  { page: 'articleManagement', labelKey: 'pages.articles', icon: mdiPackageVariantClosed },
  { page: 'positionManagement', labelKey: 'pages.positions', icon: mdiFormatListBulleted },
  { page: 'variantManagement', labelKey: 'pages.variants', icon: mdiTune },
  { page: 'positionMatching', labelKey: 'pages.matching', icon: mdiSwapHorizontal },
] as const;

export function catalogPagePath(catalogId: string, page: (typeof CATALOG_PAGES)[number]['page']): string {
  return paths[page](catalogId);
}

/** Links to a catalog's article, position, variant management and position matching. */
export function CatalogLinks({ catalogId }: { catalogId: string }) {
  const { t } = useServiceCatalogsTranslation();
  return (
    // Two by two: the four links line up from row to row instead of wrapping wherever the width ends.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: 1, rowGap: 0.25 }}>
      {CATALOG_PAGES.map(({ page, labelKey, icon }) => (
        <Button
          key={page}
          component={Link}
          to={catalogPagePath(catalogId, page)}
          size="small"
          variant="text"
          startIcon={<MdiIcon path={icon} />}
          sx={{ minHeight: 36, whiteSpace: 'nowrap', justifyContent: 'flex-start' }}
        >
          {t(labelKey)}
        </Button>
      ))}
    </Box>
  );
}
