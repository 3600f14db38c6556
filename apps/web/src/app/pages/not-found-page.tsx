import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { notFoundDetails } from '../error/error-details';
import { ErrorPage } from '../error/error-page';
import { paths } from '../../lib/navigation/paths';

/** Any path no route matches: the 404 error page with that path (SPEC.md section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const details = notFoundDetails(pathname);
  return (
    <ErrorPage status={details.status} title={details.title} message={details.message ?? ''}>
      <Button component={Link} to={paths.home()} variant="contained">
        {t('error.home')}
      </Button>
    </ErrorPage>
  );
}
