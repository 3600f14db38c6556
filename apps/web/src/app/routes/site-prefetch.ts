import type { MeResponse } from '@vendoc/contract/auth';
import { boqItemsQueryOptions } from '../../entities/boq/get-boq-items';
import { projectBoqsQueryOptions } from '../../entities/boq/get-project-boqs';
import { constructionNoteKeys } from '../../entities/construction-note/construction-note-keys';
import { fetchProjectConstructionNotes } from '../../entities/construction-note/get-construction-notes';
import { smartNotesFilterOf, smartNotesQueryOptions } from '../../entities/smart-note/get-smart-notes';
import { userKeys } from '../../entities/user/user-keys';
import { localIsoDate, monthOf, monthRange } from '../../features/construction-notes/model/calendar';
import { useSiteModeStore, wantsSiteLayout } from '../../lib/navigation/site-mode';
import type { PrefetchRequest } from './route-types';

/**
 * A project opened on site is kept for working without a connection: besides what its page shows, the notes (all
 * and the project's), this month of its diary and its BoQ's positions (for the pickers) are loaded into the cache,
 * whose offline copy keeps them. Only for fitters and anyone in site mode: at a desk it would load a BoQ of
 * thousands of positions for nothing.
 */
export async function prefetchProjectForSite({ params, queryClient }: PrefetchRequest): Promise<void> {
  const projectId = params.projectId;
  const role = queryClient.getQueryData<MeResponse>(userKeys.me)?.user.role;
  if (!projectId || !wantsSiteLayout(role, useSiteModeStore.getState())) return;
  const { from, to } = monthRange(monthOf(localIsoDate()));
  const projectNotes = new URLSearchParams({ projectId });
  await Promise.allSettled([
    queryClient.prefetchInfiniteQuery(smartNotesQueryOptions(smartNotesFilterOf(new URLSearchParams()))),
    queryClient.prefetchInfiniteQuery(smartNotesQueryOptions(smartNotesFilterOf(projectNotes))),
    queryClient.prefetchQuery({
      queryKey: constructionNoteKeys.project(projectId, from, to),
      queryFn: ({ signal }) => fetchProjectConstructionNotes(projectId, from, to, signal),
    }),
    queryClient.fetchQuery(projectBoqsQueryOptions(projectId)).then((boqs) => {
      const boq = boqs.find((each) => each.kind === 'contract') ?? boqs[0];
      return boq ? queryClient.prefetchQuery(boqItemsQueryOptions(boq.id)) : undefined;
    }),
  ]);
}
