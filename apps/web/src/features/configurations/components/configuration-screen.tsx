import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiArrowLeft, mdiContentCopy, mdiDelete, mdiPlaylistPlus } from '@mdi/js';
import type { Configuration } from '@vendoc/contract/configurations';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { PageFrame, type Crumb } from '../../../components/page-frame/page-frame';
import { useDuplicateConfiguration } from '../../../entities/configuration/change-configurations';
import { useConfiguration } from '../../../entities/configuration/get-configurations';
import { useProject } from '../../../entities/project/get-project';
import { usePosition } from '../../../entities/service-catalog/get-position';
import { httpStatusOf, isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { toast } from '../../../lib/toast/toast-service';
import { useConfigurationsTranslation } from '../configurations-i18n';
import { AddToBoqDialog } from './add-to-boq-dialog';
import { AddedNotice } from './added-notice';
import { ConfigurationEditor } from './configuration-editor';
import { DeleteConfigurationDialog } from './delete-configuration-dialog';

/** Whose configuration the screen shows: a construction's (with its name) or a smart note's. */
export interface ConfigurationOwnerView {
  readonly kind: 'construction' | 'smartNote';
  readonly id: string;
  /** The construction's name or the note's title; undefined while it loads. */
  readonly name: string | undefined;
}

export interface ConfigurationScreenProps {
  readonly projectId: string;
  readonly configurationId: string;
  readonly owner: ConfigurationOwnerView;
  /** Whether the user may change it (projects:write for constructions, smartNotes:write for notes). */
  readonly canWrite: boolean;
  /** Whether the user may add it to a BoQ (boqs:write). */
  readonly canAddToBoq: boolean;
}

/** Where "back" goes: the project page's constructions, or the note. */
function ownerPath(projectId: string, owner: ConfigurationOwnerView): string {
  return owner.kind === 'construction'
    ? `${paths.project(projectId)}#constructions`
    : paths.smartNote(projectId, owner.id);
}

/**
 * A configuration of a catalog position, for a construction or a smart note: its name, variant options and
 * parameter values priced live by the server, the generated texts, quantity, unit price and total; "Zum LV
 * hinzufügen", "Duplizieren", "Löschen". Once added it is shown read-only with the BoQ item it became.
 */
export function ConfigurationScreen({
  projectId,
  configurationId,
  owner,
  canWrite,
  canAddToBoq,
}: ConfigurationScreenProps) {
  const { t } = useConfigurationsTranslation();
  const { t: tApp } = useTranslation('app');
  const query = useConfiguration(configurationId);
  const configuration = query.data;
  const position = usePosition(configuration?.catalogId ?? '', configuration?.positionId ?? null);
  const project = useProject(projectId);
  const back = ownerPath(projectId, owner);
  const backLabel =
    owner.kind === 'construction' ? t('screen.backToConstruction') : t('screen.backToSmartNote');
  const crumbs: Crumb[] = [
    { label: project.data?.name ?? tApp('routes.project'), to: paths.project(projectId) },
    {
      label:
        owner.name ?? (owner.kind === 'construction' ? t('screen.construction') : tApp('routes.smartNote')),
      to: back,
    },
  ];
  const title = configuration?.name || configuration?.configured?.shortText || tApp('routes.configuration');

  let content;
  if (query.isPending || (configuration?.positionId && position.isPending)) {
    content = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('screen.loading')}</Typography>
      </Stack>
    );
  } else if (!configuration) {
    content =
      httpStatusOf(query.error) === 404 ? (
        <Typography>{t('screen.notFound')}</Typography>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('screen.retry')}
            </Button>
          }
        >
          {t('screen.loadFailed')}
        </Alert>
      );
  } else {
    content = (
      <ConfigurationBody
        projectId={projectId}
        owner={owner}
        configuration={configuration}
        position={position.data}
        positionFailed={position.isError}
        canWrite={canWrite}
        canAddToBoq={canAddToBoq}
      />
    );
  }

  return (
    <PageFrame
      title={title}
      breadcrumbs={[...crumbs, { label: title }]}
      actions={
        <Button component={RouterLink} to={back} startIcon={<MdiIcon path={mdiArrowLeft} />}>
          {backLabel}
        </Button>
      }
    >
      {content}
    </PageFrame>
  );
}

interface ConfigurationBodyProps {
  readonly projectId: string;
  readonly owner: ConfigurationOwnerView;
  readonly configuration: Configuration;
  readonly position: CatalogPositionDetail | undefined;
  readonly positionFailed: boolean;
  readonly canWrite: boolean;
  readonly canAddToBoq: boolean;
}

function ConfigurationBody({
  projectId,
  owner,
  configuration,
  position,
  positionFailed,
  canWrite,
  canAddToBoq,
}: ConfigurationBodyProps) {
  const { t } = useConfigurationsTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateConfiguration();
  const [dialog, setDialog] = useState<'add' | 'delete' | null>(null);
  // Whether the editor's choice is saved and priced (adding takes what the server has).
  const [settled, setSettled] = useState(true);
  const added = configuration.added !== null;
  const open = !added && canWrite && position !== undefined;

  const configurationPath = (id: string) =>
    owner.kind === 'construction'
      ? paths.constructionConfiguration(projectId, owner.id, id)
      : paths.smartNoteConfiguration(projectId, owner.id, id);

  const duplicateIt = async () => {
    try {
      const copy = await duplicate.mutateAsync(configuration.id);
      toast.success(t('screen.duplicated'));
      void navigate(configurationPath(copy.id));
    } catch (failure) {
      if (!isReportedByHttpLayer(failure)) toast.error(t('screen.actionFailed'), problemMessage(failure));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1100 }}>
      {added ? <AddedNotice projectId={projectId} configuration={configuration} /> : null}
      {configuration.positionId === null ? (
        <Alert severity="warning">{t('screen.catalogGone')}</Alert>
      ) : positionFailed ? (
        <Alert severity="error">{t('screen.loadFailed')}</Alert>
      ) : null}
      <ConfigurationEditor
        key={`${configuration.id}-${position?.version ?? 'none'}`}
        configuration={configuration}
        position={position}
        editable={open}
        onSettledChange={setSettled}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!added && canAddToBoq && canWrite ? (
            <Button
              variant="contained"
              color="confirm"
              startIcon={<MdiIcon path={mdiPlaylistPlus} />}
              disabled={!settled || configuration.configured === null}
              onClick={() => setDialog('add')}
            >
              {t('screen.addToBoq')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button
              variant="outlined"
              startIcon={<MdiIcon path={mdiContentCopy} />}
              disabled={duplicate.isPending || !settled}
              onClick={() => void duplicateIt()}
            >
              {t('screen.duplicate')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<MdiIcon path={mdiDelete} />}
              onClick={() => setDialog('delete')}
            >
              {t('screen.delete')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      {dialog === 'add' ? (
        <AddToBoqDialog projectId={projectId} configuration={configuration} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteConfigurationDialog
          configuration={configuration}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(ownerPath(projectId, owner))}
        />
      ) : null}
    </Box>
  );
}
