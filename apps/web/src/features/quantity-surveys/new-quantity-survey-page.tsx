import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Starts a new quantity survey. */
export function NewQuantitySurveyPage() {
  return <PlaceholderPage titleKey="routes.newQuantitySurvey" descriptionKey="areas.quantitySurveys" />;
}
