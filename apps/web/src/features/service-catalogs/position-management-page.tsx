import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Position management of one service catalog. */
export function PositionManagementPage() {
  const { t } = useTranslation('app');
  const { serviceCatalogId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.positionManagement"
      descriptionKey="pages.positionManagement"
      parents={[{ label: t('routes.serviceCatalogs'), to: '/serviceCatalogs' }]}
      ids={[{ label: t('ids.serviceCatalog'), value: serviceCatalogId }]}
    />
  );
}
