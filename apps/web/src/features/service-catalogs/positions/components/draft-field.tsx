import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';

export type DraftFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'slotProps' | 'select'
> & {
  /** Dotted form path, e.g. `calculation.components.0.quantity`. */
  readonly name: string;
  /** Names the field for assistive technology when it has no visible label (table cells). */
  readonly ariaLabel?: string;
  readonly maxLength?: number;
  /** A decimal: right-aligned digits and the numeric keyboard on tablets. */
  readonly numeric?: boolean;
  /** Marks the input the table focuses when a new line is added. */
  readonly autoFocusTarget?: boolean;
  readonly readOnly?: boolean;
  /** A native select with these options instead of a text input (light and keyboard-friendly in tables). */
  readonly options?: ReadonlyArray<{ value: string; label: string }>;
  readonly endAdornment?: ReactNode;
};

/**
 * A text field or native select bound to the surrounding react-hook-form form by a dotted path (field arrays
 * below several levels, which typed paths cannot name): its value, its error message below it, `aria-invalid`.
 */
export function DraftField({
  name,
  ariaLabel,
  maxLength,
  numeric,
  autoFocusTarget,
  readOnly,
  options,
  endAdornment,
  helperText,
  size = 'small',
  ...props
}: DraftFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <TextField
      fullWidth
      size={size}
      {...props}
      select={options !== undefined}
      // A native select cannot be read-only: it is disabled instead.
      disabled={props.disabled ?? (readOnly === true && options !== undefined)}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        select: { native: true },
        input: { readOnly, endAdornment },
        htmlInput: {
          maxLength,
          'aria-label': ariaLabel,
          inputMode: numeric ? 'decimal' : undefined,
          'data-autofocus': autoFocusTarget ? 'true' : undefined,
          style: numeric ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } : undefined,
        },
      }}
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
