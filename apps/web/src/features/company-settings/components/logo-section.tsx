import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiDeleteOutline } from '@mdi/js';
import type { Company } from '@vendoc/contract/company';
import { ImageUploader } from '../../../components/image-uploader/ImageUploader';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import type { ImageUploadResult } from '../../../lib/images/image-resize';
import { toast } from '../../../lib/toast/toast-service';
import { useDeleteCompanyLogo } from '../api/delete-company-logo';
import { useUploadCompanyLogo } from '../api/upload-company-logo';
import { useSettingsTranslation } from '../company-settings-i18n';
import { problemMessage } from '../../../lib/http/api-problems';
import { CompanyLogo } from './company-logo';

const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

/** Logo: the current one, upload (scaled by the image uploader) and removal. */
export function LogoSection({ company }: { company: Company }) {
  const { t } = useSettingsTranslation();
  const upload = useUploadCompanyLogo();
  const remove = useDeleteCompanyLogo();
  const busy = upload.isPending || remove.isPending;

  const onImage = (image: ImageUploadResult) => {
    upload.mutate(
      { image: image.blob, fileName: image.name },
      {
        onSuccess: () => toast.success(t('logo.uploaded')),
        onError: (error) => toast.error(t('logo.failed'), problemMessage(error)),
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('logo.text')}</Typography>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          minWidth: 240,
          minHeight: 140,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
        aria-label={t('logo.current')}
        role="group"
      >
        {company.logoUrl ? (
          <CompanyLogo height={96} passive={false} />
        ) : (
          <Typography color="text.secondary">{t('logo.none')}</Typography>
        )}
      </Box>
      {busy ? <LinearProgress sx={{ width: 240 }} aria-label={t('logo.uploading')} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ImageUploader
          onUpload={onImage}
          accept={LOGO_TYPES}
          showPreview={false}
          label={company.logoUrl ? t('logo.replace') : t('logo.choose')}
        />
        {company.logoUrl ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<MdiIcon path={mdiDeleteOutline} />}
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t('logo.removed')),
                onError: (error) => toast.error(t('logo.removeFailed'), problemMessage(error)),
              })
            }
          >
            {t('logo.remove')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
