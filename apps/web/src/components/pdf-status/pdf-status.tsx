import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { PdfLink } from '../../lib/pdf/use-pdf-tabs';

export interface PdfStatusProps {
  readonly pending: boolean;
  readonly links: readonly PdfLink[];
  readonly labels: {
    /** "PDF wird erstellt …" */
    readonly pending: string;
    /** Why the links are offered: the browser blocked the new tab. */
    readonly blocked: string;
    readonly download: (name: string) => string;
  };
}

/** A progress line while a PDF is rendered; download links for PDFs whose tab was blocked (usePdfTabs). */
export function PdfStatus({ pending, links, labels }: PdfStatusProps) {
  if (pending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
        <CircularProgress size={18} />
        {labels.pending}
      </Box>
    );
  }
  if (links.length === 0) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {labels.blocked}{' '}
      {links.map((link) => (
        <Link key={link.url} href={link.url} download={link.fileName} sx={{ mr: 1 }}>
          {labels.download(link.fileName)}
        </Link>
      ))}
    </Alert>
  );
}
