import { ARTICLE_SORTS, type Article } from '@vendoc/contract/service-catalogs';
import { formatDate } from '../../../../lib/format/format';
import { formatPriceAligned, listPriceOnly } from './article-prices';

export type ArticleSortField = (typeof ARTICLE_SORTS)[number];

export type ArticleColumnId =
  | 'number'
  | 'shortText'
  | 'catalog'
  | 'unit'
  | 'priceUnit'
  | 'purchasePrice'
  | 'listPrice'
  | 'discountGroup'
  | 'productGroup'
  | 'supplier'
  | 'manufacturer'
  | 'ean'
  | 'updatedAt';

export interface ArticleColumn {
  readonly id: ArticleColumnId;
  /** Width in pixels; the short text takes what is left beyond its minimum. */
  readonly width: number;
  readonly align?: 'right';
  /** The server sort this column's header switches to. */
  readonly sort?: ArticleSortField;
  /** The cell's text (the catalog column renders a link instead). */
  readonly text: (article: Article) => string;
  /** Whether the cell carries the „Listenpreis“ flag before its text (the EK column, see costPriceFlag). */
  readonly flagged?: (article: Article) => boolean;
}

const COLUMNS: readonly ArticleColumn[] = [
  { id: 'number', width: 136, sort: 'number', text: (a) => a.number },
  { id: 'shortText', width: 200, sort: 'shortText', text: (a) => a.shortText },
  { id: 'catalog', width: 160, text: (a) => a.catalogName },
  { id: 'unit', width: 72, text: (a) => a.unit },
  { id: 'priceUnit', width: 48, align: 'right', text: (a) => a.priceUnit },
  {
    id: 'purchasePrice',
    width: 100,
    align: 'right',
    sort: 'purchasePrice',
    // The price positions calculate with: the EK, else the list price (less its discount group's discount).
    text: (a) => formatPriceAligned(a.costPrice),
    flagged: listPriceOnly,
  },
  {
    id: 'listPrice',
    width: 120,
    align: 'right',
    sort: 'listPrice',
    text: (a) => formatPriceAligned(a.listPrice),
  },
  { id: 'discountGroup', width: 116, text: (a) => a.discountGroup ?? '' },
  { id: 'productGroup', width: 114, text: (a) => a.productGroup ?? '' },
  { id: 'supplier', width: 124, text: (a) => a.supplier ?? '' },
  { id: 'manufacturer', width: 120, text: (a) => a.manufacturer ?? '' },
  { id: 'ean', width: 134, text: (a) => a.ean ?? '' },
  { id: 'updatedAt', width: 96, sort: 'updatedAt', text: (a) => formatDate(a.updatedAt) },
];

/** The table's columns; the catalog column only where articles of several catalogs are listed (/articles). */
export function articleColumns(showCatalog: boolean): readonly ArticleColumn[] {
  return showCatalog ? COLUMNS : COLUMNS.filter((column) => column.id !== 'catalog');
}

/** The sort a click on a header gives: ascending first (dates newest first), the other way on a second click. */
export function nextSort(current: string, field: ArticleSortField): string {
  const descending = current.startsWith('-');
  const currentField = descending ? current.slice(1) : current;
  if (currentField === field) return descending ? field : `-${field}`;
  return field === 'updatedAt' ? '-updatedAt' : field;
}

/** The sort field and direction of a sort parameter ("-listPrice"). */
export function readSort(sort: string): { field: string; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: descending ? sort.slice(1) : sort, descending };
}

export const DEFAULT_ARTICLE_SORT = 'number';

/** A sort parameter from the URL, or the default when it names no sortable field. */
export function articleSortOf(param: string | null): string {
  const field = param?.startsWith('-') ? param.slice(1) : param;
  return field && (ARTICLE_SORTS as readonly string[]).includes(field) && param
    ? param
    : DEFAULT_ARTICLE_SORT;
}
