import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

export interface IntegerFieldProps {
  label: string;
  value: number | null;
  onCommit(value: number | null): void;
  disabled?: boolean;
  problem?: string;
}

/** Whole days (0-365), read when the user leaves the field or presses Enter; empty means none. */
export function IntegerField({ label, value, onCommit, disabled, problem }: IntegerFieldProps) {
  const { t } = useOrderDocumentsTranslation();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(value === null ? '' : String(value));
    setError(null);
  }, [value]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(null);
      if (value !== null) onCommit(null);
      return;
    }
    if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) > 365) return setError(t('number.wholeDays'));
    setError(null);
    if (Number(trimmed) !== value) onCommit(Number(trimmed));
  };
  const message = error ?? problem;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={message !== undefined && message !== null}
      helperText={message}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
