import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import type { ReactNode } from 'react';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import {
  emptyRow,
  LIST_SECTIONS,
  type DraftErrors,
  type DraftRow,
  type FieldSpec,
  type ListSection,
} from '../model/note-draft';

export interface ListSectionProps {
  readonly section: ListSection;
  readonly rows: readonly DraftRow[];
  readonly onChange: (rows: DraftRow[]) => void;
  readonly errors: DraftErrors;
  readonly readOnly: boolean;
  /** More of a row than its fields (e.g. the positions an obstruction affects), below them. */
  readonly rowExtra?: (row: DraftRow, change: (name: string, value: DraftRow[string]) => void) => ReactNode;
  /** Another way to add rows (e.g. from the BoQ), above the add button. */
  readonly footer?: ReactNode;
  /** Whether an empty row can be added (photos come only from the camera). */
  readonly addEmpty?: boolean;
}

const INPUT_MODE: Partial<Record<FieldSpec['kind'], 'decimal' | 'numeric'>> = {
  decimal: 'decimal',
  integer: 'numeric',
};

/** One list of an entry (crew, deliveries, defects …): a card per row, single column on a phone. */
export function ListSectionEditor({
  section,
  rows,
  onChange,
  errors,
  readOnly,
  rowExtra,
  footer,
  addEmpty = true,
}: ListSectionProps) {
  const { t } = useConstructionNotesTranslation();
  const title = t(`sections.${section}`);
  const fields = LIST_SECTIONS[section] as readonly FieldSpec[];
  const change = (index: number, name: string, value: DraftRow[string]) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: value } : row)));

  return (
    <Box component="section" aria-label={title}>
      {rows.length === 0 && readOnly ? <Typography color="text.secondary">{t('empty')}</Typography> : null}
      {rows.map((row, index) => (
        <Paper
          key={index}
          variant="outlined"
          role="group"
          aria-label={t('rowLabel', { section: title, index: index + 1 })}
          sx={{ p: 1.5, mb: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <Grid container spacing={1.5} sx={{ flex: 1 }}>
            {fields.map((field) => {
              const path = `${section}.${index}.${field.name}`;
              const label = t(`fields.${field.name}`);
              const value = row[field.name];
              const error = errors[path];
              if (field.kind === 'flag')
                return (
                  <Grid key={field.name} size={12}>
                    <FormControlLabel
                      label={label}
                      disabled={readOnly}
                      control={
                        <Checkbox
                          checked={value === true}
                          onChange={(event) => change(index, field.name, event.target.checked)}
                          sx={{ p: 1.5 }}
                        />
                      }
                    />
                  </Grid>
                );
              return (
                <Grid key={field.name} size={{ xs: 12, sm: field.width }}>
                  <TextField
                    label={label}
                    value={typeof value === 'string' ? value : ''}
                    onChange={(event) => change(index, field.name, event.target.value)}
                    error={Boolean(error)}
                    helperText={error ? t(error, { defaultValue: error }) : undefined}
                    required={field.required === true}
                    type={field.kind === 'date' ? 'date' : 'text'}
                    multiline={field.kind === 'multiline'}
                    minRows={field.kind === 'multiline' ? 2 : undefined}
                    slotProps={{
                      inputLabel: field.kind === 'date' ? { shrink: true } : undefined,
                      htmlInput: { inputMode: INPUT_MODE[field.kind], readOnly },
                    }}
                    fullWidth
                  />
                </Grid>
              );
            })}
            {rowExtra ? (
              <Grid size={12}>{rowExtra(row, (name, value) => change(index, name, value))}</Grid>
            ) : null}
          </Grid>
          {readOnly ? null : (
            <IconButton
              aria-label={t('removeRow', { section: title, index: index + 1 })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              sx={{ width: 48, height: 48 }}
            >
              <MdiIcon path={mdiDeleteOutline} />
            </IconButton>
          )}
        </Paper>
      ))}
      {readOnly ? null : footer}
      {readOnly || !addEmpty ? null : (
        <Button
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => onChange([...rows, emptyRow(section)])}
          sx={{ minHeight: 48 }}
        >
          {t(`add.${section}`)}
        </Button>
      )}
    </Box>
  );
}
