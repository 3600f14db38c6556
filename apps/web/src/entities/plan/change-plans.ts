import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pinListSchema,
  pinSchema,
  planSchema,
  type Pin,
  type PinCreate,
  type PinMove,
  type Plan,
  type PlanCreate,
  type PlanRevisionCreate,
} from '@vendoc/contract/plans';
import { api } from '../../lib/http/api-path';
import { newIdempotencyKey } from '../../lib/http/idempotency-key';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { smartNoteKeys } from '../smart-note/smart-note-keys';
import { planKeys } from './get-plans';

/** A position on the plan (a fraction 0..1) as the API takes it: a decimal with 6 places, clamped to the plan. */
export function planCoordinate(fraction: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return clamped.toFixed(6);
}

/** POST /api/v1/projects/{projectId}/plans: a plan of a project file, with revision "A". */
export async function createPlan({
  projectId,
  ...body
}: Omit<PlanCreate, 'id'> & { projectId: string }): Promise<Plan> {
  const response = await vendocHttp.post<unknown>(api`/projects/${projectId}/plans`, {
    id: newIdempotencyKey(),
    ...body,
  });
  return planSchema.parse(response.data);
}

/** POST /api/v1/plans/{planId}/revisions: the next index of the plan (the pins stay where they were). */
export async function createRevision({
  planId,
  ...body
}: PlanRevisionCreate & { planId: string }): Promise<Plan> {
  const response = await vendocHttp.post<unknown>(api`/plans/${planId}/revisions`, body);
  return planSchema.parse(response.data);
}

/** POST /api/v1/plans/{planId}/pins: a pin, linked to an item or to a new smart note made with it. */
export async function createPin({
  planId,
  ...body
}: Omit<PinCreate, 'id'> & { planId: string }): Promise<Pin> {
  const response = await vendocHttp.post<unknown>(api`/plans/${planId}/pins`, {
    id: newIdempotencyKey(),
    ...body,
  });
  return pinSchema.parse(response.data);
}

/** POST /api/v1/plans/{planId}/pins/move: new positions of several pins on one revision, all or none. */
export async function movePins({ planId, ...body }: PinMove & { planId: string }): Promise<Pin[]> {
  const response = await vendocHttp.post<unknown>(api`/plans/${planId}/pins/move`, body);
  return pinListSchema.parse(response.data).items;
}

/** Plans, revisions and pins: each change loads the project's plans and the plan's pins again. */
export function usePlanChanges(projectId: string) {
  const queryClient = useQueryClient();
  const plansChanged = () => queryClient.invalidateQueries({ queryKey: planKeys.ofProject(projectId) });
  const pinsChanged = (planId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.pins(planId) }),
      plansChanged(),
      // A pin may have made a smart note.
      queryClient.invalidateQueries({ queryKey: smartNoteKeys.lists }),
    ]);
  return {
    createPlan: useMutation({ mutationFn: createPlan, onSettled: plansChanged }),
    createRevision: useMutation({ mutationFn: createRevision, onSettled: plansChanged }),
    createPin: useMutation({
      mutationFn: createPin,
      onSettled: (_pin, _error, variables) => pinsChanged(variables.planId),
    }),
    movePins: useMutation({
      mutationFn: movePins,
      onSettled: (_pins, _error, variables) => pinsChanged(variables.planId),
    }),
  };
}
