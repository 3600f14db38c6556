import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/page-frame/page-breadcrumbs';
import { usePermission } from '../../entities/user/get-me';
import { useServiceCatalog } from '../../entities/service-catalog/get-catalog';
import { useProjectBoqs } from '../../entities/boq/get-project-boqs';
import { MatchSelection } from './matching/components/match-selection';
import { MatchingNote } from './matching/components/matching-note';
import { MatchWorkspace } from './matching/components/match-workspace';
import { useMatchingTranslation } from './matching/matching-i18n';
import { parseStatusFilter, type StatusFilter } from './matching/model/match-items';
import { paths } from '../../lib/navigation/paths';

/**
 * /serviceCatalogs/{id}/positionMatching: a project's BoQ matched to the catalog's positions. Project, BoQ and
 * status filter are in the URL (?projectId=&boqId=&status=), so a reload or a shared link shows the same list.
 */
export function PositionMatchingPage() {
  const { t } = useMatchingTranslation();
  const { t: tApp } = useTranslation('app');
  const { serviceCatalogId: catalogId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const canWrite = usePermission('boqs:write');
  const catalog = useServiceCatalog(catalogId);
  const projectId = params.get('projectId');
  const boqId = params.get('boqId');
  const filter = parseStatusFilter(params.get('status'));
  const boqs = useProjectBoqs(projectId);
  const boq = boqs.data?.find((entry) => entry.id === boqId) ?? null;

  const update = useCallback(
    (next: Readonly<Record<string, string | null>>, replace: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === null) updated.delete(key);
            else updated.set(key, value);
          }
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  const onProjectChange = useCallback(
    (next: string | null) => update({ projectId: next, boqId: null }, false),
    [update],
  );
  const onBoqChange = useCallback(
    (next: string, replace: boolean) => update({ boqId: next }, replace),
    [update],
  );
  const onFilterChange = useCallback(
    (next: StatusFilter) => update({ status: next === 'all' ? null : next }, true),
    [update],
  );

  const catalogName = catalog.data?.name ?? tApp('ids.serviceCatalog');
  let body;
  if (projectId === null) {
    body = (
      <MatchingNote title={t('page.chooseTitle')} text={t('page.chooseText', { catalog: catalogName })} />
    );
  } else if (boqs.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('page.boqsLoading')}</Typography>
      </Box>
    );
  } else if (boqs.isError) {
    body = (
      <Alert
        severity="error"
        action={<Button onClick={() => void boqs.refetch()}>{t('actions.retry')}</Button>}
      >
        {t('page.boqsFailed')}
      </Alert>
    );
  } else if (boqs.data.length === 0) {
    body = (
      <MatchingNote
        title={t('page.noBoqsTitle')}
        text={t('page.noBoqsText')}
        action={
          <Button variant="outlined" component={Link} to={paths.projectPositions(projectId)}>
            {t('page.toPositions')}
          </Button>
        }
      />
    );
  } else if (boq) {
    body = (
      <MatchWorkspace
        key={`${boq.id}:${catalogId}`}
        catalogId={catalogId}
        boq={boq}
        canWrite={canWrite}
        filter={filter}
        onFilterChange={onFilterChange}
      />
    );
  }

  return (
    <Box
      sx={{
        px: { xs: 1.5, sm: 3 },
        py: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        // Wider screens: the page fits the window and the table scrolls inside it; phones scroll the page.
        height: { md: '100%' },
        minHeight: 0,
        boxSizing: 'border-box',
      }}
    >
      <Box>
        <PageBreadcrumbs
          label={tApp('pageFrame.breadcrumbs')}
          crumbs={[
            { label: tApp('routes.serviceCatalogs'), to: paths.serviceCatalogs() },
            { label: catalogName },
            { label: tApp('routes.positionMatching') },
          ]}
        />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {tApp('routes.positionMatching')}
          <Typography
            component="span"
            color="text.secondary"
            sx={{ ml: 1, fontSize: '0.75em', fontWeight: 500 }}
          >
            {catalogName}
          </Typography>
        </Typography>
      </Box>
      <MatchSelection
        projectId={projectId}
        boqId={boqId}
        onProjectChange={onProjectChange}
        onBoqChange={onBoqChange}
      />
      {body}
    </Box>
  );
}
