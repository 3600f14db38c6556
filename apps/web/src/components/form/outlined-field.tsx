import {
  useId,
  type AriaRole,
  type ChangeEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface OutlinedFieldProps {
  label?: ReactNode;
  placeholder?: string | undefined;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  type?: string;
  autoFocus?: boolean;
  autoComplete?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  /** The helper text's role, e.g. `alert` for an error that should be announced. */
  helperTextRole?: AriaRole;
  inputRef?: Ref<HTMLInputElement>;
  startAdornment?: ReactNode;
  /** Attributes of the `<input>` itself (TextField's `slotProps.htmlInput`). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field of the first screen (search, login and server address prompt): the same markup, ids and
 * styles as MUI's `TextField` (FormControl, InputLabel, OutlinedInput, FormHelperText) without TextField itself,
 * which bundles Select, Menu, Popover and the other input variants (decision 0045).
 */
export function OutlinedField({
  label,
  helperText,
  helperTextRole,
  error = false,
  fullWidth = false,
  size,
  sx,
  htmlInput,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const hasLabel = label != null && label !== '';
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} fullWidth={fullWidth} size={size} sx={sx}>
      {hasLabel ? (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        {...input}
        id={id}
        label={hasLabel ? label : undefined}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} role={helperTextRole}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
