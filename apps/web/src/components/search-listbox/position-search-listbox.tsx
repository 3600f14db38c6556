import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CatalogPosition } from '@vendoc/contract/service-catalogs';
import type { ReactNode } from 'react';
import { PositionResultCells, POSITION_RESULT_COLUMNS } from './position-result-cells';
import { SearchListbox } from './search-listbox';

/** The words of a position search, in the language of the feature that shows it. */
export interface PositionSearchLabels {
  readonly field: string;
  readonly placeholder: string;
  readonly results: string;
  readonly searching: string;
  readonly failed: string;
  readonly retry: string;
  readonly none: (query: string) => string;
  readonly emptyCatalog: string;
  readonly more: (shown: number, total: number) => string;
}

/** What the search asked of the server (a TanStack query's result over a position list). */
export interface PositionSearchResult {
  readonly data?: { readonly items: readonly CatalogPosition[]; readonly total: number };
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly isSuccess: boolean;
  readonly refetch: () => unknown;
}

export interface PositionSearchListboxProps {
  readonly labels: PositionSearchLabels;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** The text the result was asked for (debounced). */
  readonly query: string;
  readonly search: PositionSearchResult;
  readonly onPick: (position: CatalogPosition) => void;
  /** The position taken (marked in the list). */
  readonly chosenId?: string | null;
  readonly height: number | Record<string, number>;
  /** The number cell (plain by default). */
  readonly renderNumber?: (position: CatalogPosition) => ReactNode;
  /** The price cell: the unit price as shown, or why there is none. */
  readonly renderPrice: (position: CatalogPosition) => ReactNode;
}

/**
 * A catalog's positions found by number or text as the user types: the SearchListbox with the failure and its
 * retry, the empty states, and the note when there are more matches than shown.
 */
export function PositionSearchListbox({
  labels,
  text,
  onTextChange,
  query,
  search,
  onPick,
  chosenId,
  height,
  renderNumber,
  renderPrice,
}: PositionSearchListboxProps) {
  const positions = search.data?.items ?? [];
  const total = search.data?.total ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
      <SearchListbox
        label={labels.field}
        placeholder={labels.placeholder}
        listLabel={labels.results}
        loadingLabel={labels.searching}
        text={text}
        onTextChange={onTextChange}
        items={positions}
        itemKey={(position) => position.id}
        isChosen={chosenId === undefined ? undefined : (position) => position.id === chosenId}
        onPick={onPick}
        isFetching={search.isFetching}
        height={height}
        rowSx={{ gridTemplateColumns: POSITION_RESULT_COLUMNS }}
        notice={
          search.isError ? (
            <Alert
              severity="error"
              action={<Button onClick={() => void search.refetch()}>{labels.retry}</Button>}
            >
              {labels.failed}
            </Alert>
          ) : null
        }
        emptyText={!search.isSuccess ? null : query.trim() ? labels.none(query.trim()) : labels.emptyCatalog}
        renderItem={(position) => (
          <PositionResultCells
            {...position}
            number={renderNumber ? renderNumber(position) : position.number}
            price={renderPrice(position)}
          />
        )}
      />
      {total > positions.length ? (
        <Typography variant="caption" color="text.secondary" role="status">
          {labels.more(positions.length, total)}
        </Typography>
      ) : null}
    </Box>
  );
}
