import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
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
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface DocumentFiltersProps {
  state: ListFilterState;
  /** URL parameters to change (null removes one). */
  onChange(changes: Record<string, string | null>): void;
  /** Fitters see delivery notes only: no kind filter. */
  showKind: boolean;
  /** The project page fixes the project: no project filter. */
  showProject: boolean;
}

/** The filters besides the search that are set (the phone's "Filter" button counts them). */
function activeFilters(state: ListFilterState): number {
  const set = [state.kind, state.status, state.clientId, state.projectId, state.from, state.to];
  return set.filter(Boolean).length + (state.overdue ? 1 : 0);
}

/**
 * Search, kind, status, client, project, period and "Nur überfällige" above the documents table. On a phone only
 * the search shows; the other filters fold out of a "Filter" button that counts the ones set.
 */
export function DocumentFilters({ state, onChange, showKind, showProject }: DocumentFiltersProps) {
  const { t } = useOrderDocumentsTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const foldId = useId();
  const [text, setText] = useSearchText(state.q, (q) => onChange({ q: q.trim() || null }));
  const active = activeFilters(state);
  const search = (
    <TextField
      type="search"
      size="small"
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 220px' }}
    />
  );
  const filters = (
    <FilterFields
      state={state}
      onChange={onChange}
      showKind={showKind}
      showProject={showProject}
      reset={Boolean(state.q) || active > 0}
    />
  );
  const row = (children: ReactNode, id?: string) => (
    <Box id={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, alignItems: 'center' }}>
      {children}
    </Box>
  );
  if (!phone)
    return row(
      <>
        {search}
        {filters}
      </>,
    );
  return (
    <Box>
      {row(
        <>
          {search}
          <Badge badgeContent={active} color="primary">
            <Button
              variant="outlined"
              aria-expanded={open}
              aria-controls={foldId}
              onClick={() => setOpen((current) => !current)}
              sx={{ minHeight: TOUCH_TARGET }}
            >
              {t('filters.toggle')}
            </Button>
          </Badge>
        </>,
      )}
      <Collapse in={open} unmountOnExit>
        {row(filters, foldId)}
      </Collapse>
    </Box>
  );
}

function FilterFields({
  state,
  onChange,
  showKind,
  showProject,
  reset,
}: DocumentFiltersProps & { reset: boolean }) {
  const { t } = useOrderDocumentsTranslation();
  return (
    <>
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
      {reset ? (
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
    </>
  );
}
