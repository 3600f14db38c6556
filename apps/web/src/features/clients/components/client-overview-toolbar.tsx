import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { clientKindSchema, type ClientKind } from '@vendoc/contract/clients';
import { SearchField } from '../../../components/form/search-field';
import { formatNumber } from '../../../lib/format/format';
import { useSearchText } from '../../../lib/hooks/use-search-text';
import { useClientsTranslation } from '../clients-i18n';

export interface ClientOverviewToolbarProps {
  q: string;
  kind: ClientKind | null;
  /** Matching clients; undefined while unknown. */
  total: number | undefined;
  onSearch(q: string): void;
  onKindChange(kind: ClientKind | null): void;
}

/** Search field (debounced), kind filter and the number of matching clients. */
export function ClientOverviewToolbar({
  q,
  kind,
  total,
  onSearch,
  onKindChange,
}: ClientOverviewToolbarProps) {
  const { t } = useClientsTranslation();
  const [text, setText] = useSearchText(q, onSearch);

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <SearchField
        label={t('overview.search')}
        placeholder={t('overview.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 280px' }}
      />
      <TextField
        select
        label={t('overview.kindFilter')}
        value={kind ?? ''}
        onChange={(event) => onKindChange(clientKindSchema.safeParse(event.target.value).data ?? null)}
        sx={{ flex: '0 1 200px', minWidth: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('overview.allKinds')}</MenuItem>
        {clientKindSchema.options.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`kinds.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography color="text.secondary" sx={{ ml: 'auto' }} role="status" aria-live="polite">
        {total === undefined
          ? '\u00a0'
          : t('overview.total', { count: total, formatted: formatNumber(total, 0) })}
      </Typography>
    </Box>
  );
}
