import Box from '@mui/material/Box';
import { PIN_STATUS_COLORS, PIN_TYPE_STYLES, type Pin } from '@vendoc/contract/plans';

/** How a pin looks: filled by its status, ringed and lettered by its type (as in the defect report). */
export interface PinLook {
  readonly fill: string;
  readonly ring: string;
  readonly letter: string;
}

export function pinLook(pin: Pick<Pin, 'type' | 'status'>): PinLook {
  const style = PIN_TYPE_STYLES[pin.type];
  return { fill: PIN_STATUS_COLORS[pin.status], ring: style.color, letter: style.letter };
}

/** The round pin symbol (decorative: its name is given by what holds it). */
export function PinBadge({ look, size = 28 }: { readonly look: PinLook; readonly size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: look.fill,
        border: `3px solid ${look.ring}`,
        boxShadow: '0 0 0 2px #fff, 0 1px 3px rgba(0,0,0,.5)',
        color: '#fff',
        fontWeight: 700,
        fontSize: size * 0.45,
        lineHeight: 1,
        textShadow: '0 0 2px rgba(0,0,0,.8)',
      }}
    >
      {look.letter}
    </Box>
  );
}
