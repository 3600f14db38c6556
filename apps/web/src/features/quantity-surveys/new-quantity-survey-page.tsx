import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import { NewSurveyForm } from './new-survey/components/new-survey-form';
import { paths } from '../../lib/navigation/paths';

/** /projects/new/quantitySurvey: "Sofort aufmessen" – client, project, construction and survey on one screen. */
export function NewQuantitySurveyPage() {
  const { t } = useTranslation('app');
  const title = t('routes.newQuantitySurvey');
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}>
      <NewSurveyForm />
    </PageFrame>
  );
}
