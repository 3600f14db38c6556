import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Badge } from '../badge/badge';
import { PageBreadcrumbs, type Crumb } from './page-breadcrumbs';

export type { Crumb } from './page-breadcrumbs';

export interface PageId {
  readonly label: string;
  readonly value: string;
}

export interface PageFrameProps {
  readonly title: string;
  readonly breadcrumbs?: readonly Crumb[];
  /** Identifiers from the route (project, catalog...), shown under the title. */
  readonly ids?: readonly PageId[];
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/** The common frame of a page: breadcrumbs, title, route identifiers and actions, then the content. */
export function PageFrame({ title, breadcrumbs, ids, actions, children }: PageFrameProps) {
  const { t } = useTranslation('app');
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <PageBreadcrumbs crumbs={breadcrumbs} label={t('pageFrame.breadcrumbs')} />
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        {/* The title keeps a readable width; many actions wrap below it rather than squeeze it. */}
        <Box sx={{ minWidth: 0, flex: { sm: '1 1 20rem' } }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
            {title}
          </Typography>
          {ids && ids.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="page-ids">
              {ids.map((id) => (
                <Badge key={id.label}>{`${id.label}: ${id.value}`}</Badge>
              ))}
            </Box>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
