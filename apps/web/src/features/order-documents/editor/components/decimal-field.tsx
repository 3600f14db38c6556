import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import { readGermanDecimal, type DecimalRules } from '../../../../lib/format/german-input';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

/** Reads a German number; the message says in German why it cannot be taken. */
export function useDecimalReader(rules: DecimalRules) {
  const { t } = useOrderDocumentsTranslation();
  return (text: string): { value: string | null } | { error: string } => {
    const reading = readGermanDecimal(text, rules);
    if (reading.ok) return { value: reading.value };
    return { error: t(`number.${reading.problem}`, { scale: rules.scale }) };
  };
}

export type DecimalFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string | null | undefined;
  rules: DecimalRules;
  /** Called with the canonical decimal string (null when emptied) once the user leaves the field or hits Enter. */
  onCommit(value: string | null): void;
  /** A server's message about the field. */
  problem?: string;
  minPlaces?: number;
};

/**
 * A decimal typed in German notation ("1.234,5"): the text stays as typed while editing and is read when the user
 * leaves the field or presses Enter; a number that cannot be read is not taken and says why.
 */
export function DecimalField({
  value,
  rules,
  onCommit,
  problem,
  minPlaces = 0,
  ...props
}: DecimalFieldProps) {
  const read = useDecimalReader(rules);
  const [text, setText] = useState(() => toGermanInput(value, minPlaces));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(toGermanInput(value, minPlaces));
    setError(null);
  }, [value, minPlaces]);

  const commit = () => {
    const result = read(text);
    if ('error' in result) return setError(result.error);
    setError(null);
    if (result.value !== (value ?? null)) onCommit(result.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  const message = error ?? problem;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={message !== undefined && message !== null}
      helperText={message ?? props.helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
