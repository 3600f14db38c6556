import { useEffect, useEffectEvent, useState } from 'react';
import type { ProjectFile } from '@vendoc/contract/files';
import { inlineUrl } from '../../../lib/http/inline-url';
import { isPlanContentType, openPlan, preloadPlanEngine, type PlanSource } from './plan-source';
import { markPlan } from './plan-timing';

export type PlanLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly source: PlanSource }
  | { readonly state: 'failed'; readonly reason: 'notAPlan' | 'loadFailed' };

/**
 * The plan of `file` (its content fetched once from its signed URL, decoded or parsed; of a PDF the page `page`),
 * let go when it changes.
 */
export function usePlanSource(
  file: Pick<ProjectFile, 'id' | 'contentType' | 'contentUrl'> | undefined,
  page = 1,
): PlanLoad {
  const [load, setLoad] = useState<{ id: string; value: PlanLoad } | null>(null);
  // A page of a PDF is a plan of its own: another page is opened afresh (pdf.js keeps the parsed document).
  const id = file === undefined ? undefined : `${file.id}#${page}`;
  const contentType = file?.contentType;
  // The signed URL changes when the file's metadata is fetched again; the content does not: read, not followed.
  const contentUrl = useEffectEvent(() => file?.contentUrl);
  useEffect(() => {
    const url = contentUrl();
    if (id === undefined || contentType === undefined || url === undefined) return;
    if (!isPlanContentType(contentType)) {
      setLoad({ id, value: { state: 'failed', reason: 'notAPlan' } });
      return;
    }
    let current = true;
    let opened: PlanSource | null = null;
    setLoad({ id, value: { state: 'loading' } });
    markPlan('fetch');
    // pdf.js loads while the content is fetched.
    preloadPlanEngine(contentType);
    void fetch(inlineUrl(url))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        markPlan('fetched');
        return openPlan(blob, contentType, page);
      })
      .then(
        (source) => {
          markPlan('opened');
          if (!current) return source.close();
          opened = source;
          setLoad({ id, value: { state: 'ready', source } });
        },
        () => {
          if (current) setLoad({ id, value: { state: 'failed', reason: 'loadFailed' } });
        },
      );
    return () => {
      current = false;
      opened?.close();
    };
  }, [id, contentType, page]);
  return load && load.id === id ? load.value : { state: 'loading' };
}
