import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { mdiFileImportOutline, mdiTablePlus } from '@mdi/js';
import type { Boq } from '@vendoc/contract/boqs';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageBreadcrumbs } from '../../components/page-frame/page-breadcrumbs';
import { usePermission } from '../../entities/user/get-me';
import { isReportedByHttpLayer, problemMessage } from '../../lib/http/api-problems';
import { toast } from '../../lib/toast/toast-service';
import { useDeleteBoq } from './api/delete-boq';
import { useBoqs } from './api/get-boqs';
import { useProject } from '../../entities/project/get-project';
import { BoqHeader } from './components/boq-header';
import { BoqPicker } from './components/boq-picker';
import { BoqView } from './components/boq-view';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { CreateBoqDialog } from './components/create-boq-dialog';
import { ImportDialog } from './components/import-dialog';
import { PositionsEmptyState } from './components/positions-empty-state';
import { usePositionsTranslation } from './positions-i18n';
import { paths } from '../../lib/navigation/paths';

type OpenDialog = 'import' | 'create' | 'deleteBoq' | null;

/**
 * /projects/{projectId}/positions: the project's bills of quantities. Import a GAEB file or start an empty one;
 * pick one of several; read, search and price it in the tree table; export it as GAEB.
 */
export function PositionsPage() {
  const { t } = usePositionsTranslation();
  const { t: tApp } = useTranslation('app');
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const project = useProject(projectId);
  const requested = params.get('boq');
  const boqs = useBoqs(projectId, requested);
  const canWrite = usePermission('boqs:write');
  const removeBoq = useDeleteBoq(projectId);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = boqs.data ?? [];
  const current: Boq | undefined = list.find((boq) => boq.id === requested) ?? list[0];
  const select = (boqId: string) => setParams({ boq: boqId }, { replace: true });

  const title = tApp('routes.projectPositions');
  const projectLabel = project.data ? `${project.data.number} ${project.data.name}` : tApp('routes.project');

  let content;
  if (boqs.isPending) {
    content = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('page.loading')}</Typography>
      </Box>
    );
  } else if (boqs.isError) {
    content = (
      <Alert
        severity="error"
        action={<Button onClick={() => void boqs.refetch()}>{t('actions.retry')}</Button>}
      >
        {t('page.loadFailed')}
      </Alert>
    );
  } else if (!current) {
    content = (
      <PositionsEmptyState
        onImport={canWrite ? () => setDialog('import') : undefined}
        onCreate={canWrite ? () => setDialog('create') : undefined}
      />
    );
  } else {
    content = (
      <>
        {list.length > 1 ? <BoqPicker boqs={list} selectedId={current.id} onSelect={select} /> : null}
        <BoqView
          key={current.id}
          boq={current}
          canWrite={canWrite}
          wide={wide}
          header={<BoqHeader boq={current} onDelete={canWrite ? () => setDialog('deleteBoq') : undefined} />}
        />
      </>
    );
  }

  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        // Wide screens: less room around the page, more rows of the table.
        py: { xs: 2, sm: 2.5, lg: 1.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 2, lg: 1 },
        // Wide screens: the page fits the window and the table scrolls inside it; otherwise the page scrolls.
        height: wide && current ? '100%' : undefined,
        minHeight: 0,
        boxSizing: 'border-box',
      }}
    >
      <Box>
        <PageBreadcrumbs
          label={tApp('pageFrame.breadcrumbs')}
          crumbs={[
            { label: tApp('routes.home'), to: paths.home() },
            { label: projectLabel, to: paths.project(projectId) },
            { label: title },
          ]}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {canWrite && current ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<MdiIcon path={mdiFileImportOutline} />}
                onClick={() => setDialog('import')}
              >
                {t('actions.import')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<MdiIcon path={mdiTablePlus} />}
                onClick={() => setDialog('create')}
              >
                {t('actions.createEmpty')}
              </Button>
            </Box>
          ) : null}
        </Box>
      </Box>
      {content}
      {dialog === 'import' ? (
        <ImportDialog
          projectId={projectId}
          onClose={() => setDialog(null)}
          onOpen={(boqId) => {
            setDialog(null);
            select(boqId);
          }}
        />
      ) : null}
      {dialog === 'create' ? (
        <CreateBoqDialog
          projectId={projectId}
          onClose={() => setDialog(null)}
          onCreated={(boqId) => {
            setDialog(null);
            select(boqId);
          }}
        />
      ) : null}
      {dialog === 'deleteBoq' && current ? (
        <ConfirmDialog
          title={t('boq.deleteTitle')}
          text={t('boq.deleteText', { name: current.name })}
          confirmLabel={t('actions.delete')}
          onConfirm={() =>
            removeBoq.mutateAsync(current.id).then(
              () => {
                toast.success(t('boq.deleted', { name: current.name }));
                setParams({}, { replace: true });
              },
              (error: unknown) => {
                if (!isReportedByHttpLayer(error)) toast.error(t('boq.deleteFailed'), problemMessage(error));
                throw error;
              },
            )
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
