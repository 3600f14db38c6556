import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import type { Project } from '@vendoc/contract/projects';
import type { PreviewSource } from '../../../entities/document-template/change-templates';
import { useProjectPage } from '../../../entities/project/get-projects';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useDesignerTranslation } from '../designer-i18n';
import { usePreviewDocuments, type PreviewDocument } from './preview-documents';

/** Options are records: one key and one identity, their id. */
const byId = {
  getOptionKey: (option: { id: string }) => option.id,
  isOptionEqualToValue: (option: { id: string }, chosen: { id: string }) => option.id === chosen.id,
};

interface PreviewSourcePickerProps {
  /** What real documents fill the layout: quantity surveys, or order documents of the layout's kind. */
  readonly type: PreviewSource['type'];
  /** The layout's kind (order documents of other kinds are not offered). */
  readonly kind: DocumentKind;
  /** null: sample data. */
  readonly value: PreviewSource | null;
  readonly onChange: (source: PreviewSource | null) => void;
}

/**
 * What a layout's preview shows: "Beispieldaten", or a real document of the company picked by project (searched)
 * and document: a quantity survey for a survey sheet, an order document of the kind for an offer, an invoice, ….
 */
export function PreviewSourcePicker({ type, kind, value, onChange }: PreviewSourcePickerProps) {
  const { t } = useDesignerTranslation();
  const [mode, setMode] = useState<'sample' | 'document'>(value ? 'document' : 'sample');
  const [project, setProject] = useState<Project | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const projects = useProjectPage({ q, limit: 30 }, { enabled: mode === 'document', keepPrevious: true });
  const documents = usePreviewDocuments(type, kind, project?.id ?? '', mode === 'document');
  const chosen = documents.data?.find((candidate) => candidate.id === value?.id) ?? null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label={t('previewSource.label')}
        value={mode}
        onChange={(event) => {
          const next = event.target.value === 'document' ? 'document' : 'sample';
          setMode(next);
          if (next === 'sample') onChange(null);
        }}
      >
        <FormControlLabel value="sample" control={<Radio />} label={t('previewSource.sample')} />
        <FormControlLabel value="document" control={<Radio />} label={t(`previewSource.${type}.radio`)} />
      </RadioGroup>
      {mode === 'document' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Autocomplete<Project>
            sx={{ flex: 1 }}
            value={project}
            onChange={(_event, picked) => {
              setProject(picked);
              onChange(null);
            }}
            inputValue={search}
            onInputChange={(_event, text) => setSearch(text)}
            options={projects.data ?? []}
            filterOptions={(options) => options}
            getOptionLabel={(option) => `${option.number} · ${option.name}`}
            {...byId}
            loading={projects.isFetching}
            loadingText={t('previewSource.loading')}
            noOptionsText={t('previewSource.noProjects')}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('previewSource.project')} />
            )}
          />
          <Autocomplete<PreviewDocument>
            sx={{ flex: 1 }}
            disabled={project === null}
            value={chosen}
            onChange={(_event, picked) => onChange(picked ? { type, id: picked.id } : null)}
            options={documents.data ?? []}
            getOptionLabel={(option) => option.label}
            {...byId}
            loading={documents.isFetching}
            loadingText={t('previewSource.loading')}
            noOptionsText={t(`previewSource.${type}.none`)}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t(`previewSource.${type}.document`)} />
            )}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
