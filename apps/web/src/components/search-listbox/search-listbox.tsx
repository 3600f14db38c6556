import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { mdiMagnify } from '@mdi/js';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MdiIcon } from '../mdi-icon/mdi-icon';

export interface SearchListboxProps<T> {
  /** The search field's label and placeholder. */
  readonly label: string;
  readonly placeholder?: string;
  /** The results list's accessible name, and the progress bar's while the server is asked. */
  readonly listLabel: string;
  readonly loadingLabel: string;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  /** The cells of one result (the row is a grid laid out by `rowSx`). */
  readonly renderItem: (item: T) => ReactNode;
  readonly rowSx: SxProps<Theme>;
  readonly onPick: (item: T) => void;
  /** Whether the result is the one taken (marked in the list). */
  readonly isChosen?: (item: T) => boolean;
  readonly isFetching: boolean;
  /** Shown between field and list (e.g. a failure with a retry). */
  readonly notice?: ReactNode;
  /** Shown in the list when it is empty; null for nothing. */
  readonly emptyText: ReactNode;
  /** The list's height (a number or per breakpoint): it scrolls inside. */
  readonly height: number | Record<string, number>;
}

/**
 * A search field over a list of results that the server answers for the typed text. The field keeps the focus:
 * arrow keys move through the results (read out as a combobox's active option), Enter takes the highlighted one;
 * a click does too.
 */
export function SearchListbox<T>(props: SearchListboxProps<T>) {
  const { items, isChosen } = props;
  const listId = useId();
  const [highlighted, setHighlighted] = useState(0);
  const current = Math.min(highlighted, items.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = Math.max(0, Math.min(items.length - 1, current + step));
      setHighlighted(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[current];
      if (item !== undefined) props.onPick(item);
    }
  };

  return (
    <>
      <TextField
        type="search"
        // A dialog with this list is opened to search: the field takes the focus at once.
        autoFocus
        fullWidth
        size="small"
        label={props.label}
        placeholder={props.placeholder}
        value={props.text}
        onChange={(event) => {
          props.onTextChange(event.target.value);
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <MdiIcon path={mdiMagnify} />
              </InputAdornment>
            ),
          },
          // A combobox over the list below: the results are read out as the arrows move through them.
          htmlInput: {
            role: 'combobox',
            'aria-expanded': items.length > 0,
            'aria-controls': listId,
            'aria-activedescendant': items.length > 0 ? optionId(current) : undefined,
            'aria-autocomplete': 'list',
          },
        }}
      />
      <Box sx={{ height: 4 }}>
        {props.isFetching ? <LinearProgress aria-label={props.loadingLabel} /> : null}
      </Box>
      {props.notice}
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={props.listLabel}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          height: props.height,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {items.map((item, index) => (
          <Box
            component="li"
            key={props.itemKey(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            onClick={() => props.onPick(item)}
            onMouseMove={() => {
              if (index !== current) setHighlighted(index);
            }}
            sx={[
              {
                display: 'grid',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                minHeight: 40,
                cursor: 'pointer',
                borderBottom: 1,
                borderColor: 'divider',
                fontSize: 14,
                '&[aria-selected="true"]': { bgcolor: 'action.selected' },
              },
              isChosen?.(item)
                ? { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`, fontWeight: 600 }
                : {},
              ...(Array.isArray(props.rowSx) ? props.rowSx : [props.rowSx]),
            ]}
          >
            {props.renderItem(item)}
          </Box>
        ))}
        {items.length === 0 && props.emptyText !== null ? (
          <Box component="li" sx={{ p: 2, color: 'text.secondary' }}>
            {props.emptyText}
          </Box>
        ) : null}
      </Box>
    </>
  );
}
