import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../../components/address-field/AddressField';
import { ImageUploader } from '../../components/image-uploader/ImageUploader';
import type { ImageUploadResult } from '../../lib/images/image-resize';
import { ShowcaseSection } from './showcase-section';

/** The image uploader (SPEC.md defaults: 1024 × 1024, quality 1) and the address field with place suggestions. */
export function InputsShowcase() {
  const { t } = useTranslation('app');
  const [image, setImage] = useState<ImageUploadResult | null>(null);
  const [address, setAddress] = useState('');
  return (
    <ShowcaseSection title={t('playground.inputs')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <div>
          <ImageUploader onUpload={setImage} />
          {image ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
              {t('playground.imageResult', {
                name: image.name,
                newWidth: image.newWidth,
                newHeight: image.newHeight,
                orgWidth: image.orgWidth,
                orgHeight: image.orgHeight,
              })}
            </Typography>
          ) : null}
        </div>
        <AddressField value={address} onChange={setAddress} label={t('playground.address')} />
      </Box>
    </ShowcaseSection>
  );
}
