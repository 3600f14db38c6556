import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A definition list of label/value pairs, as import summaries show them. */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One warning of the server: its message and, dimmed after it, where in the file it was ("Zeile 51"). */
export function WarningItem({ message, where }: { readonly message: string; readonly where?: string }) {
  return (
    <>
      {message}
      {where === undefined ? null : (
        <Typography component="span" variant="body2" color="text.secondary">
          {` (${where})`}
        </Typography>
      )}
    </>
  );
}

export interface ImportSummaryProps {
  /** The message on top ("LV importiert."), a warning when something was left out. */
  readonly outcome: { readonly severity: 'success' | 'warning'; readonly text: string };
  /** What was read: file name, counts. */
  readonly rows: readonly (readonly [string, string])[];
  /** The server's warnings (one list item each), with the list's title; `none` when there are none. */
  readonly warnings?: { readonly title: string; readonly items: readonly ReactNode[]; readonly none: string };
  /** More below the list (e.g. a table of refused lines). */
  readonly children?: ReactNode;
  readonly testId?: string;
}

/** What an import read, as the server answered: the outcome, the figures and the warnings. */
export function ImportSummary({
  outcome,
  rows,
  warnings,
  children,
  testId = 'import-summary',
}: ImportSummaryProps) {
  return (
    <Stack spacing={2} data-testid={testId}>
      <Alert severity={outcome.severity}>{outcome.text}</Alert>
      <SummaryList rows={rows} />
      {warnings && warnings.items.length > 0 ? (
        <Box component="section" aria-label={warnings.title}>
          <Typography component="h3" variant="subtitle2" color="warning.main">
            {warnings.title}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 200, overflowY: 'auto' }}>
            {warnings.items.map((item, index) => (
              <li key={index}>
                <Typography variant="body2">{item}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : warnings ? (
        <Typography variant="body2" color="text.secondary">
          {warnings.none}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
