import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { describeError } from '../error/error-details';
import { ErrorPage } from '../error/error-page';
import { paths } from '../../lib/navigation/paths';

/**
 * /error: the error page on its own. `?status=` and `?message=` set what it shows (500 and the generic sentence
 * by default); for 404, `?path=` names the missing page.
 */
export function ErrorRoutePage() {
  const { t } = useTranslation('app');
  const [params] = useSearchParams();
  const details = describeError(
    { status: params.get('status') ?? undefined, statusMessage: params.get('message') ?? undefined },
    params.get('path') ?? paths.error(),
  );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, minHeight: '100%' }}>
      <ErrorPage
        status={details.status}
        title={details.title}
        message={details.message ?? t('error.generic')}
      >
        <Button component={Link} to={paths.home()} variant="contained">
          {t('error.home')}
        </Button>
      </ErrorPage>
    </Box>
  );
}
