import {
  Suspense,
  useId,
  useState,
  type CSSProperties,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazyWithReload } from '../lazy-load/lazy-with-reload';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  sx?: SxProps<Theme>;
}

const SelectField = lazyWithReload(() => import('./select-field').then((module) => module.SelectField));

/** The keys with which MUI's select opens its list (the ARIA select-only combobox pattern). */
const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** The styles MUI's select adds to its display element (beside the input's own). */
const DISPLAY_STYLE: CSSProperties = {
  cursor: 'pointer',
  userSelect: 'none',
  height: 'auto',
  minHeight: '1.4375em',
  paddingRight: 32,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
};

/** MUI's ArrowDropDown icon. */
const ARROW_DROP_DOWN = 'M7 10l5 5 5-5z';

/**
 * An outlined select whose list loads when the user first opens it (decision 0045): until then a look-alike of
 * MUI's closed select (the same combobox role, label and value), without Select, Menu, Popover and Modal in the
 * first screen's JavaScript. Opening it (click, Space, Enter, arrow keys) mounts the real select, open.
 */
export function LazySelectField(props: SelectFieldProps) {
  const [opened, setOpened] = useState(false);
  const closed = <ClosedSelectField {...props} onOpen={() => setOpened(true)} />;
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <SelectField {...props} />
    </Suspense>
  );
}

interface ClosedSelectFieldProps extends SelectFieldProps {
  onOpen(): void;
}

function ClosedSelectField({ label, value, options, onOpen, sx }: ClosedSelectFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const display = options.find((option) => option.value === value)?.label ?? '';
  return (
    <FormControl className="MuiTextField-root" sx={sx}>
      {/* MUI's select floats its label over the outline once it shows a value; here that is explicit, since the
          look-alike's display element is no input the FormControl could watch. */}
      <InputLabel id={labelId} component="div" shrink={display !== ''}>
        {label}
      </InputLabel>
      <OutlinedInput
        label={label}
        notched={display !== ''}
        value={value}
        inputComponent={ClosedSelectDisplay as ElementType<InputBaseComponentProps>}
        inputProps={{ labelId, display, onOpen }}
        endAdornment={
          <svg
            className="MuiSvgIcon-root MuiSelect-icon MuiSelect-iconOutlined"
            focusable="false"
            aria-hidden="true"
            viewBox="0 0 24 24"
            style={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', pointerEvents: 'none' }}
          >
            <path d={ARROW_DROP_DOWN} />
          </svg>
        }
        sx={{
          '& .MuiSelect-icon': {
            width: '1em',
            height: '1em',
            fontSize: '1.5rem',
            fill: 'currentColor',
            color: 'action.active',
          },
        }}
      />
    </FormControl>
  );
}

interface ClosedSelectDisplayProps {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  labelId: string;
  display: string;
  onOpen(): void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** The combobox of a closed MUI select, as OutlinedInput's input element. */
function ClosedSelectDisplay({
  ref,
  className,
  labelId,
  display,
  onOpen,
  onFocus,
  onBlur,
}: ClosedSelectDisplayProps) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <div
      ref={ref}
      role="combobox"
      tabIndex={0}
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-labelledby={labelId}
      className={`${className ?? ''} MuiSelect-select MuiSelect-outlined`}
      onMouseDown={(event) => {
        if (event.button === 0) open(event);
      }}
      onKeyDown={(event) => {
        if (OPEN_KEYS.has(event.key)) open(event);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      style={DISPLAY_STYLE}
    >
      {display || <span aria-hidden="true">{'\u200b'}</span>}
    </div>
  );
}
