import { memo } from 'react';
import Box from '@mui/material/Box';

export const RULER_PX = 20;

/** A ruler in mm along the page's top (horizontal) or left edge: a tick every mm from 1 px per mm, labels every cm. */
export const Ruler = memo(function Ruler({
  lengthMm,
  scale,
  vertical,
}: {
  lengthMm: number;
  /** px per mm */
  scale: number;
  vertical?: boolean;
}) {
  const step = scale >= 6 ? 1 : scale >= 2 ? 5 : 10;
  const ticks: number[] = [];
  for (let mm = 0; mm <= lengthMm; mm += step) ticks.push(mm);
  const labelEvery = scale >= 2 ? 10 : 50;
  const size = lengthMm * scale;
  return (
    <Box
      aria-hidden
      component="svg"
      width={vertical ? RULER_PX : size}
      height={vertical ? size : RULER_PX}
      sx={{
        position: 'absolute',
        left: vertical ? 0 : RULER_PX,
        top: vertical ? RULER_PX : 0,
        bgcolor: 'background.paper',
        color: 'text.secondary',
        fontSize: 9,
      }}
    >
      {ticks.map((mm) => {
        const at = mm * scale;
        const long = mm % labelEvery === 0 ? RULER_PX : mm % 10 === 0 ? 10 : mm % 5 === 0 ? 7 : 4;
        return (
          <g key={mm}>
            {vertical ? (
              <line
                x1={RULER_PX - long}
                x2={RULER_PX}
                y1={at}
                y2={at}
                stroke="currentColor"
                strokeWidth={0.5}
              />
            ) : (
              <line
                y1={RULER_PX - long}
                y2={RULER_PX}
                x1={at}
                x2={at}
                stroke="currentColor"
                strokeWidth={0.5}
              />
            )}
            {mm % labelEvery === 0 && mm > 0 ? (
              vertical ? (
                <text x={2} y={at - 2} fill="currentColor">
                  {mm / 10}
                </text>
              ) : (
                <text x={at + 2} y={9} fill="currentColor">
                  {mm / 10}
                </text>
              )
            ) : null}
          </g>
        );
      })}
    </Box>
  );
});
