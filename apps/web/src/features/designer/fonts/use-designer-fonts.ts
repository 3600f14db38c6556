import { useQuery } from '@tanstack/react-query';
import { loadDesignerFonts } from './designer-fonts';

/** The designer's Noto fonts (loaded once per page, kept): `isSuccess` once text can be measured with them. */
export function useDesignerFonts() {
  return useQuery({
    queryKey: ['designer', 'fonts'],
    queryFn: () => loadDesignerFonts().then(() => true),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
