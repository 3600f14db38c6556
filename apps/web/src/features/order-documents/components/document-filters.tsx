import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  ORDER_DOCUMENT_KIND_LABELS,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_STATUS_LABELS,
  ORDER_DOCUMENT_STATUSES,
} from '@vendoc/contract/order-documents';
import { useSearchText } from '../../../lib/hooks/use-search-text';
import type { ListFilterState } from '../model/list-filters';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';
import { ClientSearchPicker, ProjectSearchPicker } from './search-picker';

export interface DocumentFiltersProps {
  state: ListFilterState;
  /** URL parameters to change (null removes one). */
  onChange(changes: Record<string, string | null>): void;
  /** Fitters see delivery notes only: no kind filter. */
  showKind: boolean;
  /** The project page fixes the project: no project filter. */
  showProject: boolean;
}

/** Search, kind, status, client, project, period and "Nur überfällige" above the documents table. */
export function DocumentFilters({ state, onChange, showKind, showProject }: DocumentFiltersProps) {
  const { t } = useOrderDocumentsTranslation();
  const [text, setText] = useSearchText(state.q, (q) => onChange({ q: q.trim() || null }));
  const filtered =
    state.q || state.kind || state.status || state.clientId || state.projectId || state.from || state.to;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, alignItems: 'center' }}>
      <TextField
        type="search"
        size="small"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 220px' }}
      />
      {showKind ? (
        <TextField
          select
          size="small"
          label={t('filters.kind')}
          value={state.kind ?? ''}
          onChange={(event) => onChange({ kind: event.target.value || null })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {ORDER_DOCUMENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {ORDER_DOCUMENT_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={state.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || null })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {ORDER_DOCUMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ORDER_DOCUMENT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <ClientSearchPicker
        size="small"
        label={t('filters.client')}
        value={state.clientId ? { id: state.clientId, label: state.clientLabel } : null}
        onChange={(client) => onChange({ client: client?.id ?? null, clientName: client?.label ?? null })}
      />
      {showProject ? (
        <ProjectSearchPicker
          size="small"
          label={t('filters.project')}
          value={state.projectId ? { id: state.projectId, label: state.projectLabel } : null}
          onChange={(project) =>
            onChange({ project: project?.id ?? null, projectName: project?.label ?? null })
          }
        />
      ) : null}
      <TextField
        type="date"
        size="small"
        label={t('filters.from')}
        value={state.from}
        onChange={(event) => onChange({ from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('filters.to')}
        value={state.to}
        onChange={(event) => onChange({ to: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={state.overdue}
            onChange={(event) => onChange({ overdue: event.target.checked ? 'true' : null })}
          />
        }
        label={t('filters.overdue')}
      />
      {filtered || state.overdue ? (
        <Button
          size="small"
          onClick={() =>
            onChange({
              q: null,
              kind: null,
              status: null,
              client: null,
              clientName: null,
              project: null,
              projectName: null,
              from: null,
              to: null,
              overdue: null,
            })
          }
        >
          {t('filters.reset')}
        </Button>
      ) : null}
    </Box>
  );
}
