import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** A quantity survey of one construction (element) of a project. */
export function ConstructionQuantitySurveyPage() {
  const { t } = useTranslation('app');
  const { projectId = '', constructionId = '', quantitySurveyId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.quantitySurvey"
      descriptionKey="pages.quantitySurvey"
      parents={[{ label: t('routes.project'), to: `/projects/${projectId}` }]}
      ids={[
        { label: t('ids.project'), value: projectId },
        { label: t('ids.construction'), value: constructionId },
        { label: t('ids.quantitySurvey'), value: quantitySurveyId },
      ]}
    />
  );
}
