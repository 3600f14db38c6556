import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, Output extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  readonly name: FieldPath<T>;
  /** The form's control; without it the field binds to the form of the surrounding `FormProvider`. */
  readonly control?: Control<T, unknown, Output>;
  /** Longest input the server accepts; typing stops there instead of failing on save. */
  readonly maxLength?: number;
  /** Rewrites typed text before it is stored in the form (e.g. upper-casing a country code). */
  readonly normalize?: (value: string) => string;
};

/**
 * A text field bound to react-hook-form: its value (controlled, so values set by `reset`, e.g. "Neu laden", show
 * with their label moved aside), its error message instead of the helper text, `aria-invalid` when wrong.
 * Full width unless told otherwise.
 */
export function FormTextField<T extends FieldValues, Output extends FieldValues = T>({
  name,
  control,
  maxLength,
  normalize,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T, Output>) {
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => field.onChange(normalize ? normalize(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength, ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}) },
      }}
    />
  );
}
