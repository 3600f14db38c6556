import InputAdornment from '@mui/material/InputAdornment';
import { mdiMagnify } from '@mdi/js';
import { MdiIcon } from '../mdi-icon/mdi-icon';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

export type SearchFieldProps = Omit<OutlinedFieldProps, 'type' | 'startAdornment'>;

/** A search input (`type="search"`) with a magnifier in front (the light field: no TextField on the home page). */
export function SearchField(props: SearchFieldProps) {
  return (
    <OutlinedField
      type="search"
      {...props}
      startAdornment={
        <InputAdornment position="start">
          <MdiIcon path={mdiMagnify} />
        </InputAdornment>
      }
    />
  );
}
