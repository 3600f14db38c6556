import type { KeyboardEvent } from 'react';
import type { DecimalProblem } from '../../../lib/format/german-input';
import { QUANTITY_RULES, UNIT_PRICE_RULES } from '../model/number-rules';
import type { usePositionsTranslation } from '../positions-i18n';
import type { EditableField } from './tree-grid-row';

export const CELL_RULES = { qty: QUANTITY_RULES, unitPrice: UNIT_PRICE_RULES } as const;

export interface CellEditorProps {
  /** The accessible name: the column and the OZ of the row. */
  readonly label: string;
  readonly field: EditableField;
  readonly text: string;
  /** Started by Enter/F2/double click: the text is selected on focus, so typing replaces it. */
  readonly selectAll: boolean;
  readonly error: DecimalProblem | null;
  readonly errorId: string;
  readonly t: ReturnType<typeof usePositionsTranslation>['t'];
  readonly onTextChange: (text: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onBlur: () => void;
}

/** The input that replaces a figure cell while it is edited, with the message of a value it cannot take. */
export function CellEditor({
  label,
  field,
  text,
  selectAll,
  error,
  errorId,
  t,
  onTextChange,
  onKeyDown,
  onBlur,
}: CellEditorProps) {
  return (
    <>
      <input
        aria-label={label}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        // The editor replaces the cell the user is looking at: it takes the focus at once.
        autoFocus
        onFocus={(event) => {
          if (selectAll) event.currentTarget.select();
        }}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {error ? (
        <span id={errorId} role="alert" className="cell-error">
          {t(`numbers.${error}`, { scale: CELL_RULES[field].scale })}
        </span>
      ) : null}
    </>
  );
}
