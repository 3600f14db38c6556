import { useEffect, useState } from 'react';
import type { ProjectFile } from '@vendoc/contract/files';
import { inlineUrl } from '../../lib/http/inline-url';
import { getOutbox } from '../../lib/offline/app-outbox';
import { useProjectFileQuery } from './get-project-file';
import { isLocalFile, PROJECT_FILE_ENTITY } from './local-file';

/** The bytes of a file waiting in the outbox, read from IndexedDB; null when the outbox no longer has it. */
async function readLocalFile(id: string): Promise<Blob | null> {
  const box = getOutbox();
  await box.ready;
  const entry = box.store
    .getState()
    .entries.find((each) => each.entity === PROJECT_FILE_ENTITY && each.recordId === id);
  const part = entry?.parts?.find((each) => 'blobId' in each);
  const blob = part && 'blobId' in part ? await box.readBlob(part.blobId) : undefined;
  return blob ?? null;
}

/**
 * Where the page shows a file from: the server (signed, inline), or the device for one that waits in the outbox (an
 * object URL of its bytes in IndexedDB, let go when the page no longer shows it). A local file whose upload has gone
 * meanwhile is looked up on the server. Undefined while it is being found.
 */
export function useFileSrc(file: Pick<ProjectFile, 'id' | 'contentUrl'> | null): string | undefined {
  const local = file !== null && isLocalFile(file);
  const id = file?.id ?? '';
  const [found, setFound] = useState<{ id: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!local) return;
    let current = true;
    let url: string | null = null;
    void readLocalFile(id).then((blob) => {
      if (!current) return;
      url = blob ? URL.createObjectURL(blob) : null;
      setFound({ id, url });
    });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, local]);
  const sent = local && found?.id === id && found.url === null;
  const stored = useProjectFileQuery(id, sent);
  if (file === null) return undefined;
  if (!local) return inlineUrl(file.contentUrl);
  if (found?.id === id && found.url !== null) return found.url;
  return stored.data ? inlineUrl(stored.data.contentUrl) : undefined;
}
