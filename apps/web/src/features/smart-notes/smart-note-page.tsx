import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useProject } from '../../entities/project/get-project';
import { useSmartNote } from '../../entities/smart-note/get-smart-note';
import { httpStatusOf } from '../../lib/http/api-problems';
import { NEW_SMART_NOTE_ID, paths } from '../../lib/navigation/paths';
import { useNoteConfigurationsSlot } from './components/configurations-slot';
import { NewNoteDialog } from './components/new-note-dialog';
import { NoteView } from './components/note-view';
import { useSmartNotesTranslation } from './smart-notes-i18n';

/**
 * /projects/{projectId}/smartNotes/new (a project's one-tap "Notiz"): "Neue Notiz" for that project; the note
 * opens in its place, cancelling goes back.
 */
function NewProjectNote({ projectId }: { readonly projectId: string }) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  if (project.isPending) return null;
  const preset = project.data
    ? {
        id: project.data.id,
        name: project.data.name,
        label: `${project.data.number} · ${project.data.name}`,
      }
    : null;
  return <NewNoteDialog project={preset} replace onClose={() => void navigate(-1)} />;
}

/** /projects/{projectId}/smartNotes/{smartNoteId}: one note to read and work on. */
export function SmartNotePage() {
  const { projectId = '', smartNoteId = '' } = useParams();
  return smartNoteId === NEW_SMART_NOTE_ID ? (
    <NewProjectNote projectId={projectId} />
  ) : (
    <SmartNoteView projectId={projectId} smartNoteId={smartNoteId} />
  );
}

function SmartNoteView({
  projectId,
  smartNoteId,
}: {
  readonly projectId: string;
  readonly smartNoteId: string;
}) {
  const { t } = useSmartNotesTranslation();
  const { t: tApp } = useTranslation('app');
  const query = useSmartNote(smartNoteId);
  const Configurations = useNoteConfigurationsSlot();
  const note = query.data;
  const crumbs = [
    { label: tApp('routes.home'), to: paths.home() },
    { label: tApp('routes.smartNotes'), to: paths.smartNotes() },
  ];

  if (query.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('note.loading')}</Typography>
      </Stack>
    );
  }
  if (!note && query.unavailableOffline) {
    return (
      <PageFrame title={tApp('routes.smartNote')} breadcrumbs={crumbs}>
        <Alert severity="info">{t('note.unavailableOffline')}</Alert>
      </PageFrame>
    );
  }
  if (!note) {
    const gone = httpStatusOf(query.error) === 404;
    return (
      <PageFrame title={gone ? t('note.notFoundTitle') : tApp('routes.smartNote')} breadcrumbs={crumbs}>
        {gone ? (
          <Box>
            <Typography sx={{ mb: 2 }}>{t('note.notFound')}</Typography>
            <Button component={RouterLink} to={paths.smartNotes()} variant="outlined">
              {t('note.backToList')}
            </Button>
          </Box>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('note.retry')}
              </Button>
            }
          >
            {t('note.loadFailed')}
          </Alert>
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={note.title}
      breadcrumbs={[
        ...crumbs,
        { label: note.projectName, to: paths.project(projectId || note.projectId) },
        { label: note.title },
      ]}
    >
      <Box sx={{ maxWidth: 860 }}>
        <NoteView note={note} pending={query.pending} />
        {Configurations && !query.pending?.isNew ? (
          <Box sx={{ mt: 3 }}>
            <Suspense fallback={null}>
              <Configurations projectId={note.projectId} smartNoteId={note.id} noteTitle={note.title} />
            </Suspense>
          </Box>
        ) : null}
      </Box>
    </PageFrame>
  );
}
