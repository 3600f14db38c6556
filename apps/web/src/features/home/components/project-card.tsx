import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ButtonBase from '@mui/material/ButtonBase';
import { mdiChevronRight, mdiNotebookEdit, mdiNoteTextOutline, mdiRuler } from '@mdi/js';
import { Link } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { NEW_SMART_NOTE_ID, paths } from '../../../lib/navigation/paths';
import { useTodayTranslation } from '../today-i18n';
import { actionButtonSx } from './action-button-sx';
import { PhotoAction } from './photo-action';

/** The smart note id of the note page's route that starts a new note. */

export interface TodayProjectProps {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  /** The client's name, when known. */
  readonly client?: string;
  /** The id prefix of the card's heading. */
  readonly section: string;
}

/** One project on "Heute": its name opens it; below, the one-tap actions (note, photo, diary, survey). */
export function ProjectCard({ id, number, name, client, section }: TodayProjectProps) {
  const { t } = useTodayTranslation();
  const label = `${number} ${name}`;
  const headingId = `${section}-${id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <ButtonBase
        component={Link}
        to={paths.project(id)}
        sx={{
          display: 'flex',
          width: '100%',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          minHeight: 56,
          textAlign: 'left',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h3"
            sx={{ fontWeight: 600, fontSize: 18, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {client ? `${number} · ${client}` : number}
          </Typography>
        </Box>
        <MdiIcon path={mdiChevronRight} aria-hidden sx={{ flexShrink: 0 }} />
      </ButtonBase>
      <Box
        role="group"
        aria-label={t('actionsOf', { project: label })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, px: 2, pb: 2 }}
      >
        <Button
          component={Link}
          to={paths.smartNote(id, NEW_SMART_NOTE_ID)}
          variant="outlined"
          startIcon={<MdiIcon path={mdiNoteTextOutline} />}
          sx={actionButtonSx}
        >
          {t('actions.note')}
        </Button>
        <PhotoAction projectId={id} projectLabel={label} />
        <Button
          component={Link}
          to={paths.projectConstructionNotes(id)}
          variant="outlined"
          startIcon={<MdiIcon path={mdiNotebookEdit} />}
          sx={actionButtonSx}
        >
          {t('actions.diary')}
        </Button>
        <Button
          component={Link}
          to={paths.quantitySurveySheets(id)}
          variant="outlined"
          startIcon={<MdiIcon path={mdiRuler} />}
          sx={actionButtonSx}
        >
          {t('actions.survey')}
        </Button>
      </Box>
    </Paper>
  );
}
