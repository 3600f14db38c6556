import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';

/** /empty: a deliberately empty page inside the default layout. */
export function EmptyPage() {
  const { t } = useTranslation('app');
  return (
    <PageFrame title={t('routes.empty')}>
      <Typography color="text.secondary">{t('pages.empty')}</Typography>
    </PageFrame>
  );
}
