import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** A project's quantity survey templates. */
export function QuantitySurveyTemplatesPage() {
  const { t } = useTranslation('app');
  const { projectId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.quantitySurveyTemplates"
      descriptionKey="pages.quantitySurveyTemplates"
      parents={[{ label: t('routes.project'), to: `/projects/${projectId}` }]}
      ids={[{ label: t('ids.project'), value: projectId }]}
    />
  );
}
