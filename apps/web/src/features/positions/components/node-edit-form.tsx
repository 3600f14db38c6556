import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BoqNodeDetail, RichBlockView } from '@vendoc/contract/boqs';
import { blocksToPlainText, hasFormatting, plainTextToBlocks } from '../../../lib/format/plain-text';
import type { NodeChange } from '../model/optimistic-totals';
import { usePositionsTranslation } from '../positions-i18n';
import { problemMessage } from '../../../lib/http/api-problems';

type Provisional = 'none' | 'withTotal' | 'withoutTotal';

interface FormValues {
  shortText: string;
  unit: string;
  longText: string;
  provisional: Provisional;
  lumpSum: boolean;
  hourly: boolean;
  alternative: boolean;
  group: string;
  serial: string;
}

function initialValues(node: BoqNodeDetail): FormValues {
  return {
    shortText: node.shortText,
    unit: node.unit ?? '',
    longText: blocksToPlainText(node.longText),
    provisional: node.provisional ?? 'none',
    lumpSum: node.lumpSum,
    hourly: node.hourly,
    alternative: node.alternative !== null,
    group: String(node.alternative?.group ?? 1),
    serial: String(node.alternative?.serial ?? 0),
  };
}

type Errors = Partial<Record<'shortText' | 'unit' | 'group' | 'serial', string>>;

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

export interface NodeEditFormProps {
  readonly node: BoqNodeDetail;
  /** Saves the change; resolves when the server took it. */
  readonly onSave: (change: NodeChange) => Promise<unknown>;
  readonly onDone: () => void;
}

/**
 * Edits a row's texts and, for items, unit and kind. The long text is edited as plain text (paragraphs separated
 * by an empty line); a long text with formatting is replaced by plain text, which the form says before it happens.
 */
export function NodeEditForm({ node, onSave, onDone }: NodeEditFormProps) {
  const { t } = usePositionsTranslation();
  const [initial] = useState(() => initialValues(node));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const item = node.kind === 'item';
  const withLongText = node.kind !== 'lot' && node.kind !== 'title';
  const formatted = withLongText && hasFormatting(node.longText);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const validate = (): { change: NodeChange } | { errors: Errors } => {
    const found: Errors = {};
    const change: NodeChange = {};
    if (values.shortText.trim().length > 500) found.shortText = t('edit.shortTextTooLong');
    else if (values.shortText.trim() !== initial.shortText.trim()) change.shortText = values.shortText.trim();
    if (withLongText && values.longText !== initial.longText) {
      change.longText = plainTextToBlocks(values.longText) satisfies RichBlockView[];
    }
    if (item) {
      if (values.unit.trim().length > 4) found.unit = t('edit.unitTooLong');
      else if (values.unit.trim() !== initial.unit.trim()) change.unit = values.unit.trim() || null;
      if (values.provisional !== initial.provisional) {
        change.provisional = values.provisional === 'none' ? null : values.provisional;
      }
      if (values.lumpSum !== initial.lumpSum) change.lumpSum = values.lumpSum;
      if (values.hourly !== initial.hourly) change.hourly = values.hourly;
      const group = wholeNumber(values.group, 1, 999);
      const serial = wholeNumber(values.serial, 0, 999);
      if (values.alternative && group === null) found.group = t('edit.groupInvalid');
      if (values.alternative && serial === null) found.serial = t('edit.serialInvalid');
      const before = initial.alternative ? `${initial.group}.${initial.serial}` : null;
      const after = values.alternative ? `${group}.${serial}` : null;
      if (after !== before) {
        change.alternative =
          values.alternative && group !== null && serial !== null ? { group, serial } : null;
      }
    }
    return Object.keys(found).length > 0 ? { errors: found } : { change };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate();
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (Object.keys(result.change).length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave(result.change);
      onDone();
    } catch (error) {
      setSaving(false);
      setFailure(problemMessage(error) ?? t('edit.failed'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('edit.formLabel')}
    >
      <Stack spacing={2}>
        <TextField
          label={t('columns.shortText')}
          value={values.shortText}
          onChange={(event) => set('shortText', event.target.value)}
          error={errors.shortText !== undefined}
          helperText={errors.shortText}
          autoFocus
          fullWidth
          multiline
          maxRows={3}
          size="small"
        />
        {item ? (
          <>
            <TextField
              label={t('columns.unit')}
              value={values.unit}
              onChange={(event) => set('unit', event.target.value)}
              error={errors.unit !== undefined}
              helperText={errors.unit ?? t('edit.unitHint')}
              size="small"
              sx={{ maxWidth: 160 }}
            />
            <TextField
              select
              label={t('edit.provisional')}
              value={values.provisional}
              onChange={(event) => set('provisional', event.target.value as Provisional)}
              size="small"
            >
              <MenuItem value="none">{t('edit.provisionalNone')}</MenuItem>
              <MenuItem value="withTotal">{t('edit.provisionalWithTotal')}</MenuItem>
              <MenuItem value="withoutTotal">{t('edit.provisionalWithoutTotal')}</MenuItem>
            </TextField>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.lumpSum}
                    onChange={(event) => set('lumpSum', event.target.checked)}
                  />
                }
                label={t('marks.lumpSum')}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.hourly}
                    onChange={(event) => set('hourly', event.target.checked)}
                  />
                }
                label={t('marks.hourly')}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.alternative}
                    onChange={(event) => set('alternative', event.target.checked)}
                  />
                }
                label={t('edit.alternative')}
              />
            </Box>
            {values.alternative ? (
              <Box sx={{ display: 'flex', gap: 2 }}>
                <TextField
                  label={t('edit.group')}
                  value={values.group}
                  onChange={(event) => set('group', event.target.value)}
                  error={errors.group !== undefined}
                  helperText={errors.group}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  label={t('edit.serial')}
                  value={values.serial}
                  onChange={(event) => set('serial', event.target.value)}
                  error={errors.serial !== undefined}
                  helperText={errors.serial ?? t('edit.serialHint')}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Box>
            ) : null}
          </>
        ) : null}
        {withLongText ? (
          <>
            {formatted ? <Alert severity="warning">{t('edit.formattingLost')}</Alert> : null}
            <TextField
              label={t('panel.longText')}
              value={values.longText}
              onChange={(event) => set('longText', event.target.value)}
              helperText={t('edit.longTextHint')}
              fullWidth
              multiline
              minRows={6}
              maxRows={20}
              size="small"
            />
          </>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onDone} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('actions.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
