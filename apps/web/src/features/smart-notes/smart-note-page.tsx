import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** One smart note of a project. */
export function SmartNotePage() {
  const { t } = useTranslation('app');
  const { projectId = '', smartNoteId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.smartNote"
      descriptionKey="pages.smartNote"
      parents={[{ label: t('routes.project'), to: paths.project(projectId) }]}
      ids={[
        { label: t('ids.project'), value: projectId },
        { label: t('ids.smartNote'), value: smartNoteId },
      ]}
    />
  );
}
