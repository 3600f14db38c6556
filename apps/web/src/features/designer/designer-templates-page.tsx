import Button from '@mui/material/Button';
import { mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PlaceholderPage } from '../../components/page-frame/placeholder-page';
import { paths } from '../../lib/navigation/paths';

/** The designer's template list (later); a new template can be opened already. */
export function DesignerTemplatesPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <PlaceholderPage titleKey="routes.designerTemplates" descriptionKey="areas.designer">
      <Button
        onClick={() => void navigate(paths.designer(`new-${Date.now().toString(36)}`))}
        variant="contained"
        startIcon={<MdiIcon path={mdiPlus} />}
      >
        {t('designer.newTemplate')}
      </Button>
    </PlaceholderPage>
  );
}
