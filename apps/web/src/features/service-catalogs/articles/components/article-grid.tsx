import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { mdiArrowUp } from '@mdi/js';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Article } from '@vendoc/contract/service-catalogs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import {
  articleColumns,
  nextSort,
  readSort,
  type ArticleColumn,
  type ArticleSortField,
} from '../model/article-columns';
import { listPriceOnly, longestPrices } from '../model/article-prices';
import { useDigitWidth } from '../../../../lib/hooks/use-digit-width';
import { articleGridSx, HEADER_HEIGHT, ROW_HEIGHT, TOUCH_ROW_HEIGHT } from './article-grid-styles';
import { paths } from '../../../../lib/navigation/paths';
import { observeRectWithFallback } from '../../../../lib/virtual/observe-rect-with-fallback';

/** Room the „Listenpreis“ flag takes in the EK column, when a loaded article has it. */
const FLAG_WIDTH = 84;
/** The next page is asked for when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 60;
/** A screenful of rows before the browser has laid the grid out (or where it never does, in tests). */
const observeRect = observeRectWithFallback({ width: 1280, height: 720 });

export interface ArticleGridProps {
  readonly label: string;
  readonly articles: readonly Article[];
  /** All matching articles (known with the first page). */
  readonly total: number | undefined;
  /** The current sort, '-' prefixed when descending. */
  readonly sort: string;
  readonly onSortChange: (sort: string) => void;
  readonly onOpen: (article: Article) => void;
  /** Adds the catalog column with a link to the catalog's article management (company-wide list). */
  readonly showCatalog: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly onLoadMore: () => void;
  /** The rows are the previous search's or sort's while the new ones load. */
  readonly stale: boolean;
  /** The last attempt to load the next page failed: the end of the table offers to try again. */
  readonly loadMoreFailed: boolean;
  /** Changes with the search and sort: the table goes back to its first row. */
  readonly resetKey: string;
}

/**
 * The article table: sortable headers, rows virtualized so 100,000 articles scroll smoothly, the next page
 * fetched as the end of the loaded rows comes near. Keyboard: arrows, Page Up/Down, Home/End move the active row
 * (aria-activedescendant, so the focus never leaves with a row scrolled away), Enter opens it.
 */
export function ArticleGrid({
  label,
  articles,
  total,
  sort,
  onSortChange,
  onOpen,
  showCatalog,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  loadMoreFailed,
  stale,
  resetKey,
}: ArticleGridProps) {
  const { t } = useServiceCatalogsTranslation();
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { probeProps, fit } = useDigitWidth();
  const priceChars = useMemo(() => longestPrices(articles), [articles]);
  const anyFlagged = useMemo(() => articles.some(listPriceOnly), [articles]);
  // The price columns grow with the longest price loaded: a price never loses digits (nor the EK its flag).
  const columns = useMemo(
    () =>
      articleColumns(showCatalog).map((column) => {
        const chars = column.id === 'purchasePrice' || column.id === 'listPrice' ? priceChars[column.id] : 0;
        const width = chars > 0 ? fit(chars, column.width) : column.width;
        const flag = column.flagged !== undefined && anyFlagged ? FLAG_WIDTH : 0;
        return width + flag === column.width ? column : { ...column, width: width + flag };
      }),
    [showCatalog, priceChars, anyFlagged, fit],
  );
  const rowHeight = useMediaQuery('(pointer: coarse)', { noSsr: true }) ? TOUCH_ROW_HEIGHT : ROW_HEIGHT;
  const sx = useMemo(() => articleGridSx(columns, rowHeight), [columns, rowHeight]);
  const [activeId, setActiveId] = useState<string | null>(null);

  const activeIndex = useMemo(
    () => (activeId === null ? -1 : articles.findIndex((article) => article.id === activeId)),
    [articles, activeId],
  );
  // The active row stays rendered when scrolled away: aria-activedescendant must name an element.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex === -1 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const rowCount = articles.length + (hasNextPage ? 1 : 0);
  const getItemKey = useCallback((index: number) => articles[index]?.id ?? 'more', [articles]);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey,
    rangeExtractor,
    observeElementRect: observeRect,
    useFlushSync: false,
  });
  // A changed row height (a tablet's finger mode) lays the rows out again.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.length > 0 ? (items[items.length - 1]?.index ?? 0) : 0;

  useEffect(() => {
    if (loadMoreFailed || !hasNextPage || isFetchingNextPage) return;
    if (lastRendered >= articles.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasNextPage, isFetchingNextPage, loadMoreFailed, lastRendered, articles.length, onLoadMore]);

  // A new search or sort starts at the top with nothing active.
  useEffect(() => {
    setActiveId(null);
    virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  const activate = (index: number) => {
    if (articles.length === 0) return;
    const target = Math.max(0, Math.min(articles.length - 1, index));
    const article = articles[target];
    if (!article) return;
    setActiveId(article.id);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || articles.length === 0) return;
    const page = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT) / rowHeight) - 1,
    );
    const index = activeIndex;
    const moves: Record<string, () => number> = {
      ArrowDown: () => index + 1,
      ArrowUp: () => (index === -1 ? 0 : index - 1),
      PageDown: () => index + page,
      PageUp: () => index - page,
      Home: () => 0,
      End: () => articles.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      activate(move());
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && index !== -1) {
      event.preventDefault();
      const article = articles[index];
      if (article) onOpen(article);
    }
  };

  const open = useCallback(
    (article: Article) => {
      setActiveId(article.id);
      onOpen(article);
    },
    [onOpen],
  );

  const { field: sortField, descending } = readSort(sort);
  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={(total ?? articles.length) + 1}
      aria-colcount={columns.length}
      aria-readonly
      aria-activedescendant={activeIndex === -1 ? undefined : rowId(gridId, activeId ?? '')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={sx}
    >
      <span {...probeProps} />
      <div role="rowgroup" className="head">
        <div role="row" className="row header" aria-rowindex={1}>
          {columns.map((column, col) => (
            <div
              key={column.id}
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={
                column.sort && column.sort === sortField
                  ? descending
                    ? 'descending'
                    : 'ascending'
                  : undefined
              }
              className={`cell c-${column.id}${column.align === 'right' ? ' right' : ''}`}
            >
              {column.sort ? (
                <SortButton
                  field={column.sort}
                  label={t(`columns.${column.id}`)}
                  title={columnTitle(t, column)}
                  onClick={(field) => onSortChange(nextSort(sort, field))}
                />
              ) : (
                <span title={columnTitle(t, column)}>{t(`columns.${column.id}`)}</span>
              )}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className={stale ? 'body stale' : 'body'}
        aria-busy={stale}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const article = articles[item.index];
          const top = item.start - HEADER_HEIGHT;
          if (!article) {
            return (
              <div
                key={item.key}
                role="row"
                className="row more"
                aria-rowindex={item.index + 2}
                style={{ transform: `translateY(${top}px)` }}
              >
                <div role="gridcell" className="cell">
                  {loadMoreFailed ? (
                    <>
                      <span>{t('articles.loadMoreFailed')}</span>
                      <button type="button" className="sort retry" onClick={onLoadMore}>
                        {t('actions.retry')}
                      </button>
                    </>
                  ) : (
                    t('articles.loadingMore')
                  )}
                </div>
              </div>
            );
          }
          return (
            <ArticleRow
              key={item.key}
              id={rowId(gridId, article.id)}
              article={article}
              columns={columns}
              rowIndex={item.index}
              top={top}
              active={item.index === activeIndex}
              onOpen={open}
              t={t}
            />
          );
        })}
      </div>
    </Box>
  );
}

function rowId(gridId: string, articleId: string): string {
  return `${gridId}-row-${articleId}`;
}

/** The spelled-out name of an abbreviated column (EK, PE), shown on hover. */
function columnTitle(t: TFunction, column: ArticleColumn): string | undefined {
  return t(`columnTitles.${column.id}`, { defaultValue: '' }) || undefined;
}

function SortButton({
  field,
  label,
  title,
  onClick,
}: {
  field: ArticleSortField;
  label: string;
  title: string | undefined;
  onClick: (field: ArticleSortField) => void;
}) {
  return (
    <button type="button" className="sort" title={title} onClick={() => onClick(field)}>
      <span>{label}</span>
      <MdiIcon path={mdiArrowUp} className="arrow" aria-hidden />
    </button>
  );
}

/** Columns whose text is often cut: the whole text shows on hover. */
const LONG_TEXT_COLUMNS = new Set<ArticleColumn['id']>(['shortText', 'supplier', 'manufacturer']);

/** What a cell shows on hover: a long text in full; an EK derived from the list price says so. */
function cellTitle(t: TFunction, column: ArticleColumn, article: Article): string | undefined {
  if (LONG_TEXT_COLUMNS.has(column.id)) return column.text(article);
  if (column.id === 'purchasePrice' && article.costPriceBasis === 'discountGroup') {
    return t('costPrice.discountGroupTitle', { group: article.discountGroup ?? '' });
  }
  return undefined;
}

interface ArticleRowProps {
  readonly id: string;
  readonly article: Article;
  readonly columns: readonly ArticleColumn[];
  readonly rowIndex: number;
  readonly top: number;
  readonly active: boolean;
  readonly onOpen: (article: Article) => void;
  /** Passed in: a translation hook per row costs when thousands of rows scroll by. */
  readonly t: TFunction;
}

const ArticleRow = memo(function ArticleRow({
  id,
  article,
  columns,
  rowIndex,
  top,
  active,
  onOpen,
  t,
}: ArticleRowProps) {
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={active}
      className={active ? 'row active' : 'row'}
      style={{ transform: `translateY(${top}px)` }}
      onClick={() => onOpen(article)}
    >
      {columns.map((column) => (
        <div
          key={column.id}
          role="gridcell"
          className={`cell c-${column.id}${column.align === 'right' ? ' right' : ''}`}
        >
          {column.id === 'catalog' ? (
            <Link
              to={paths.articleManagement(article.catalogId)}
              onClick={(event) => event.stopPropagation()}
              title={t('articles.openCatalog', { name: article.catalogName })}
            >
              {article.catalogName}
            </Link>
          ) : (
            <>
              {column.flagged?.(article) ? (
                <span className="flag" title={t('costPrice.listPriceTitle')}>
                  {t('costPrice.listPriceFlag')}
                </span>
              ) : null}
              <span title={cellTitle(t, column, article)}>{column.text(article)}</span>
            </>
          )}
        </div>
      ))}
    </div>
  );
});
