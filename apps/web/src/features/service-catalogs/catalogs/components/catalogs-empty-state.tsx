import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';

/** No catalog yet (or none matches the search): what it is for and how to start. */
export function CatalogsEmptyState({ searching, onCreate }: { searching: boolean; onCreate?: () => void }) {
  const { t } = useServiceCatalogsTranslation();
  if (searching) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
        {t('catalogs.noMatch')}
      </Typography>
    );
  }
  return (
    <Box sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('catalogs.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {onCreate ? t('catalogs.emptyText') : t('catalogs.emptyReadOnly')}
      </Typography>
      {onCreate ? (
        <Button
          variant="contained"
          size="large"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={onCreate}
          sx={{ mt: 3 }}
        >
          {t('catalogs.new')}
        </Button>
      ) : null}
    </Box>
  );
}
