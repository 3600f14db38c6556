import { useState } from 'react';
import { mdiFilterVariant, mdiPlus } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SMART_NOTE_STATUSES, SMART_NOTE_TYPES, type SmartNoteSummary } from '@vendoc/contract/smart-notes';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useProject } from '../../entities/project/get-project';
import { useTeamUsers } from '../../entities/project/get-team-users';
import { smartNotesFilterOf, useSmartNotes } from '../../entities/smart-note/get-smart-notes';
import { usePendingSmartNotes, withPendingNotes } from '../../entities/smart-note/pending-smart-notes';
import { formatDate } from '../../lib/format/format';
import { paths } from '../../lib/navigation/paths';
import { NewNoteDialog } from './components/new-note-dialog';
import { ProjectPicker } from './components/project-picker';
import { STATUS_COLORS } from './model/note-look';
import { useSmartNotesTranslation } from './smart-notes-i18n';

const FILTER_KEYS = ['projectId', 'type', 'status', 'assigneeId', 'dueBefore'] as const;

/**
 * /smartNotesPage: every note across projects, filtered by project, type, status, assignee and due date (kept in
 * the URL); "Neue Notiz" asks for project, type and title and opens the note.
 */
export function SmartNotesPage() {
  const { t } = useSmartNotesTranslation();
  const { t: tApp } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const filter = smartNotesFilterOf(params);
  const activeFilters = FILTER_KEYS.filter((key) => (filter[key] ?? '') !== '').length;
  const filtered = activeFilters > 0;
  // The project of the URL's filter, for its name in the picker.
  const filterProject = useProject(filter.projectId ? filter.projectId : null).data;
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const notes = useSmartNotes(filter);
  const users = useTeamUsers();
  const pending = usePendingSmartNotes();
  // The server's notes with what waits on this device over them (made, changed or deleted offline).
  const listed = withPendingNotes(notes.data?.pages.flatMap((page) => page.items) ?? [], pending, filter);
  const madeHere = listed.filter((row) => row.pending?.isNew).length;
  const serverTotal = notes.data?.pages[0]?.total;
  const total = serverTotal === undefined ? (madeHere > 0 ? madeHere : undefined) : serverTotal + madeHere;
  const title = tApp('routes.smartNotes');

  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: title }]}
      actions={
        <Button
          variant="contained"
          size="large"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => setCreating(true)}
        >
          {t('list.new')}
        </Button>
      }
    >
      {phone ? (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          aria-expanded={filtersOpen}
          aria-controls="smart-note-filters"
          startIcon={<MdiIcon path={mdiFilterVariant} />}
          onClick={() => setFiltersOpen((open) => !open)}
          sx={{ mb: 2, minHeight: 48 }}
        >
          {filtered ? `${t('list.filters')} (${activeFilters})` : t('list.filters')}
        </Button>
      ) : null}
      <Paper
        variant="outlined"
        component="section"
        id="smart-note-filters"
        aria-label={t('list.filters')}
        sx={{
          p: 2,
          mb: 2,
          display: phone && !filtersOpen ? 'none' : 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr' },
        }}
      >
        <ProjectPicker
          label={t('list.project')}
          noOptionsText={t('create.noProjects')}
          value={
            filter.projectId
              ? {
                  id: filter.projectId,
                  name: filterProject?.name ?? '',
                  label: filterProject ? `${filterProject.number} · ${filterProject.name}` : '',
                }
              : null
          }
          onChange={(project) => setFilter('projectId', project?.id ?? '')}
        />
        <TextField
          select
          label={t('list.type')}
          value={filter.type}
          onChange={(event) => setFilter('type', event.target.value)}
        >
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {t('list.all')}
          </MenuItem>
          {SMART_NOTE_TYPES.map((type) => (
            <MenuItem key={type} value={type} sx={{ minHeight: 48 }}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('list.status')}
          value={filter.status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {t('list.all')}
          </MenuItem>
          {SMART_NOTE_STATUSES.map((status) => (
            <MenuItem key={status} value={status} sx={{ minHeight: 48 }}>
              {t(`status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('list.assignee')}
          value={users.data ? filter.assigneeId : ''}
          onChange={(event) => setFilter('assigneeId', event.target.value)}
        >
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {t('list.all')}
          </MenuItem>
          {(users.data ?? []).map((user) => (
            <MenuItem key={user.id} value={user.id} sx={{ minHeight: 48 }}>
              {user.displayName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('list.dueBefore')}
          value={filter.dueBefore}
          onChange={(event) => setFilter('dueBefore', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('list.reset')}
            </Button>
          </Box>
        ) : null}
      </Paper>

      {notes.isPending && listed.length === 0 && notes.fetchStatus === 'fetching' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('list.loading')}</Typography>
        </Stack>
      ) : notes.fetchStatus === 'paused' && notes.data === undefined && listed.length === 0 ? (
        <Alert severity="info">{t('list.offline')}</Alert>
      ) : notes.isError && listed.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void notes.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {total === undefined ? '' : t('list.count', { count: total })}
          </Typography>
          {listed.length === 0 ? (
            <Typography sx={{ p: 2 }}>{filtered ? t('list.emptyFiltered') : t('list.empty')}</Typography>
          ) : (
            <Paper variant="outlined">
              <List disablePadding aria-label={title}>
                {listed.map(({ note, pending: waiting }) => (
                  <NoteRow key={note.id} note={note} waiting={waiting !== null} />
                ))}
              </List>
            </Paper>
          )}
          {notes.hasNextPage ? (
            <Button
              sx={{ mt: 2, minHeight: 48 }}
              onClick={() => void notes.fetchNextPage()}
              disabled={notes.isFetchingNextPage}
            >
              {t('list.more')}
            </Button>
          ) : null}
        </>
      )}
      {creating ? <NewNoteDialog onClose={() => setCreating(false)} /> : null}
    </PageFrame>
  );
}

/** One note: title, type and status, project, assignee, due date, checklist progress and photos; 64 px high at least. */
function NoteRow({ note, waiting }: { readonly note: SmartNoteSummary; readonly waiting: boolean }) {
  const { t } = useSmartNotesTranslation();
  const details = [
    note.projectName,
    note.assignee?.displayName,
    note.dueDate === null ? undefined : t('list.due', { date: formatDate(note.dueDate) }),
    note.checklistTotal === 0
      ? undefined
      : t('list.checklist', { done: note.checklistDone, total: note.checklistTotal }),
    note.photoCount === 0 ? undefined : t('list.photos', { count: note.photoCount }),
  ].filter((part) => part !== undefined && part !== '');
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={paths.smartNote(note.projectId, note.id)}
        divider
        sx={{ minHeight: 64, py: 1.5, alignItems: 'flex-start', gap: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{note.title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <Chip size="small" label={t(`status.${note.status}`)} color={STATUS_COLORS[note.status]} />
          {waiting ? <Chip size="small" variant="outlined" label={t('list.waiting')} /> : null}
          <Typography variant="caption" color="text.secondary">
            {t(`type.${note.type}`)}
          </Typography>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
