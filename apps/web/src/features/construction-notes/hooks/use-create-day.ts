import { useNavigate } from 'react-router';
import { useConstructionNoteChanges } from '../../../entities/construction-note/change-construction-notes';
import { useMe } from '../../../entities/user/get-me';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { toast } from '../../../lib/toast/toast-service';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

/** The project a day is started for, as the page knows it (shown on the day before the server answers). */
export interface DayProject {
  readonly id: string;
  readonly number: string;
  readonly name: string;
}

/**
 * Starts a project's day and opens it (offline too: the day waits on the device); a day someone else started
 * meanwhile is opened instead.
 */
export function useCreateDay() {
  const { t } = useConstructionNotesTranslation();
  const navigate = useNavigate();
  const { create } = useConstructionNoteChanges();
  const me = useMe().data?.user;
  const createDay = async (project: DayProject, date: string) => {
    if (!me) return;
    try {
      const { value: note } = await create.mutateAsync({
        project,
        date,
        author: { id: me.id, name: me.displayName },
      });
      await navigate(paths.constructionNote(note.id));
    } catch (error) {
      const problem = apiProblemOf(error);
      const existing =
        problem?.status === 409 ? (problem.current as { id?: unknown } | undefined) : undefined;
      if (typeof existing?.id === 'string') {
        toast.error(t('create.exists'));
        await navigate(paths.constructionNote(existing.id));
      } else if (!isReportedByHttpLayer(error)) toast.error(t('create.failed'), problem?.detail);
    }
  };
  return { createDay, creating: create.isPending };
}
