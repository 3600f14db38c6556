import { useCallback, useEffect, useRef, useState } from 'react';
import { isReportedByHttpLayer, problemMessage } from '../http/api-problems';
import { toast } from '../toast/toast-service';

/** A PDF the browser did not open in a new tab (popup blocked): offered as a download link instead. */
export interface PdfLink {
  readonly url: string;
  readonly fileName: string;
}

export interface PdfTabsLabels {
  /** The toast's title when a PDF could not be made. */
  readonly failed: string;
  /** The download name of the `number`th PDF (from 1) when its tab was blocked. */
  readonly fileName: (number: number) => string;
}

/**
 * Opening server-rendered PDFs: each fetcher's PDF opens in a new tab from a blob URL. The tabs are opened in the
 * click (before `prepare` and the fetch) so popup blockers let them through; a blocked one becomes a download link.
 */
export function usePdfTabs(labels: PdfTabsLabels) {
  const [pending, setPending] = useState(false);
  const [links, setLinks] = useState<readonly PdfLink[]>([]);
  const urls = useRef<string[]>([]);
  const { failed, fileName } = labels;

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const open = useCallback(
    async (fetchers: readonly (() => Promise<Blob>)[], prepare?: () => Promise<boolean>) => {
      const tabs = fetchers.map(() => window.open('', '_blank'));
      setPending(true);
      setLinks([]);
      const blocked: PdfLink[] = [];
      try {
        // E.g. an editor's unsaved changes: the server renders what is stored.
        if (prepare && !(await prepare())) {
          for (const tab of tabs) tab?.close();
          return;
        }
        for (const [index, fetchPdf] of fetchers.entries()) {
          const url = URL.createObjectURL(await fetchPdf());
          urls.current.push(url);
          const tab = tabs[index];
          if (tab && !tab.closed) tab.location.href = url;
          else blocked.push({ url, fileName: fileName(index + 1) });
        }
      } catch (error) {
        for (const tab of tabs) tab?.close();
        if (!isReportedByHttpLayer(error)) toast.error(failed, problemMessage(error));
      } finally {
        setLinks(blocked);
        setPending(false);
      }
    },
    [failed, fileName],
  );

  return { pending, links, open };
}
