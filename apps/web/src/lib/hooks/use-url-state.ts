import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's URL search parameters and a function that changes some of them (null or '' removes one) without a
 * new history entry: filters, search, sort and the open record live in the URL, so a link or a reload shows the same.
 */
export function useUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [searchParams, update] as const;
}
