import InputBase from '@mui/material/InputBase';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import type { DecimalRules } from '../../../../lib/format/german-input';
import { useDecimalReader } from './decimal-field';

/** Where a grid cell sits, for moving with Enter: row index and column name. */
export interface CellPlace {
  row: number;
  column: string;
}

interface CellProps {
  place: CellPlace;
  label: string;
  disabled: boolean;
  /** A message about the value (the server's or the reader's); marks the cell invalid. */
  problem?: string;
  align?: 'left' | 'right';
}

const cellSx = (invalid: boolean, align: 'left' | 'right') => ({
  width: '100%',
  fontSize: 14,
  px: 0.75,
  borderRadius: 0.5,
  outline: invalid ? '2px solid' : 'none',
  outlineColor: 'error.main',
  '& input': { textAlign: align, fontVariantNumeric: 'tabular-nums', py: 0.75 },
  '&.Mui-focused': { outline: '2px solid', outlineColor: invalid ? 'error.main' : 'primary.main' },
});

const dataOf = (place: CellPlace) => ({ 'data-row': place.row, 'data-column': place.column });

/** A text cell of the items grid: changes are taken as typed. */
export function TextCell({
  place,
  label,
  disabled,
  problem,
  value,
  onChange,
}: CellProps & { value: string; onChange(value: string): void }) {
  return (
    <InputBase
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={cellSx(problem !== undefined, 'left')}
      inputProps={{
        ...dataOf(place),
        'aria-label': label,
        'aria-invalid': problem !== undefined,
        title: problem,
      }}
    />
  );
}

/** A number cell in German notation, read when the cell is left or Enter is pressed. */
export function DecimalCell({
  place,
  label,
  disabled,
  problem,
  value,
  rules,
  minPlaces = 0,
  check,
  onCommit,
}: CellProps & {
  value: string | null;
  rules: DecimalRules;
  /** Decimals always shown (prices: 2). */
  minPlaces?: number;
  /** A further rule of the row: the message why a readable value cannot be taken. */
  check?(value: string | null): string | undefined;
  onCommit(value: string | null): void;
}) {
  const read = useDecimalReader(rules);
  const [text, setText] = useState(() => toGermanInput(value, minPlaces));
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    setText(toGermanInput(value, minPlaces));
    setError(undefined);
  }, [value, minPlaces]);
  const commit = () => {
    const result = read(text);
    if ('error' in result) return setError(result.error);
    const refused = check?.(result.value);
    if (refused !== undefined) return setError(refused);
    setError(undefined);
    if (result.value !== value) onCommit(result.value);
  };
  const message = error ?? problem;
  return (
    <InputBase
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') commit();
      }}
      sx={cellSx(message !== undefined, 'right')}
      inputProps={{
        ...dataOf(place),
        'aria-label': label,
        'aria-invalid': message !== undefined,
        title: message,
        inputMode: 'decimal',
      }}
    />
  );
}

/**
 * Moves the focus to the cell of `column` in `row` inside `grid`, or to the row's first cell when the row has no such
 * column (a title has no quantity) and `exact` is not set; false when there is none (yet).
 */
export function focusCell(
  grid: HTMLElement,
  row: number,
  column: string,
  options?: FocusOptions & { exact?: boolean },
): boolean {
  const cell = grid.querySelector<HTMLElement>(`[data-row="${row}"][data-column="${column}"]`);
  const target = cell ?? (options?.exact ? null : grid.querySelector<HTMLElement>(`[data-row="${row}"]`));
  if (!target) return false;
  target.focus(options);
  if (target instanceof HTMLInputElement) target.select();
  return true;
}
