import Alert from '@mui/material/Alert';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { touchSx } from './touch-sx';

/** An item a pin can link, as a picker offers it. */
export interface LinkOption {
  readonly id: string;
  readonly primary: string;
  readonly secondary?: string | undefined;
}

export interface LinkSelectProps {
  readonly label: string;
  readonly options: readonly LinkOption[];
  /** The options are known (false while they load): only then does an empty list say `empty`. */
  readonly loaded: boolean;
  /** What is said when there is nothing to choose. */
  readonly empty: string;
  readonly value: string;
  readonly onChange: (id: string) => void;
}

/** A drop-down of the project's items of one kind (notes, diary days, files, surveys), 48 px rows for gloves. */
export function LinkSelect({ label, options, loaded, empty, value, onChange }: LinkSelectProps) {
  if (loaded && options.length === 0) return <Alert severity="info">{empty}</Alert>;
  const chosen = options.find((option) => option.id === value);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={chosen ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { renderValue: () => chosen?.primary ?? '' } }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ ...touchSx, whiteSpace: 'normal' }}>
          <ListItemText primary={option.primary} secondary={option.secondary} sx={{ my: 0 }} />
        </MenuItem>
      ))}
    </TextField>
  );
}
