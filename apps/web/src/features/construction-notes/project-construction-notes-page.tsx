import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** The construction notes of one project. */
export function ProjectConstructionNotesPage() {
  const { t } = useTranslation('app');
  const { projectId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.projectConstructionNotes"
      descriptionKey="pages.projectConstructionNotes"
      parents={[{ label: t('routes.project'), to: paths.project(projectId) }]}
      ids={[{ label: t('ids.project'), value: projectId }]}
    />
  );
}
