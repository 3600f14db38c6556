import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchField } from '../../../../components/form/search-field';
import { formatNumber } from '../../../../lib/format/format';
import { useSearchText } from '../../../../lib/hooks/use-search-text';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';

export interface CatalogsToolbarProps {
  readonly q: string;
  /** Matching catalogs; undefined while unknown. */
  readonly total: number | undefined;
  readonly onSearch: (q: string) => void;
}

/** Search over name, trade and description (debounced) and the number of matching catalogs. */
export function CatalogsToolbar({ q, total, onSearch }: CatalogsToolbarProps) {
  const { t } = useServiceCatalogsTranslation();
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
        label={t('catalogs.search')}
        placeholder={t('catalogs.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        sx={{ flex: '1 1 280px', maxWidth: 520 }}
      />
      <Typography color="text.secondary" sx={{ ml: 'auto' }} role="status" aria-live="polite">
        {total === undefined
          ? '\u00a0'
          : t('catalogs.total', { count: total, formatted: formatNumber(total, 0) })}
      </Typography>
    </Box>
  );
}
