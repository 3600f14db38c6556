import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type CommittedFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  readonly value: string;
  /** The typed text on Enter or when leaving the field; return false to restore the value shown before. */
  readonly onCommit: (text: string) => boolean | void;
};

/** A text field that changes the template only when its text is done (Enter or leaving it): one undo step each. */
export function CommittedField({ value, onCommit, multiline, ...props }: CommittedFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    if (draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <TextField
      size="small"
      {...props}
      multiline={multiline}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !(multiline && !event.ctrlKey)) {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}

/** "12,5" or "12.5" as mm rounded to 0.1, or null. */
export function parseMm(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d*)?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 10) / 10;
}

/** mm the German way: "12,5". */
export function formatMm(mm: number): string {
  return String(mm).replace('.', ',');
}
