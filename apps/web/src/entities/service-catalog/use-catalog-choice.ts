import { useState } from 'react';
import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { useCatalogs } from './get-catalogs';

export interface CatalogChoice {
  /** The company's catalogs by name (empty while they load). */
  readonly catalogs: readonly ServiceCatalog[];
  readonly loadFailed: boolean;
  readonly loaded: boolean;
  /** The catalog in effect: the picked one, else the preferred one when it exists, else the first; null: none. */
  readonly catalogId: string | null;
  readonly pick: (catalogId: string) => void;
}

/**
 * Which service catalog a position picker searches (configurations, order documents): the user's pick, else
 * `preferredId` (e.g. the last one used) while it exists, else the first by name.
 */
export function useCatalogChoice(preferredId: string | null = null): CatalogChoice {
  const query = useCatalogs({ q: '', sort: 'name' });
  const catalogs = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const catalogId =
    picked ?? catalogs.find((catalog) => catalog.id === preferredId)?.id ?? catalogs[0]?.id ?? null;
  return { catalogs, loadFailed: query.isError, loaded: query.isSuccess, catalogId, pick: setPicked };
}
