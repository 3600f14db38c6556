import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  obstructionNoticeListSchema,
  obstructionNoticeSchema,
  type ObstructionEnd,
  type ObstructionLetter,
  type ObstructionNotice,
  type ObstructionNoticeCreate,
  type ObstructionSendingCreate,
} from '@vendoc/contract/obstruction-notices';
import { api } from '../../lib/http/api-path';
import { readBlobProblem } from '../../lib/http/download';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { constructionNoteKeys } from './construction-note-keys';

const parse = (data: unknown) => obstructionNoticeSchema.parse(data);

/** GET /api/v1/projects/{projectId}/obstruction-notices?date=: the notices made from a day of the project. */
export function useDayObstructionNotices(projectId: string, date: string) {
  return useQuery({
    queryKey: constructionNoteKeys.obstructionNotices(projectId, date),
    queryFn: async ({ signal }) => {
      const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/obstruction-notices`, {
        params: { date },
        signal,
      });
      return obstructionNoticeListSchema.parse(response.data).items;
    },
  });
}

/** GET /api/v1/obstruction-notices/{id}/pdf?letter=: the notice, or the notice that the obstruction ended. */
export async function fetchObstructionLetterPdf(id: string, letter: ObstructionLetter): Promise<Blob> {
  const response = await vendocHttp
    .get<Blob>(api`/obstruction-notices/${id}/pdf`, { params: { letter }, responseType: 'blob', timeout: 0 })
    .catch(readBlobProblem);
  return response.data;
}

/** Making a notice, entering the end, recording a sending; each refreshes the day's notices. */
export function useObstructionNoticeChanges() {
  const queryClient = useQueryClient();
  const onSuccess = (notice: ObstructionNotice) =>
    queryClient.invalidateQueries({
      queryKey: constructionNoteKeys.obstructionNotices(notice.projectId, notice.diaryDate),
    });
  return {
    create: useMutation({
      mutationFn: async ({ noteId, ...body }: ObstructionNoticeCreate & { noteId: string }) =>
        parse(
          (await vendocHttp.post<unknown>(api`/construction-notes/${noteId}/obstruction-notices`, body)).data,
        ),
      onSuccess,
    }),
    end: useMutation({
      mutationFn: async ({ id, ...body }: ObstructionEnd & { id: string }) =>
        parse((await vendocHttp.post<unknown>(api`/obstruction-notices/${id}/end`, body)).data),
      onSuccess,
    }),
    recordSending: useMutation({
      mutationFn: async ({ id, ...body }: ObstructionSendingCreate & { id: string }) =>
        parse((await vendocHttp.post<unknown>(api`/obstruction-notices/${id}/sendings`, body)).data),
      onSuccess,
    }),
  };
}
