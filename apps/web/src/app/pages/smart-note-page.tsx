import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { NoteConfigurationsSlot } from '../../features/smart-notes/components/configurations-slot';
import { SmartNotePage as SmartNoteFeaturePage } from '../../features/smart-notes/smart-note-page';

// A note's configurations come from the configurations feature, in their own chunk.
const NoteConfigurations = lazyWithReload(() =>
  import('../../features/configurations/owner-configurations-sections').then((m) => m.NoteConfigurations),
);

/** /projects/{projectId}/smartNotes/{smartNoteId}: the smart notes feature's page with the note's configurations. */
export function SmartNotePage() {
  return (
    <NoteConfigurationsSlot value={NoteConfigurations}>
      <SmartNoteFeaturePage />
    </NoteConfigurationsSlot>
  );
}
