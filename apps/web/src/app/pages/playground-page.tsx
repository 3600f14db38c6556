import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import { ButtonsShowcase } from '../../features/playground/buttons-showcase';
import { ColorsShowcase } from '../../features/playground/colors-showcase';
import { InputsShowcase } from '../../features/playground/inputs-showcase';
import { ServicesShowcase } from '../../features/playground/services-showcase';
import { ThemeSwitch } from '../shell/theme-switch';
import { LayoutPreview } from './playground/layout-preview';
import { paths } from '../../lib/navigation/paths';

/** /playground: the shared components, services, theme colours and every layout in one place. */
export function PlaygroundPage() {
  const { t } = useTranslation('app');
  const title = t('routes.playground');
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}>
      <Stack spacing={3}>
        <ButtonsShowcase />
        <ServicesShowcase />
        <InputsShowcase />
        <ColorsShowcase>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <ThemeSwitch />
            <Typography variant="body2" color="text.secondary">
              {t('playground.themeHint')}
            </Typography>
          </Stack>
        </ColorsShowcase>
        <LayoutPreview />
      </Stack>
    </PageFrame>
  );
}
