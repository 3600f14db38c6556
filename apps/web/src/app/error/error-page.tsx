import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ErrorPageProps {
  readonly status: number;
  readonly title: string;
  readonly message: string;
  /** Ways out (home, reload); given by the caller because the fatal variant renders without a router. */
  readonly children?: ReactNode;
}

/** The error page of SPEC.md section 2: status, title and message. */
export function ErrorPage({ status, title, message, children }: ErrorPageProps) {
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {/* The large status code is not a heading (the title is) nor a paragraph: a plain block. */}
        <Typography
          component="div"
          variant="h2"
          color="primary"
          data-testid="error-status"
          sx={{ fontWeight: 700, lineHeight: 1 }}
        >
          {status}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        {children ? (
          <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
            {children}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
