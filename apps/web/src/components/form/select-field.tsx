import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SelectFieldProps } from './lazy-select-field';

/**
 * The outlined MUI select of `LazySelectField`, loaded when the user first opens it: mounted open and focused, so
 * that the list shows at once and focus returns to the field when it closes.
 */
export function SelectField({ label, value, options, onChange, sx }: SelectFieldProps) {
  return (
    <TextField
      select
      autoFocus
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{ select: { defaultOpen: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
