import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiFilePdfBox } from '@mdi/js';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Pin, Plan } from '@vendoc/contract/plans';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { planCoordinate, usePlanChanges } from '../../entities/plan/change-plans';
import { downloadDefectReport, planOfFile, usePins, usePlans } from '../../entities/plan/get-plans';
import { useProjectFileQuery } from '../../entities/project-file/get-project-file';
import { inlineUrl } from '../../lib/http/inline-url';
import { paths } from '../../lib/navigation/paths';
import { matchesPinFilter, useBlueprintStore } from './blueprint-store';
import { pinLook } from './components/pin-badge';
import { pinRequestOf, type PinChoice } from './components/pin-choice';
import { PinDialog } from './components/pin-dialog';
import { PinList, pinTitle } from './components/pin-list';
import { RevisionControls } from './components/revision-controls';
import { RevisionDialog } from './components/revision-dialog';
import { PageSelect } from './components/page-select';
import { PlanChooser } from './components/plan-chooser';
import type { Point } from './viewer/plan-geometry';
import { PlanViewer } from './viewer/plan-viewer';
import { usePlanSource } from './viewer/use-plan-source';
import { touchSx } from './components/touch-sx';

/** The page of a PDF in the query string (`page=2`); the first when absent or not a page number. */
function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /blueprint?projectId=…&fileId=…[&page=…]: a project's plan (an image, or a page of a PDF) with pins; without
 * project and file, a plan is picked first.
 */
export function BlueprintPage() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId');
  const fileId = params.get('fileId');
  const page = pageParam(params.get('page'));
  const title = t('routes.blueprint');
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}>
      {projectId && fileId ? (
        <PlanWorkspace
          projectId={projectId}
          fileId={fileId}
          page={page}
          onOpenFile={(file, filePage) =>
            setParams({
              projectId,
              fileId: file,
              ...(filePage !== null && filePage > 1 ? { page: String(filePage) } : {}),
            })
          }
          onOther={() => setParams({ projectId })}
        />
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
  /** The page of a PDF shown (1 for an image). */
  readonly page: number;
  /** Shows another file (another revision of the plan, another page of the PDF). */
  readonly onOpenFile: (fileId: string, page: number | null) => void;
  readonly onOther: () => void;
}

/** A plan's name from its file's: without the extension. */
const planNameOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

/** The page a pin's linked item is shown on (null: it opens elsewhere, or it has none). */
function linkedPath(projectId: string, pin: Pin): string | null {
  const { link } = pin;
  if (!link) return null;
  if (link.kind === 'smartNote') return paths.smartNote(projectId, link.id);
  if (link.kind === 'constructionNote') return paths.constructionNote(link.id);
  if (link.kind === 'surveyLine' && link.surveyId)
    return paths.quantitySurvey(projectId, null, link.surveyId);
  return null;
}

function PlanWorkspace({ projectId, fileId, page, onOpenFile, onOther }: PlanWorkspaceProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const file = useProjectFileQuery(fileId);
  const plans = usePlans(projectId);
  const found = planOfFile(plans.data, fileId, page);
  const plan: Plan | null = found?.plan ?? null;
  const shownRevisionId = found?.revisionId ?? null;
  const isCurrent = plan === null || shownRevisionId === plan.currentRevisionId;
  const load = usePlanSource(file.data, page);
  const [revising, setRevising] = useState(false);
  const {
    selectedPinId,
    draft,
    filter,
    overlay,
    moves,
    selectPin,
    setDraft,
    setFilter,
    setOverlay,
    setMoves,
  } = useBlueprintStore();
  const overlayRevision =
    plan?.revisions.find(
      (revision) => revision.id === overlay?.revisionId && revision.id !== shownRevisionId,
    ) ?? null;
  const overlayLoad = usePlanSource(overlayRevision?.file ?? undefined, overlayRevision?.page ?? 1);
  const pins = usePins(plan?.id ?? null).data ?? [];
  const changes = usePlanChanges(projectId);
  const [placeError, setPlaceError] = useState<unknown>(null);
  const [reportFailed, setReportFailed] = useState(false);
  const older = plan && isCurrent ? pins.filter((pin) => pin.revisionId !== plan.currentRevisionId) : [];
  const moving = moves !== null;

  const positionOf = (pin: Pin): Point => moves?.[pin.id] ?? { x: Number(pin.x), y: Number(pin.y) };
  const open = (pin: Pin) => {
    if (moving) {
      selectPin(pin.id);
      return;
    }
    const path = linkedPath(projectId, pin);
    if (path) void navigate(path);
    else if (pin.link?.contentUrl) window.open(inlineUrl(pin.link.contentUrl), '_blank', 'noopener');
    else selectPin(pin.id);
  };
  const tap = (at: Point) => {
    if (moving) {
      if (selectedPinId && older.some((pin) => pin.id === selectedPinId))
        setMoves({ ...moves, [selectedPinId]: at });
      return;
    }
    if (isCurrent) {
      setPlaceError(null);
      setDraft(at);
    }
  };
  const place = async (choice: PinChoice) => {
    if (!draft || !file.data) return;
    try {
      const target =
        plan ??
        (await changes.createPlan.mutateAsync({
          projectId,
          name: planNameOf(file.data.name),
          fileId,
          page: file.data.contentType === 'application/pdf' ? page : null,
        }));
      const pin = await changes.createPin.mutateAsync({
        planId: target.id,
        x: planCoordinate(draft.x),
        y: planCoordinate(draft.y),
        revisionId: target.currentRevisionId,
        ...pinRequestOf(choice),
      });
      setDraft(null);
      selectPin(pin.id);
    } catch (error) {
      setPlaceError(error);
    }
  };
  const saveMoves = () => {
    if (!plan) return;
    changes.movePins.mutate(
      {
        planId: plan.id,
        revisionId: plan.currentRevisionId,
        pins: older.map((pin) => {
          const at = positionOf(pin);
          return { id: pin.id, x: planCoordinate(at.x), y: planCoordinate(at.y), version: pin.version };
        }),
      },
      { onSuccess: () => setMoves(null) },
    );
  };
  const report = () => {
    if (!plan) return;
    setReportFailed(false);
    downloadDefectReport(
      plan.id,
      { revisionId: shownRevisionId ?? undefined, type: filter.types[0], status: filter.statuses[0] },
      `Mängelbericht ${plan.name}.pdf`,
    ).catch(() => setReportFailed(true));
  };

  const failed = file.isError || load.state === 'failed';
  const shown = pins.filter((pin) => matchesPinFilter(pin, filter));
  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {plan ? plan.name : (file.data?.name ?? '\u00a0')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plan ? t('blueprint.hint') : t('blueprint.notPlanYet')}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: { md: 0 } }}
        >
          {plan ? (
            <RevisionControls
              plan={plan}
              shownRevisionId={shownRevisionId}
              overlayRevision={overlayRevision}
              overlay={overlay}
              onOverlay={setOverlay}
              onOpenFile={onOpenFile}
            />
          ) : null}
          {load.state === 'ready' && load.source.pageCount > 1 ? (
            <PageSelect
              page={load.source.page}
              pageCount={load.source.pageCount}
              onPage={(next) => onOpenFile(fileId, next)}
            />
          ) : null}
          {plan && isCurrent ? (
            <Button variant="outlined" onClick={() => setRevising(true)} sx={touchSx}>
              {t('blueprint.newRevision.open')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            onClick={report}
            disabled={!plan}
            startIcon={<MdiIcon path={mdiFilePdfBox} />}
            sx={touchSx}
          >
            {t('blueprint.defectReport')}
          </Button>
          <Button variant="text" onClick={onOther} sx={touchSx}>
            {t('blueprint.otherPlan')}
          </Button>
        </Stack>
      </Stack>
      {reportFailed ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setReportFailed(false)}>
          {t('blueprint.defectReportFailed')}
        </Alert>
      ) : null}
      {!isCurrent ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('blueprint.oldRevision')}
        </Alert>
      ) : null}
      {older.length > 0 && !moving ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => setMoves({})} sx={touchSx}>
              {t('blueprint.movePins')}
            </Button>
          }
        >
          {t('blueprint.olderPins', { count: older.length })}
        </Alert>
      ) : null}
      {moving ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={() => setMoves(null)} sx={touchSx}>
                {t('blueprint.moveCancel')}
              </Button>
              <Button
                variant="contained"
                onClick={saveMoves}
                disabled={changes.movePins.isPending}
                sx={touchSx}
              >
                {t('blueprint.moveSave')}
              </Button>
            </Stack>
          }
        >
          {changes.movePins.isError ? t('blueprint.moveFailed') : t('blueprint.moveHint')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          gridTemplateRows: { xs: 'min(62dvh, 560px) auto', md: 'calc(100dvh - 310px)' },
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
            // Stopgap until the viewer does it: the sharp tile layer has z-index 2 and an unselected pin 1, so the
            // plan covered every pin but the selected one. Isolated, the tiles stay below all pins.
            '& [role="application"]': { isolation: 'isolate' },
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
              overlay={
                overlayRevision && overlayLoad.state === 'ready'
                  ? { source: overlayLoad.source, opacity: overlay?.opacity ?? 0.5 }
                  : null
              }
              pins={shown.map((pin) => ({
                id: pin.id,
                ...positionOf(pin),
                label: pinTitle(pin, t('blueprint.pin', { number: pin.number })),
                look: pinLook(pin),
                selected: pin.id === selectedPinId,
              }))}
              onPlace={tap}
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
      {draft ? (
        <PinDialog
          projectId={projectId}
          onClose={() => setDraft(null)}
          onPlace={(choice) => void place(choice)}
          pending={changes.createPlan.isPending || changes.createPin.isPending}
          error={placeError}
        />
      ) : null}
      {revising && plan ? (
        <RevisionDialog
          plan={plan}
          onClose={() => setRevising(false)}
          onCreated={(newFile, newPage) => {
            setRevising(false);
            onOpenFile(newFile, newPage);
          }}
        />
      ) : null}
    </>
  );
}
