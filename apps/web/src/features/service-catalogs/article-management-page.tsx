import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Article management of one service catalog. */
export function ArticleManagementPage() {
  const { t } = useTranslation('app');
  const { serviceCatalogId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.articleManagement"
      descriptionKey="pages.articleManagement"
      parents={[{ label: t('routes.serviceCatalogs'), to: '/serviceCatalogs' }]}
      ids={[{ label: t('ids.serviceCatalog'), value: serviceCatalogId }]}
    />
  );
}
