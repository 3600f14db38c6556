import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '@vendoc/contract/order-documents';
import {
  snippetPlacementSchema,
  type SnippetPlacement,
  type TextSnippet,
} from '@vendoc/contract/text-snippets';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useTextSnippetChanges } from '../../../entities/text-snippet/change-text-snippets';
import { toast } from '../../../lib/toast/toast-service';
import { useSettingsTranslation } from '../company-settings-i18n';
import {
  TEXT_SNIPPET_FIELDS,
  textSnippetFormSchema,
  textSnippetFormValues,
  type TextSnippetFormOutput,
  type TextSnippetFormValues,
} from '../utils/text-snippet-form';
import { SettingsFormDialog } from './settings-form-dialog';
import { useSettingsEdit } from '../hooks/use-settings-edit';

export interface TextSnippetDialogProps {
  /** The snippet to edit; null adds a new one. */
  readonly snippet: TextSnippet | null;
  /** Where a new snippet goes unless the user picks the other placement. */
  readonly placement: SnippetPlacement;
  readonly onClose: () => void;
}

/** Adds or edits a text snippet: name, placement, the document kinds it is offered for, text and default. */
export function TextSnippetDialog({ snippet, placement, onClose }: TextSnippetDialogProps) {
  const { t } = useSettingsTranslation();
  const { create, update } = useTextSnippetChanges();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { control, handleSubmit, setError, reset } = useForm<
    TextSnippetFormValues,
    unknown,
    TextSnippetFormOutput
  >({
    resolver: zodResolver(textSnippetFormSchema),
    defaultValues: textSnippetFormValues(snippet, placement),
  });
  const kindLabel = (kind: OrderDocumentKind) => t(`textSnippets.kinds.${kind}`);

  const edit = useSettingsEdit(snippet, t('textSnippets.conflict'), (current) =>
    reset(textSnippetFormValues(current)),
  );
  const submit = handleSubmit(async (values) => {
    try {
      if (edit.base) await update.mutateAsync({ ...values, id: edit.base.id, version: edit.base.version });
      else await create.mutateAsync(values);
      toast.success(t('textSnippets.saved'));
      onClose();
    } catch (error) {
      edit.fail(error, setError, TEXT_SNIPPET_FIELDS);
    }
  });

  return (
    <SettingsFormDialog
      title={snippet ? t('textSnippets.editTitle') : t('textSnippets.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
      conflict={edit.conflict}
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('textSnippets.name')}
        required
        autoFocus
        maxLength={100}
      />
      <FormTextField control={control} name="placement" label={t('textSnippets.placement')} select>
        {snippetPlacementSchema.options.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`textSnippets.placements.${option}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={control}
        name="documentKinds"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('textSnippets.documentKinds')}
            value={field.value ?? []}
            onChange={(event) => field.onChange(event.target.value as unknown as OrderDocumentKind[])}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? t('textSnippets.documentKindsHelp')}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (selected) => {
                  const kinds = selected as OrderDocumentKind[];
                  return kinds.length === 0 ? t('textSnippets.allKinds') : kinds.map(kindLabel).join(', ');
                },
              },
              inputLabel: { shrink: true },
            }}
          >
            {ORDER_DOCUMENT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                <Checkbox checked={(field.value ?? []).includes(kind)} sx={{ py: 0 }} />
                <ListItemText primary={kindLabel(kind)} />
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={control}
        name="text"
        label={t('textSnippets.text')}
        required
        multiline
        minRows={5}
        maxRows={16}
        maxLength={20_000}
      />
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <FormControlLabel
            label={t('textSnippets.isDefault')}
            control={
              <Switch
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
    </SettingsFormDialog>
  );
}
