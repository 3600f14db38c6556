import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** One construction note (site diary entry). */
export function ConstructionNotePage() {
  const { t } = useTranslation('app');
  const { constructionNoteId = '' } = useParams();
  return (
    <PlaceholderPage
      titleKey="routes.constructionNote"
      descriptionKey="pages.constructionNote"
      parents={[{ label: t('routes.constructionNotes'), to: paths.constructionNotes() }]}
      ids={[{ label: t('ids.constructionNote'), value: constructionNoteId }]}
    />
  );
}
