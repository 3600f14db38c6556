import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  positionConfigurationSchema,
  type PositionConfiguration,
  type PositionConfigureRequest,
} from '@vendoc/contract/service-catalogs';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { catalogKeys } from './service-catalog-keys';

/** POST …/positions/{positionId}/configure: text, quantity and price of a choice, stored nowhere. */
export async function configurePosition(
  catalogId: string,
  positionId: string,
  body: PositionConfigureRequest,
  signal?: AbortSignal,
): Promise<PositionConfiguration> {
  const response = await vendocHttp.post<unknown>(
    api`/service-catalogs/${catalogId}/positions/${positionId}/configure`,
    body,
    { signal },
  );
  return positionConfigurationSchema.parse(response.data);
}

/**
 * The live preview of a configuration while the user chooses: the previous result stays while the next loads;
 * refusals (400: a value outside its limits, options that exclude each other) are not retried. Nothing is asked
 * while not `enabled` or without a position.
 */
export function usePositionConfiguration(
  catalogId: string,
  positionId: string | null,
  body: { optionIds: readonly string[]; values: Readonly<Record<string, string>> },
  enabled = true,
) {
  return useQuery({
    enabled: enabled && positionId !== null,
    queryKey: [...catalogKeys.position(catalogId, positionId ?? ''), 'configure', body],
    queryFn: ({ signal }) =>
      configurePosition(
        catalogId,
        positionId ?? '',
        { optionIds: [...body.optionIds], values: { ...body.values } },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
