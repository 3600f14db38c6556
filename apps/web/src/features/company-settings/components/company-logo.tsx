import { useState } from 'react';
import Box from '@mui/material/Box';
import { LogoPlate } from '../../../components/brand/logo-plate';
import { apiUrl } from '../../../lib/http/api-url';
import { useCompany } from '../../../entities/company/get-company';

export interface CompanyLogoProps {
  /** Height in pixels; the width follows the image. */
  readonly height?: number;
  /** Reads the company only when signed in and never prompts a login (the app bar). */
  readonly passive?: boolean;
}

/**
 * The company's logo (GET /api/v1/company's signed logoUrl, so it loads in an <img> without a bearer header) on
 * a white plate; nothing without one or when it fails to load.
 */
export function CompanyLogo({ height = 28, passive = true }: CompanyLogoProps) {
  const { data: company, refetch } = useCompany({ passive });
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = company?.logoUrl;
  if (!company || !logoUrl || failedUrl === logoUrl) return null;
  return (
    <LogoPlate>
      <Box
        component="img"
        src={apiUrl(logoUrl)}
        // "Logo" reads the same in German and English: no strings to load into the app bar's chunk.
        alt={`Logo ${company.name}`}
        data-testid="company-logo"
        onError={() => {
          // A signed URL expires after an hour or two: ask for a fresh one; a URL that failed is not tried again.
          setFailedUrl(logoUrl);
          void refetch();
        }}
        sx={{ height, width: 'auto', maxWidth: height * 4, objectFit: 'contain', display: 'block' }}
      />
    </LogoPlate>
  );
}
