import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { isProjectStatus, PROJECT_SORT_FIELDS, type ProjectStatus } from '@vendoc/contract/project-values';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../../lib/format/format';
import { useProjects } from '../../../entities/project/get-projects';
import { useProjectsTranslation } from '../projects-i18n';
import { ProjectListItem } from './project-list-item';
import { ProjectListToolbar } from './project-list-toolbar';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

const DEFAULT_SORT = 'recent';
const SORTS = new Set<string>(PROJECT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]));

function statusesOf(values: string[]): ProjectStatus[] {
  return values.filter(isProjectStatus);
}

/**
 * The project list of home: search, status filter, sort (recently used first by default) and cursor paging,
 * kept in the URL (`?q=&status=&sort=`) so coming back from a project shows the same list.
 */
export function ProjectList() {
  const { t } = useProjectsTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const status = statusesOf(searchParams.getAll('status'));
  const sortParam = searchParams.get('sort') ?? '';
  const sort = SORTS.has(sortParam) && sortParam !== '-recent' ? sortParam : DEFAULT_SORT;

  const update = useCallback(
    (apply: (next: URLSearchParams) => void) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          apply(next);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const onSearch = useCallback(
    (value: string) => update((next) => (value.trim() ? next.set('q', value.trim()) : next.delete('q'))),
    [update],
  );

  const list = useProjects({ q, status, sort });
  const projects = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = q !== '' || status.length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ProjectListToolbar
        q={q}
        status={status}
        sort={sort}
        onSearch={onSearch}
        onStatusChange={(values) =>
          update((next) => {
            next.delete('status');
            for (const value of values) next.append('status', value);
          })
        }
        onSortChange={(value) =>
          update((next) => (value === DEFAULT_SORT ? next.delete('sort') : next.set('sort', value)))
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 24 }}>
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {total === undefined ? '' : t('list.total', { count: total, formatted: formatNumber(total, 0) })}
        </Typography>
        <Box sx={{ flex: 1 }}>{list.isFetching ? <LinearProgress /> : null}</Box>
      </Box>
      {list.isError && projects.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      ) : null}
      {list.isSuccess && projects.length === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center' }} role="status">
          <Typography color="text.secondary">{filtered ? t('list.empty') : t('list.emptyStart')}</Typography>
          {filtered ? (
            <Button
              sx={{ mt: 1 }}
              onClick={() => update((next) => (next.delete('q'), next.delete('status')))}
            >
              {t('list.resetFilters')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {projects.length > 0 ? (
        <List aria-label={t('list.label')} disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {projects.map((project) => (
            <ProjectListItem key={project.id} project={project} />
          ))}
        </List>
      ) : null}
      {list.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {t('list.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
