import { useQuery } from '@tanstack/react-query';
import { loadDesignerFonts } from './designer-fonts';

/**
 * The designer's Noto fonts (loaded once per page, kept; idle while `enabled` is false): no longer pending once
 * text can be measured with them (or they failed, and the browser's fallback fonts stand in).
 */
export function useDesignerFonts(enabled = true) {
  return useQuery({
    queryKey: ['designer', 'fonts'],
    queryFn: () => loadDesignerFonts().then(() => true),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    enabled,
  });
}
