import { useState, type ComponentType } from 'react';
import { mdiChevronDown } from '@mdi/js';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { QuantitySurveyDetail, QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { surveyQueryOptions } from '../../entities/quantity-survey/get-survey';
import { useSmartNote } from '../../entities/smart-note/get-smart-note';
import { httpStatusOf } from '../../lib/http/api-problems';
import { paths } from '../../lib/navigation/paths';
import { NoteView } from './components/note-view';
import { useSmartNotesTranslation } from './smart-notes-i18n';

/** What the survey editor of the quantity-surveys feature takes (the app's route joins the two features). */
export interface SurveyEditorProps {
  readonly survey: QuantitySurveyDetail;
  readonly sheetNumber: number | null;
  readonly onSheetChange: (sheet: QuantitySurveySheet) => void;
}

const pages = new WeakMap<ComponentType<SurveyEditorProps>, ComponentType>();

/**
 * /projects/{projectId}/smartNotes/{smartNoteId}/quantitySurvey/{quantitySurveyId}: the survey editor with the note
 * beside it (on a phone, above it and collapsible). Features never import each other: the route passes the editor.
 */
export function smartNoteQuantitySurveyPage(SurveyEditor: ComponentType<SurveyEditorProps>): ComponentType {
  const known = pages.get(SurveyEditor);
  if (known) return known;
  function SmartNoteQuantitySurveyPage() {
    const { t } = useSmartNotesTranslation();
    const { smartNoteId = '', quantitySurveyId = '' } = useParams();
    const [searchParams, setSearchParams] = useSearchParams();
    const theme = useTheme();
    const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
    const note = useSmartNote(smartNoteId);
    // The editor keeps the survey's cache entry current with every save: no refetch behind the person's back.
    const survey = useQuery({ ...surveyQueryOptions(quantitySurveyId), staleTime: Infinity });

    if (survey.isPending) {
      return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 4 }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('survey.loading')}</Typography>
        </Stack>
      );
    }
    if (!survey.data) {
      return (
        <Box sx={{ p: 4 }}>
          <Alert
            severity="error"
            action={
              httpStatusOf(survey.error) === 404 ? undefined : (
                <Button color="inherit" onClick={() => void survey.refetch()}>
                  {t('note.retry')}
                </Button>
              )
            }
          >
            {httpStatusOf(survey.error) === 404 ? t('survey.notFound') : t('note.loadFailed')}
          </Alert>
        </Box>
      );
    }
    const sheetParam = Number(searchParams.get('sheet'));
    const editor = (
      <SurveyEditor
        survey={survey.data}
        sheetNumber={Number.isInteger(sheetParam) && sheetParam > 0 ? sheetParam : null}
        onSheetChange={(sheet) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('sheet', String(sheet.number));
              return next;
            },
            { replace: true },
          )
        }
      />
    );
    const notePanel = note.data ? <NotePanel note={note.data} /> : null;
    if (wide) {
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 400px', alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }}>{editor}</Box>
          <Box
            component="aside"
            aria-label={t('survey.note')}
            // it scrolls on its own: reachable by keyboard to scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
            sx={{
              borderLeft: 1,
              borderColor: 'divider',
              p: 2,
              position: 'sticky',
              top: 0,
              maxHeight: '100vh',
              overflowY: 'auto',
            }}
          >
            {notePanel}
          </Box>
        </Box>
      );
    }
    return (
      <>
        {note.data ? <CollapsibleNote note={note.data} /> : null}
        {editor}
      </>
    );
  }
  pages.set(SurveyEditor, SmartNoteQuantitySurveyPage);
  return SmartNoteQuantitySurveyPage;
}

function NotePanel({ note }: { readonly note: SmartNote }) {
  const { t } = useSmartNotesTranslation();
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        <RouterLink to={paths.smartNote(note.projectId, note.id)}>{note.title}</RouterLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${t('survey.note')} · ${note.projectName}`}
      </Typography>
      <NoteView note={note} besideSurvey />
    </Stack>
  );
}

/** On a phone the note sits above the survey, closed: its title shows what is measured. */
function CollapsibleNote({ note }: { readonly note: SmartNote }) {
  const { t } = useSmartNotesTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      square
      component="aside"
      aria-label={t('survey.note')}
    >
      <AccordionSummary expandIcon={<MdiIcon path={mdiChevronDown} />} sx={{ minHeight: 56 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {open ? t('survey.hideNote') : t('survey.showNote')}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{note.title}</Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <NotePanel note={note} />
      </AccordionDetails>
    </Accordion>
  );
}
