import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** Export of a project's data (GAEB, PDF). */
export function ProjectExportPage() {
  const { t } = useTranslation('app');
  const { projectId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.projectExport"
      descriptionKey="pages.projectExport"
      parents={[{ label: t('routes.project'), to: paths.project(projectId) }]}
      ids={[{ label: t('ids.project'), value: projectId }]}
    />
  );
}
