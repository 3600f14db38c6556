import { useRef, type InputHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { FormulaError } from '@vendoc/quantity-survey/model';
import { CellInput, cellInputSx } from './grid-styles';

export interface FormulaInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: FormulaError | null;
  /** Id of the element with the error message (the input is described by it). */
  readonly errorId: string;
}

const FONT = { fontFamily: '"Roboto Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/**
 * A formula field that underlines the characters an error points at with a wavy red line: a mirror of the text
 * lies behind the transparent input, with the text invisible and only the error's characters underlined. The
 * message below is linked by aria-describedby (no live region: it changes with every keystroke).
 */
export function FormulaInput({ value, onValueChange, error, errorId, ...inputProps }: FormulaInputProps) {
  const mirrorRef = useRef<HTMLDivElement>(null);
  const syncScroll = (input: HTMLInputElement) => {
    if (mirrorRef.current) mirrorRef.current.scrollLeft = input.scrollLeft;
  };
  const start = error ? Math.min(error.start, value.length) : 0;
  const end = error ? Math.max(start, Math.min(error.end, value.length)) : 0;
  const marked = value.slice(start, end);

  return (
    <Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={mirrorRef}
          aria-hidden="true"
          data-testid="formula-mirror"
          sx={[
            cellInputSx,
            FONT,
            {
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              whiteSpace: 'pre',
              overflow: 'hidden',
              color: 'transparent',
              borderColor: 'transparent',
              pointerEvents: 'none',
            },
          ]}
        >
          {error ? (
            <span>
              {value.slice(0, start)}
              <Box
                component="span"
                data-error-mark=""
                sx={{
                  textDecorationLine: 'underline',
                  textDecorationStyle: 'wavy',
                  textDecorationColor: (theme) => theme.palette.error.main,
                  textDecorationSkipInk: 'none',
                  textUnderlineOffset: '3px',
                }}
              >
                {/* An error at the very end (or in an empty formula) still gets a visible mark. */}
                {marked === '' ? '\u00a0' : marked}
              </Box>
              {value.slice(end)}
            </span>
          ) : null}
        </Box>
        <CellInput
          type="text"
          autoComplete="off"
          spellCheck={false}
          {...inputProps}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onValueChange(event.currentTarget.value);
            syncScroll(event.currentTarget);
          }}
          onScroll={(event) => syncScroll(event.currentTarget)}
          onSelect={(event) => syncScroll(event.currentTarget)}
          sx={[
            FONT,
            { position: 'relative', bgcolor: 'transparent' },
            error ? { borderColor: 'error.main' } : {},
          ]}
        />
      </Box>
      {error ? (
        <Box id={errorId} sx={{ color: 'error.main', fontSize: '12px', mt: '2px', overflowWrap: 'anywhere' }}>
          {error.message}
        </Box>
      ) : null}
    </Box>
  );
}
