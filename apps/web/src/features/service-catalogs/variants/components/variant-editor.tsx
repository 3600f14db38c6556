import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useQueryClient } from '@tanstack/react-query';
import {
  catalogPositionDetailSchema,
  type CatalogPositionDetail,
  type VariantsView,
} from '@vendoc/contract/service-catalogs';
import { FormProvider, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { SaveAlerts } from '../../../../components/form/save-alerts';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useVersionedSave } from '../../../../lib/forms/use-versioned-save';
import { toast } from '../../../../lib/toast/toast-service';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { useUpdatePosition } from '../../positions/api/save-position';
import { useCatalogPositionsTranslation } from '../../positions/catalog-positions-i18n';
import { EditorForm, editorSaveTexts } from '../../positions/components/editor-form';
import { draftResolver } from '../../positions/model/issue-errors';
import {
  newGroupDraft,
  readVariantsDraft,
  variantFieldPath,
  variantsToDraft,
  type VariantsFormValues,
} from '../model/variants-draft';
import { ExclusionsEditor } from './exclusions-editor';
import { GroupCard } from './group-card';
import { PricePreview } from './price-preview';

export interface VariantEditorProps {
  readonly catalogId: string;
  readonly position: CatalogPositionDetail;
  readonly canWrite: boolean;
  readonly onDirtyChange: (dirty: boolean) => void;
}

/** The server names fields below `variants.`; the form's fields start at the groups. */
function withServerPaths(form: UseFormReturn<VariantsFormValues, unknown, VariantsView>) {
  return {
    ...form,
    setError: ((name, error, options) =>
      form.setError(variantFieldPath(name) as typeof name, error, options)) as typeof form.setError,
  };
}

/**
 * Edits a position's variant groups, their options with text additions and price effects, the default option
 * per group and exclusion rules; below, the price preview of the saved state. Saves with the version the edit
 * started from (409: reload), and the server's field errors land at their fields.
 */
export function VariantEditor({ catalogId, position, canWrite, onDirtyChange }: VariantEditorProps) {
  const { t } = useCatalogPositionsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdatePosition(catalogId);
  const readOnly = !canWrite;
  const componentLabels = useMemo(
    () => new Map(position.sheet.lines.map((line) => [line.componentId, line.label])),
    [position.sheet],
  );
  const resolver = useMemo(
    () =>
      draftResolver<VariantsFormValues, VariantsView>(t, (values) => {
        const read = readVariantsDraft(values, position.calculation, componentLabels);
        return { output: read.variants, issues: read.issues, nameOf: read.nameOf };
      }),
    [t, position.calculation, componentLabels],
  );
  const form = useForm<VariantsFormValues, unknown, VariantsView>({
    resolver,
    defaultValues: variantsToDraft(position.variants),
  });
  const { isDirty, isSubmitting } = form.formState;
  const groups = useFieldArray({ control: form.control, name: 'groups', keyName: 'fieldKey' });
  // The version this edit started from (the cached position may be newer; see PositionEditor).
  const baseVersion = useRef(position.version);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (!isDirty && position.version !== baseVersion.current) {
      baseVersion.current = position.version;
      form.reset(variantsToDraft(position.variants));
    }
  }, [position, isDirty, form]);

  const { submit, alerts } = useVersionedSave({
    form: withServerPaths(form),
    initialVersion: position.version,
    save: (variants) =>
      update.mutateAsync({ positionId: position.id, body: { variants, version: baseVersion.current } }),
    onSaved: (saved) => {
      baseVersion.current = saved.version;
      form.reset(variantsToDraft(saved.variants));
      toast.success(t('variants.saved', { number: saved.number }));
    },
    readCurrent: (value) => catalogPositionDetailSchema.safeParse(value).data,
    onReload: (current) => {
      baseVersion.current = current.version;
      queryClient.setQueryData(catalogKeys.position(catalogId, current.id), current);
      form.reset(variantsToDraft(current.variants));
    },
    texts: editorSaveTexts(t, t('variants.saveFailed')),
  });

  const removeGroup = (index: number) => {
    const optionIds = new Set(form.getValues(`groups.${index}.options`).map((option) => option.id));
    form.setValue(
      'exclusions',
      form
        .getValues('exclusions')
        .filter((pair) => !optionIds.has(pair.first) && !optionIds.has(pair.second)),
      { shouldDirty: true },
    );
    groups.remove(index);
  };

  return (
    <FormProvider {...form}>
      <EditorForm
        label={t('variants.formLabel', { number: position.number })}
        overline={t('variants.overline', { number: position.number })}
        title={position.shortText}
        canWrite={canWrite}
        dirty={isDirty}
        submitting={isSubmitting}
        onSubmit={(event) => void submit(event)}
        onDiscard={() => form.reset()}
      >
        <Stack spacing={2} sx={{ p: 2 }}>
          <SaveAlerts {...alerts} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('variants.groupsTitle')}
          </Typography>
          {groups.fields.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t(readOnly ? 'variants.noGroupsReadOnly' : 'variants.noGroups')}
            </Typography>
          ) : null}
          {groups.fields.map((field, index) => (
            <GroupCard
              key={field.fieldKey}
              catalogId={catalogId}
              position={position}
              groupIndex={index}
              readOnly={readOnly}
              onRemove={() => removeGroup(index)}
            />
          ))}
          {readOnly ? null : (
            <Box>
              <Button
                variant="outlined"
                startIcon={<MdiIcon path={mdiPlus} />}
                onClick={() => groups.append(newGroupDraft())}
              >
                {t('variants.addGroup')}
              </Button>
            </Box>
          )}
          <Divider />
          <ExclusionsEditor readOnly={readOnly} />
          <Divider />
          <PricePreview catalogId={catalogId} position={position} dirty={isDirty} />
        </Stack>
      </EditorForm>
    </FormProvider>
  );
}
