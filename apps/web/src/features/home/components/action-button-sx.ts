import type { SxProps, Theme } from '@mui/material/styles';

/** A quick action on "Heute": big enough for a gloved thumb, its label never cut. */
export const actionButtonSx: SxProps<Theme> = {
  minHeight: 56,
  justifyContent: 'flex-start',
  textAlign: 'left',
  fontSize: 16,
  lineHeight: 1.2,
  px: 1.5,
  '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 26 },
};
