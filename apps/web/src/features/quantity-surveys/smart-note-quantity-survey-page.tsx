import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** The quantity survey of a smart note. */
export function SmartNoteQuantitySurveyPage() {
  const { t } = useTranslation('app');
  const { projectId = '', smartNoteId = '', quantitySurveyId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.smartNoteQuantitySurvey"
      descriptionKey="pages.quantitySurvey"
      parents={[
        { label: t('routes.project'), to: paths.project(projectId) },
        { label: t('routes.smartNote'), to: paths.smartNote(projectId, smartNoteId) },
      ]}
      ids={[
        { label: t('ids.project'), value: projectId },
        { label: t('ids.smartNote'), value: smartNoteId },
        { label: t('ids.quantitySurvey'), value: quantitySurveyId },
      ]}
    />
  );
}
