import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { mdiMagnify } from '@mdi/js';
import { MdiIcon } from '../mdi-icon/mdi-icon';

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'>;

/** A search input (`type="search"`) with a magnifier in front. */
export function SearchField(props: SearchFieldProps) {
  return (
    <TextField
      type="search"
      {...props}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <MdiIcon path={mdiMagnify} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
