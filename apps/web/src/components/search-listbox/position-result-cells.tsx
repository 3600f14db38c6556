import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The grid columns of a position result: number, short text, unit, price. */
export const POSITION_RESULT_COLUMNS = '96px minmax(0, 1fr) 56px 104px';

export interface PositionResultCellsProps {
  readonly number: ReactNode;
  readonly shortText: string;
  readonly unit: string;
  /** The price as shown (or why there is none). */
  readonly price: ReactNode;
}

/** The cells of a catalog position in a SearchListbox row (laid out by POSITION_RESULT_COLUMNS). */
export function PositionResultCells({ number, shortText, unit, price }: PositionResultCellsProps) {
  return (
    <>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {number}
      </Box>
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={shortText}
      >
        {shortText}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {unit}
      </Box>
      <Box component="span" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {price}
      </Box>
    </>
  );
}
