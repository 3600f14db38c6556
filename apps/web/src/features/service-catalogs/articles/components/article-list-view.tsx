import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Article } from '@vendoc/contract/service-catalogs';
import { useCallback, useMemo } from 'react';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import { useArticles } from '../api/get-articles';
import { ArticleGrid } from './article-grid';
import { ArticleToolbar } from './article-toolbar';

export interface ArticleListViewProps {
  /** The catalog whose articles are listed; null for all catalogs (with the catalog column). */
  readonly catalogId: string | null;
  readonly q: string;
  readonly sort: string;
  readonly onSearch: (q: string) => void;
  readonly onSortChange: (sort: string) => void;
  readonly onOpen: (article: Article) => void;
  readonly label: string;
  /** Shown instead of the table when there are no articles at all (not: none matching the search). */
  readonly emptyState: ReactNode;
}

/**
 * Search field, count and the article table with its loading, error and empty states; fills the height it is
 * given (the table scrolls inside it).
 */
export function ArticleListView({
  catalogId,
  q,
  sort,
  onSearch,
  onSortChange,
  onOpen,
  label,
  emptyState,
}: ArticleListViewProps) {
  const { t } = useServiceCatalogsTranslation();
  const list = useArticles({ catalogId, q, sort });
  const articles = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total;
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Typography color="text.secondary" role="status" sx={{ p: 3 }}>
        {t('articles.loading')}
      </Typography>
    );
  } else if (list.isError && articles.length === 0) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('articles.loadFailed')}
      </Alert>
    );
  } else if (articles.length === 0 && !list.isPlaceholderData) {
    body = q ? (
      <Typography color="text.secondary" role="status" sx={{ p: 3, textAlign: 'center' }}>
        {t('articles.noMatch', { q })}
      </Typography>
    ) : (
      emptyState
    );
  } else {
    body = (
      <ArticleGrid
        label={label}
        articles={articles}
        total={total}
        sort={sort}
        onSortChange={onSortChange}
        onOpen={onOpen}
        showCatalog={catalogId === null}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={loadMore}
        loadMoreFailed={list.isFetchNextPageError}
        stale={list.isPlaceholderData}
        resetKey={`${q}\u0000${sort}`}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minHeight: 0 }}>
      <ArticleToolbar q={q} total={total} onSearch={onSearch} />
      {/* The bar's room is kept while nothing loads: the table does not jump. */}
      <Box sx={{ height: 4 }}>
        {list.isFetching && !list.isPending ? <LinearProgress aria-label={t('articles.loading')} /> : null}
      </Box>
      {body}
    </Box>
  );
}
