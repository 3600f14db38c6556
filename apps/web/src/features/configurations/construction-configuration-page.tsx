import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** A configuration of one construction (element) of a project. */
export function ConstructionConfigurationPage() {
  const { t } = useTranslation('app');
  const { projectId = '', constructionId = '', configurationId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.configuration"
      descriptionKey="pages.configuration"
      parents={[{ label: t('routes.project'), to: paths.project(projectId) }]}
      ids={[
        { label: t('ids.project'), value: projectId },
        { label: t('ids.construction'), value: constructionId },
        { label: t('ids.configuration'), value: configurationId },
      ]}
    />
  );
}
