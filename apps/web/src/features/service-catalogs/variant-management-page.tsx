import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Variant management of one service catalog. */
export function VariantManagementPage() {
  const { t } = useTranslation('app');
  const { serviceCatalogId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.variantManagement"
      descriptionKey="pages.variantManagement"
      parents={[{ label: t('routes.serviceCatalogs'), to: '/serviceCatalogs' }]}
      ids={[{ label: t('ids.serviceCatalog'), value: serviceCatalogId }]}
    />
  );
}
