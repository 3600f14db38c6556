import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** A configuration started from a smart note. */
export function SmartNoteConfigurationPage() {
  const { t } = useTranslation('app');
  const { projectId = '', smartNoteId = '', configurationId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.smartNoteConfiguration"
      descriptionKey="pages.configuration"
      parents={[
        { label: t('routes.project'), to: paths.project(projectId) },
        { label: t('routes.smartNote'), to: paths.smartNote(projectId, smartNoteId) },
      ]}
      ids={[
        { label: t('ids.project'), value: projectId },
        { label: t('ids.smartNote'), value: smartNoteId },
        { label: t('ids.configuration'), value: configurationId },
      ]}
    />
  );
}
