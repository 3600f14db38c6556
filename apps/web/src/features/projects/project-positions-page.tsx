import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** A project's bill of quantities (positions). */
export function ProjectPositionsPage() {
  const { t } = useTranslation('app');
  const { projectId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.projectPositions"
      descriptionKey="pages.projectPositions"
      parents={[{ label: t('routes.project'), to: `/projects/${projectId}` }]}
      ids={[{ label: t('ids.project'), value: projectId }]}
    />
  );
}
