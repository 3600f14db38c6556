import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** Search-as-you-type waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The text of a search field whose search term lives elsewhere (the URL): typing reports the debounced text to
 * `onSearch` once it differs from the term (ignoring surrounding spaces), and a term changed from outside (a
 * "reset filters" button, back navigation) replaces the text.
 */
export function useSearchText(
  q: string,
  onSearch: (q: string) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, delayMs);
  const reported = useRef(q);

  useEffect(() => {
    if (debounced.trim() === reported.current) return;
    reported.current = debounced.trim();
    onSearch(debounced);
  }, [debounced, onSearch]);

  useEffect(() => {
    if (q === reported.current) return;
    reported.current = q;
    setText(q);
  }, [q]);

  return [text, setText];
}
