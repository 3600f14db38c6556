import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';

/** PUT /api/v1/company/logo (administrators): one image as multipart form data. */
export async function putCompanyLogo({ image, fileName }: { image: Blob; fileName: string }): Promise<void> {
  const form = new FormData();
  form.append('file', image, fileName);
  await vendocHttp.put(api`/company/logo`, form);
}

/** Uploads the logo; the company (whose logoUrl the app bar shows) is refetched. */
export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCompanyLogo,
    onSuccess: () => invalidateCompany(queryClient),
  });
}
