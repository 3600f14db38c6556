import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface ModeSwitchProps<M extends string> {
  label: string;
  value: M;
  options: readonly { value: M; label: string; disabled?: boolean }[];
  onChange(value: M): void;
  disabled?: boolean;
}

/** Pick or create: a row of radio buttons (large targets for a tablet). */
export function ModeSwitch<M extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: ModeSwitchProps<M>) {
  return (
    <RadioGroup
      row
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as M)}
      sx={{ gap: 1 }}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio />}
          label={option.label}
          disabled={disabled || option.disabled}
          sx={{ minHeight: TOUCH_TARGET, mr: 2 }}
        />
      ))}
    </RadioGroup>
  );
}
