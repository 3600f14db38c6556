import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { TOUCH_TARGET } from '../../lib/theme/touch';

/** On phones a crumb is tapped: at least 48 px each way there, a line of text on the desk. */
const TAP = { xs: TOUCH_TARGET, md: 'auto' } as const;

export interface Crumb {
  readonly label: string;
  /** Omitted for the current page. */
  readonly to?: string;
}

/** The trail from home to the current page; the last crumb is the page itself. */
export function PageBreadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 1 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
          fontSize: 14,
          color: 'text.secondary',
        }}
      >
        {crumbs.map((crumb, index) => (
          <Box
            component="li"
            key={`${index}-${crumb.label}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to ? (
              <Box
                component={Link}
                to={crumb.to}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minHeight: TAP,
                  minWidth: TAP,
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {crumb.label}
              </Box>
            ) : (
              <Box component="span" aria-current="page" sx={{ color: 'text.primary' }}>
                {crumb.label}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
