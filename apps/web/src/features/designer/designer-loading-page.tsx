import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useTemplate } from '../../entities/document-template/get-template';
import { useBackgroundImagesPending } from '../../entities/document-template/get-template-file';
import { paths } from '../../lib/navigation/paths';
import { useDesignerTranslation } from './designer-i18n';
import { useDesignerFonts } from './fonts/use-designer-fonts';

/** What the loading page and the editor show while a template loads. */
export function TemplateLoading() {
  const { t: tApp } = useTranslation('app');
  const { t } = useDesignerTranslation();
  return (
    <Stack
      spacing={2}
      role="status"
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '60vh', p: 3 }}
    >
      <CircularProgress aria-label={tApp('routes.designerLoading')} />
      <Typography component="h1" variant="h6">
        {tApp('routes.designerLoading')}
      </Typography>
      <Typography color="text.secondary">{t('editor.loadingText')}</Typography>
    </Stack>
  );
}

/**
 * /designer/loading?template={id}: loads the template, the fonts the canvas measures with and the template's
 * background images, then goes on to its editor (replacing this entry). Fonts or images that fail do not hold it up
 * (the editor falls back to the browser's fonts, the page without its background).
 */
export function DesignerLoadingPage() {
  const { t } = useDesignerTranslation();
  const [search] = useSearchParams();
  const templateId = search.get('template') ?? '';
  const navigate = useNavigate();
  const template = useTemplate(templateId);
  const fonts = useDesignerFonts();
  const backgroundsPending = useBackgroundImagesPending(template.data?.template);
  const loaded = template.isSuccess && !fonts.isPending && !backgroundsPending;
  useEffect(() => {
    if (loaded) void navigate(paths.designer(templateId), { replace: true });
  }, [loaded, navigate, templateId]);
  if (template.isError) return <Alert severity="error">{t('editor.loadFailed')}</Alert>;
  return <TemplateLoading />;
}
