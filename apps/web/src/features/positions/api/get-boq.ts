import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Boq } from '@vendoc/contract/boqs';
import { boqKeys } from '../../../entities/boq/boq-keys';
import { boqQueryOptions } from '../../../entities/boq/get-boq';

/** The BoQ, starting from its entry in the project's list (same shape) while the fresh copy loads. */
export function useBoq(boq: Boq) {
  const queryClient = useQueryClient();
  return useQuery({
    ...boqQueryOptions(boq.id),
    initialData: boq,
    initialDataUpdatedAt: () => queryClient.getQueryState(boqKeys.list(boq.projectId))?.dataUpdatedAt,
  });
}
