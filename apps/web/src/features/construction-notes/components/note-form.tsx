import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiChevronDown } from '@mdi/js';
import type { ReactNode } from 'react';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import {
  LIST_SECTION_NAMES,
  type DraftErrors,
  type DraftRow,
  type ListSection,
  type NoteDraft,
} from '../model/note-draft';
import { usePositionChoice } from '../../../entities/boq/use-position-choice';
import { AffectedPositions, WorkDoneFromBoq } from './position-fields';
import { DayPhoto, DeliveryNotePhoto, TakeDayPhotos } from './day-photos';
import { ListSectionEditor } from './list-section';
import { WeatherFields, WorkTimeFields } from './time-weather-fields';

export interface NoteFormProps {
  /** The day's project: its BoQ positions are offered for work done and obstructions. */
  readonly projectId: string;
  readonly draft: NoteDraft;
  readonly onChange: (draft: NoteDraft) => void;
  readonly errors: DraftErrors;
  readonly readOnly: boolean;
}

function Section({
  id,
  title,
  count,
  hasError,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  hasError: boolean;
  children: ReactNode;
}) {
  return (
    <Accordion defaultExpanded disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary
        expandIcon={<MdiIcon path={mdiChevronDown} />}
        aria-controls={`${id}-content`}
        id={`${id}-header`}
        sx={{ minHeight: 48 }}
      >
        <Typography sx={{ fontWeight: 600, color: hasError ? 'error.main' : undefined }}>
          {count === undefined || count === 0 ? title : `${title} (${count})`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** The day's entry in sections, one column on a phone; read-only for a signed or someone else's day. */
export function NoteForm({ projectId, draft, onChange, errors, readOnly }: NoteFormProps) {
  const { t } = useConstructionNotesTranslation();
  // The BoQ's items are loaded to pick positions (an editable day) or to name the positions obstructions affect; a
  // read-only day without such positions needs none (work done keeps its OZ and text).
  const namesPositions = draft.lists.obstructions.some(
    (row) => Array.isArray(row['affectedPositionIds']) && row['affectedPositionIds'].length > 0,
  );
  const choice = usePositionChoice(projectId, !readOnly || namesPositions);
  const errorIn = (prefix: string) => Object.keys(errors).some((path) => path.startsWith(prefix));
  const fields = { draft, onChange, errors, readOnly };
  const setList = (section: ListSection, rows: DraftRow[]) =>
    onChange({ ...draft, lists: { ...draft.lists, [section]: rows } });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Section id="time" title={t('sections.time')} hasError={errorIn('work') || errorIn('breakMinutes')}>
        <WorkTimeFields {...fields} />
      </Section>
      <Section id="weather" title={t('sections.weather')} hasError={errorIn('weather')}>
        <WeatherFields {...fields} />
      </Section>
      {LIST_SECTION_NAMES.map((section) => (
        <Section
          key={section}
          id={section}
          title={t(`sections.${section}`)}
          count={draft.lists[section].length}
          hasError={errorIn(`${section}.`)}
        >
          <ListSectionEditor
            section={section}
            rows={draft.lists[section]}
            onChange={(rows) => setList(section, rows)}
            errors={errors}
            readOnly={readOnly}
            addEmpty={section !== 'photos'}
            footer={
              section === 'workDone' ? (
                <WorkDoneFromBoq
                  choice={choice}
                  rows={draft.lists.workDone}
                  onChange={(rows) => setList('workDone', rows)}
                />
              ) : section === 'photos' ? (
                <TakeDayPhotos
                  projectId={projectId}
                  rows={draft.lists.photos}
                  onChange={(rows) => setList('photos', rows)}
                />
              ) : undefined
            }
            rowExtra={
              section === 'obstructions'
                ? (row, change) => (
                    <AffectedPositions
                      choice={choice}
                      ids={Array.isArray(row['affectedPositionIds']) ? row['affectedPositionIds'] : []}
                      onChange={(ids) => change('affectedPositionIds', ids)}
                      readOnly={readOnly}
                    />
                  )
                : section === 'photos'
                  ? (row) => (typeof row['fileId'] === 'string' ? <DayPhoto fileId={row['fileId']} /> : null)
                  : section === 'deliveries'
                    ? (row, change) => (
                        <DeliveryNotePhoto
                          projectId={projectId}
                          fileId={typeof row['photoFileId'] === 'string' ? row['photoFileId'] : null}
                          onChange={(fileId) => change('photoFileId', fileId)}
                          readOnly={readOnly}
                        />
                      )
                    : undefined
            }
          />
        </Section>
      ))}
      <Section id="remarks" title={t('sections.remarks')} hasError={errorIn('remarks')}>
        <TextField
          label={t('fields.remarks')}
          value={draft.remarks}
          onChange={(event) => onChange({ ...draft, remarks: event.target.value })}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { readOnly } }}
        />
      </Section>
    </Box>
  );
}
