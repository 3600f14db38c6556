import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** A project's files: plans, photos, PDFs. */
export function ProjectFilesPage() {
  const { t } = useTranslation('app');
  const { projectId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.projectFiles"
      descriptionKey="pages.projectFiles"
      parents={[{ label: t('routes.project'), to: `/projects/${projectId}` }]}
      ids={[{ label: t('ids.project'), value: projectId }]}
    />
  );
}
