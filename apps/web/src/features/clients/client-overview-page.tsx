import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiAccountPlus } from '@mdi/js';
import { clientKindSchema, type ClientKind } from '@vendoc/contract/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useClients } from '../../entities/client/get-clients';
import { useClientsTranslation } from './clients-i18n';
import { ClientDialog } from './components/client-dialog';
import { ClientOverviewToolbar } from './components/client-overview-toolbar';
import { ClientTable } from './components/client-table';
import { usePermission } from '../../entities/user/get-me';
import { useUrlState } from '../../lib/hooks/use-url-state';
import { paths } from '../../lib/navigation/paths';
import { TOUCH_TARGET } from '../../lib/theme/touch';

const DEFAULT_SORT = 'name';
const SORTS = new Set(['number', 'name', 'kind', 'updatedAt'].flatMap((field) => [field, `-${field}`]));

function kindOf(value: string | null): ClientKind | null {
  const parsed = clientKindSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * /clientOverview: every client in a table with server-side search, kind filter, sort and cursor paging (fast
 * with 10,000 clients: only one page at a time travels). Search, filter, sort and the open client live in the
 * URL (`?q=&kind=&sort=&client=`), so a link can open a client's dialog.
 */
export function ClientOverviewPage() {
  const { t } = useClientsTranslation();
  const { t: tApp } = useTranslation('app');
  const [searchParams, updateParams] = useUrlState();
  const canWrite = usePermission('clients:write');
  const [creating, setCreating] = useState(false);

  const q = searchParams.get('q') ?? '';
  const kind = kindOf(searchParams.get('kind'));
  const sortParam = searchParams.get('sort') ?? '';
  const sort = SORTS.has(sortParam) ? sortParam : DEFAULT_SORT;
  const openClientId = searchParams.get('client');

  const list = useClients({ q, kind, sort });
  const clients = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const title = tApp('routes.clientOverview');

  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: title }]}
      actions={
        canWrite ? (
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiAccountPlus} />}
            onClick={() => setCreating(true)}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {t('overview.new')}
          </Button>
        ) : null
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ClientOverviewToolbar
          q={q}
          kind={kind}
          total={total}
          onSearch={(value) => updateParams({ q: value.trim() || null })}
          onKindChange={(value) => updateParams({ kind: value })}
        />
        <Box sx={{ height: 4 }}>{list.isFetching ? <LinearProgress /> : null}</Box>
        {list.isError && clients.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('overview.retry')}
              </Button>
            }
          >
            {t('overview.loadFailed')}
          </Alert>
        ) : null}
        <ClientTable
          clients={clients}
          sort={sort}
          onSortChange={(value) => updateParams({ sort: value === DEFAULT_SORT ? null : value })}
          onOpen={(client) => updateParams({ client: client.id })}
        />
        {list.isSuccess && clients.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
            {q || kind ? t('overview.empty') : t('overview.emptyStart')}
          </Typography>
        ) : null}
        {list.hasNextPage ? (
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              sx={{ minHeight: TOUCH_TARGET }}
            >
              {t('overview.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Paper>
      {creating || openClientId !== null ? (
        <ClientDialog
          open
          clientId={creating ? null : openClientId}
          onClose={() => {
            setCreating(false);
            if (openClientId) updateParams({ client: null });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
