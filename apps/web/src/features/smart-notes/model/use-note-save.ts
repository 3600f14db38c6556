import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { smartNoteSchema, type SmartNote } from '@vendoc/contract/smart-notes';
import { useSmartNoteChanges, type NoteChanges } from '../../../entities/smart-note/change-smart-notes';
import { currentSmartNote } from '../../../entities/smart-note/pending-smart-notes';
import { smartNoteKeys } from '../../../entities/smart-note/smart-note-keys';
import { apiProblemOf, httpStatusOf, problemMessage } from '../../../lib/http/api-problems';

export type { NoteChanges } from '../../../entities/smart-note/change-smart-notes';

/**
 * Saves changes of a note: the whole note as the page knows it now (its queued changes, else the cached answer)
 * with the changes over it (PUT replaces it). Offline the change waits in the outbox and the note shows as it will
 * be. A stale version (409) puts the server's current note into the cache and reports the conflict; the caller's
 * unsaved entries stay where they are, so nothing typed is lost.
 */
export function useNoteSave(note: SmartNote) {
  const queryClient = useQueryClient();
  const { update } = useSmartNoteChanges();
  const [failure, setFailure] = useState<{ conflict: boolean; message: string | undefined } | null>(null);
  // One save at a time, each on the note as the previous one left it: a tick made while an earlier change is on its
  // way is sent after it with the new version, instead of beside it with the old one (a 409 against oneself).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const showChecklist = (checklist: NoteChanges['checklist']) => {
    if (checklist === undefined) return;
    const current = queryClient.getQueryData<SmartNote>(smartNoteKeys.detail(note.id)) ?? note;
    queryClient.setQueryData<SmartNote>(smartNoteKeys.detail(note.id), { ...current, checklist });
  };
  const send = async (changes: NoteChanges): Promise<SmartNote | null> => {
    const cached = queryClient.getQueryData<SmartNote>(smartNoteKeys.detail(note.id));
    const latest = currentSmartNote(queryClient, note.id) ?? note;
    // The earlier save's answer replaced the cache: this change shows again until its own answer comes.
    showChecklist(changes.checklist);
    try {
      const { value } = await update.mutateAsync({ note: latest, changes });
      return value;
    } catch (error) {
      if (cached !== undefined) queryClient.setQueryData(smartNoteKeys.detail(note.id), cached);
      if (httpStatusOf(error) === 409) {
        const current = smartNoteSchema.safeParse(apiProblemOf(error)?.current);
        if (current.success) queryClient.setQueryData(smartNoteKeys.detail(note.id), current.data);
        setFailure({ conflict: true, message: undefined });
      } else {
        setFailure({ conflict: false, message: problemMessage(error) });
      }
      return null;
    }
  };
  const save = (changes: NoteChanges): Promise<SmartNote | null> => {
    setFailure(null);
    // A tick shows at once (gloves, slow networks); a refusal puts the note back as it was.
    showChecklist(changes.checklist);
    const next = queue.current.then(() => send(changes));
    queue.current = next;
    return next;
  };
  return { save, saving: update.isPending, failure, clearFailure: () => setFailure(null) };
}
