import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { mdiSortAscending, mdiSortDescending } from '@mdi/js';
import { PROJECT_SORT_FIELDS, type ProjectStatus } from '@vendoc/contract/project-values';
import { LazySelectField } from '../../../components/form/lazy-select-field';
import { SearchField } from '../../../components/form/search-field';
import { LazyTooltip } from '../../../components/lazy-tooltip/lazy-tooltip';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useSearchText } from '../../../lib/hooks/use-search-text';
import { useProjectsTranslation } from '../projects-i18n';
import { PROJECT_STATUSES } from '../project-status';

export interface ProjectListToolbarProps {
  q: string;
  status: readonly ProjectStatus[];
  sort: string;
  onSearch(q: string): void;
  onStatusChange(status: ProjectStatus[]): void;
  onSortChange(sort: string): void;
}

/** Search (debounced), status filter chips (several at once) and the sort with its direction. */
export function ProjectListToolbar({
  q,
  status,
  sort,
  onSearch,
  onStatusChange,
  onSortChange,
}: ProjectListToolbarProps) {
  const { t } = useProjectsTranslation();
  const [text, setText] = useSearchText(q, onSearch);
  const descending = sort.startsWith('-');
  const sortField = descending ? sort.slice(1) : sort;

  const toggleStatus = (value: ProjectStatus) =>
    onStatusChange(
      status.includes(value)
        ? status.filter((entry) => entry !== value)
        : PROJECT_STATUSES.filter((entry) => entry === value || status.includes(entry)),
    );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: '1 1 260px' }}
        />
        <Box
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
        >
          <LazySelectField
            label={t('list.sort')}
            value={sortField}
            options={PROJECT_SORT_FIELDS.map((field) => ({ value: field, label: t(`sort.${field}`) }))}
            onChange={(value) => onSortChange(value === 'updatedAt' ? '-updatedAt' : value)}
            sx={{ flex: 1, minWidth: 170 }}
          />
          {sortField === 'recent' ? null : (
            <LazyTooltip title={descending ? t('list.ascending') : t('list.descending')}>
              <IconButton
                aria-label={descending ? t('list.ascending') : t('list.descending')}
                onClick={() => onSortChange(descending ? sortField : `-${sortField}`)}
                sx={{ width: 48, height: 48 }}
              >
                <MdiIcon path={descending ? mdiSortDescending : mdiSortAscending} />
              </IconButton>
            </LazyTooltip>
          )}
        </Box>
      </Box>
      <Box
        role="group"
        aria-label={t('list.statusFilter')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {PROJECT_STATUSES.map((value) => {
          const selected = status.includes(value);
          return (
            <Chip
              key={value}
              label={t(`status.${value}`)}
              clickable
              onClick={() => toggleStatus(value)}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              sx={{ minHeight: 36 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
