import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchField } from '../../../../components/form/search-field';
import { formatNumber } from '../../../../lib/format/format';
import { useSearchText } from '../../../../lib/hooks/use-search-text';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';

export interface ArticleToolbarProps {
  readonly q: string;
  /** Matching articles; undefined while unknown. */
  readonly total: number | undefined;
  readonly onSearch: (q: string) => void;
}

/** Search over number, short text, EAN and manufacturer (debounced, on the server) and the number of matches. */
export function ArticleToolbar({ q, total, onSearch }: ArticleToolbarProps) {
  const { t } = useServiceCatalogsTranslation();
  const [text, setText] = useSearchText(q, onSearch);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <SearchField
        label={t('articles.search')}
        placeholder={t('articles.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        sx={{ flex: '1 1 280px', maxWidth: 560 }}
      />
      <Typography
        color="text.secondary"
        sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
        role="status"
        aria-live="polite"
      >
        {total === undefined
          ? '\u00a0'
          : t('articles.total', { count: total, formatted: formatNumber(total, 0) })}
      </Typography>
    </Box>
  );
}
