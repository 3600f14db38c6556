import { queryOptions } from '@tanstack/react-query';
import { boqSchema, type Boq } from '@vendoc/contract/boqs';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { boqKeys } from './boq-keys';

/** GET /api/v1/boqs/{boqId}: the BoQ with its totals. */
export async function fetchBoq(boqId: string, signal?: AbortSignal): Promise<Boq> {
  const response = await vendocHttp.get<unknown>(api`/boqs/${boqId}`, { signal });
  return boqSchema.parse(response.data);
}

export function boqQueryOptions(boqId: string) {
  return queryOptions({ queryKey: boqKeys.detail(boqId), queryFn: ({ signal }) => fetchBoq(boqId, signal) });
}
