import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Matching tender positions to positions of one service catalog. */
export function PositionMatchingPage() {
  const { t } = useTranslation('app');
  const { serviceCatalogId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.positionMatching"
      descriptionKey="pages.positionMatching"
      parents={[{ label: t('routes.serviceCatalogs'), to: '/serviceCatalogs' }]}
      ids={[{ label: t('ids.serviceCatalog'), value: serviceCatalogId }]}
    />
  );
}
