import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiProgressWrench } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../mdi-icon/mdi-icon';

export interface NotAvailableYetProps {
  /** One sentence on what this area will offer. */
  readonly description?: string;
  readonly children?: ReactNode;
}

/** The plain state of an area that a later version builds: 'Noch nicht verfügbar' and one sentence. */
export function NotAvailableYet({ description, children }: NotAvailableYetProps) {
  const { t } = useTranslation('app');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }} role="status">
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MdiIcon path={mdiProgressWrench} color="disabled" sx={{ fontSize: 48 }} />
        <Typography component="h2" variant="h6">
          {t('notAvailable.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {description ?? t('notAvailable.text')}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
