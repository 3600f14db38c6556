import { useEffect, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { mdiDeleteOutline } from '@mdi/js';
import { useQueryClient } from '@tanstack/react-query';
import { catalogPositionDetailSchema, type CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { SaveAlerts } from '../../../../components/form/save-alerts';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useVersionedSave } from '../../../../lib/forms/use-versioned-save';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { useDeletePosition } from '../api/delete-position';
import { useUpdatePosition } from '../api/save-position';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { draftResolver } from '../model/issue-errors';
import { blocksToPlainText } from '../../../../lib/format/plain-text';
import {
  positionFormValues,
  readPositionForm,
  type PositionChanges,
  type PositionFormValues,
} from '../model/position-form';
import { CalculationSheet } from './calculation-sheet';
import { EditorForm, editorSaveTexts } from './editor-form';
import { ParameterSection } from './parameter-section';
import { PositionTextFields } from './position-text-fields';

export interface PositionEditorProps {
  readonly catalogId: string;
  readonly position: CatalogPositionDetail;
  readonly canWrite: boolean;
  /** Tells the page whether there are unsaved changes (it asks before they are dropped). */
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly onDeleted: () => void;
}

/**
 * Edits one catalog position: number, texts, unit, STLB code and the calculation sheet with a manual price.
 * Saves with the version the edit started from: a change by someone else meanwhile is a conflict to reload,
 * never silently overwritten.
 */
export function PositionEditor({
  catalogId,
  position,
  canWrite,
  onDirtyChange,
  onDeleted,
}: PositionEditorProps) {
  const { t } = useCatalogPositionsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdatePosition(catalogId);
  const remove = useDeletePosition(catalogId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !canWrite;
  const savedLongText = useMemo(() => blocksToPlainText(position.longText), [position.longText]);
  const resolver = useMemo(
    () =>
      draftResolver<PositionFormValues, PositionChanges>(t, (values) => {
        const read = readPositionForm(values, savedLongText, position.variants);
        return { output: read.changes, issues: read.issues };
      }),
    [t, savedLongText, position.variants],
  );
  const form = useForm<PositionFormValues, unknown, PositionChanges>({
    resolver,
    defaultValues: positionFormValues(position),
  });
  const { isDirty, isSubmitting } = form.formState;
  // The version this edit started from. The cached position may be newer (loaded again meanwhile); saving with
  // its version would overwrite that change unseen.
  const baseVersion = useRef(position.version);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    // A newer version arrived while nothing is edited: show it.
    if (!isDirty && position.version !== baseVersion.current) {
      baseVersion.current = position.version;
      form.reset(positionFormValues(position));
    }
  }, [position, isDirty, form]);

  const { submit, alerts } = useVersionedSave({
    form,
    initialVersion: position.version,
    save: (changes) =>
      update.mutateAsync({ positionId: position.id, body: { ...changes, version: baseVersion.current } }),
    onSaved: (saved) => {
      baseVersion.current = saved.version;
      form.reset(positionFormValues(saved));
      toast.success(t('editor.saved', { number: saved.number }));
    },
    readCurrent: (value) => catalogPositionDetailSchema.safeParse(value).data,
    onReload: (current) => {
      baseVersion.current = current.version;
      queryClient.setQueryData(catalogKeys.position(catalogId, current.id), current);
      form.reset(positionFormValues(current));
    },
    texts: editorSaveTexts(t, t('editor.saveFailed')),
  });

  const deletePosition = () =>
    remove.mutateAsync(position.id).then(
      () => {
        toast.success(t('editor.deleted', { number: position.number }));
        onDeleted();
      },
      (error: unknown) => {
        if (!isReportedByHttpLayer(error)) toast.error(t('editor.deleteFailed'), problemMessage(error));
        throw error;
      },
    );

  return (
    <FormProvider {...form}>
      <EditorForm
        label={t('editor.label', { number: position.number })}
        overline={t('editor.overline', { number: position.number })}
        title={position.shortText}
        canWrite={canWrite}
        dirty={isDirty}
        submitting={isSubmitting}
        onSubmit={(event) => void submit(event)}
        onDiscard={() => form.reset()}
        actions={
          <Button
            type="button"
            color="error"
            variant="outlined"
            startIcon={<MdiIcon path={mdiDeleteOutline} />}
            onClick={() => setConfirmDelete(true)}
            disabled={isSubmitting}
          >
            {t('editor.delete')}
          </Button>
        }
      >
        <Stack spacing={2.5} sx={{ p: 2 }}>
          <SaveAlerts {...alerts} />
          <PositionTextFields position={position} readOnly={readOnly} />
          <ParameterSection readOnly={readOnly} />
          <CalculationSheet catalogId={catalogId} position={position} readOnly={readOnly} />
        </Stack>
      </EditorForm>
      {confirmDelete ? (
        <ConfirmDialog
          title={t('editor.deleteTitle')}
          text={t('editor.deleteText', { number: position.number, shortText: position.shortText })}
          confirmLabel={t('editor.delete')}
          onConfirm={deletePosition}
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
    </FormProvider>
  );
}
