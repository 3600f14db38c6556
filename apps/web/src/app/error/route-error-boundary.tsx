import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router';
import { ErrorLayout } from '../layouts/error-layout';
import { describeError } from './error-details';
import { ErrorPage } from './error-page';
import { paths } from '../../lib/navigation/paths';

/** Root error boundary: any error thrown while loading or rendering a route shows the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation('app');
  const details = describeError(error, pathname);
  useEffect(() => {
    if (details.status >= 500) console.error(error);
  }, [error, details.status]);
  return (
    <ErrorLayout>
      <ErrorPage
        status={details.status}
        title={details.title}
        message={details.message ?? t('error.generic')}
      >
        <Button component={Link} to={paths.home()} variant="contained">
          {t('error.home')}
        </Button>
      </ErrorPage>
    </ErrorLayout>
  );
}
