import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProjectFileQuery } from '../../entities/project-file/get-project-file';
import { useProject } from '../../entities/project/get-project';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';
import { matchesPinFilter, useBlueprintStore, type BlueprintPin, type PinLink } from './blueprint-store';
import { PinDialog } from './components/pin-dialog';
import { PinList } from './components/pin-list';
import { PlanChooser } from './components/plan-chooser';
import { pinColor } from './pin-colors';
import { PlanViewer } from './viewer/plan-viewer';
import { usePlanSource } from './viewer/use-plan-source';

/** /blueprint?projectId=…&fileId=…: a project's plan (PDF or image) with pins; without both, a plan is picked first. */
export function BlueprintPage() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId');
  const fileId = params.get('fileId');
  const title = t('routes.blueprint');
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}>
      {projectId && fileId ? (
        <PlanWorkspace projectId={projectId} fileId={fileId} onOther={() => setParams({ projectId })} />
      ) : (
        <PlanChooser
          projectId={projectId}
          onOpen={(project, file) => setParams({ projectId: project, fileId: file })}
        />
      )}
    </PageFrame>
  );
}

interface PlanWorkspaceProps {
  readonly projectId: string;
  readonly fileId: string;
  readonly onOther: () => void;
}

function PlanWorkspace({ projectId, fileId, onOther }: PlanWorkspaceProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const file = useProjectFileQuery(fileId);
  const project = useProject(projectId);
  const load = usePlanSource(file.data);
  const {
    pins: allPins,
    selectedPinId,
    draft,
    filter,
    addPin,
    selectPin,
    setDraft,
    setFilter,
  } = useBlueprintStore();
  const pins = allPins.filter((pin) => pin.fileId === fileId);

  const open = (pin: BlueprintPin) => {
    if (pin.link) void navigate(paths.smartNote(pin.link.projectId, pin.link.id));
  };
  const place = (link: PinLink) => {
    if (!draft) return;
    const number = pins.length + 1;
    addPin({
      id: `pin-${fileId}-${number}-${Date.now().toString(36)}`,
      fileId,
      x: draft.x,
      y: draft.y,
      label: t('blueprint.pin', { number }),
      link,
    });
  };

  const failed = file.isError || load.state === 'failed';
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {file.data?.name ?? ' '}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('blueprint.hint')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={onOther} sx={{ flexShrink: 0 }}>
          {t('blueprint.otherPlan')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          gridTemplateRows: { xs: 'min(62dvh, 560px) auto', md: 'calc(100dvh - 260px)' },
          minHeight: { md: 420 },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            minHeight: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {failed ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {load.state === 'failed' && load.reason === 'notAPlan'
                ? t('blueprint.notAPlan')
                : t('blueprint.loadFailed')}
            </Alert>
          ) : load.state === 'ready' ? (
            <PlanViewer
              source={load.source}
              name={file.data?.name ?? ''}
              pins={pins
                .filter((pin) => matchesPinFilter(pin, filter))
                .map((pin) => ({
                  id: pin.id,
                  x: pin.x,
                  y: pin.y,
                  label: pin.link ? `${pin.label}: ${pin.link.title}` : pin.label,
                  color: pinColor(pin.link),
                  selected: pin.id === selectedPinId,
                }))}
              onPlace={(at) => setDraft(at)}
              onPinClick={(id) => {
                const pin = pins.find((each) => each.id === id);
                if (pin) open(pin);
              }}
            />
          ) : (
            <Stack spacing={2} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label={t('blueprint.loading')} />
              <Typography color="text.secondary">{t('blueprint.loading')}</Typography>
            </Stack>
          )}
        </Box>
        <PinList
          pins={pins}
          selectedPinId={selectedPinId}
          filter={filter}
          onFilter={setFilter}
          onOpen={open}
          onSelect={selectPin}
        />
      </Box>
      {draft && project.data ? (
        <PinDialog
          project={{ id: project.data.id, name: project.data.name }}
          onClose={() => setDraft(null)}
          onPlace={place}
        />
      ) : null}
    </>
  );
}
