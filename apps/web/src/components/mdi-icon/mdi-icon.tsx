import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export interface MdiIconProps extends Omit<SvgIconProps, 'children'> {
  /** An icon path from @mdi/js, e.g. `mdiHome`. */
  readonly path: string;
}

/** A Material Design Icon (@mdi/js path) drawn by MUI's SvgIcon, so it follows the theme's sizes and colours. */
export function MdiIcon({ path, ...props }: MdiIconProps) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
