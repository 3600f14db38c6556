import { createContext, useContext, type ComponentType } from 'react';

export interface NoteConfigurationsSlotProps {
  projectId: string;
  smartNoteId: string;
  noteTitle: string;
}

/**
 * A note's configurations (a window measured on site), handed in by the page that composes this feature with the
 * configurations feature (features do not import each other). Without it the note page shows none.
 */
export const NoteConfigurationsSlot = createContext<ComponentType<NoteConfigurationsSlotProps> | null>(null);

export function useNoteConfigurationsSlot(): ComponentType<NoteConfigurationsSlotProps> | null {
  return useContext(NoteConfigurationsSlot);
}
