import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs, type Crumb } from '../../../../components/page-frame/page-breadcrumbs';

export interface ArticlePageLayoutProps {
  readonly breadcrumbs: readonly Crumb[];
  readonly title: ReactNode;
  /** A line under the title (trade, what the page lists). */
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A page that is mostly one large table: breadcrumbs, title and actions on top, then the table filling the rest
 * of the window and scrolling inside it (the header never scrolls away from 100,000 rows).
 */
export function ArticlePageLayout({
  breadcrumbs,
  title,
  subtitle,
  actions,
  children,
}: ArticlePageLayoutProps) {
  const { t } = useTranslation('app');
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
        minHeight: 480,
        boxSizing: 'border-box',
      }}
    >
      <Box>
        <PageBreadcrumbs label={t('pageFrame.breadcrumbs')} crumbs={breadcrumbs} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" variant="body2">
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
        </Box>
      </Box>
      {children}
    </Box>
  );
}
