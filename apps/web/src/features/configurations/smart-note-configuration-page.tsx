import { useParams } from 'react-router';
import { useSmartNote } from '../../entities/smart-note/get-smart-note';
import { usePermission } from '../../entities/user/get-me';
import { ConfigurationScreen } from './components/configuration-screen';

/** /projects/{projectId}/smartNotes/{smartNoteId}/configurations/{configurationId}: started from a note on site. */
export function SmartNoteConfigurationPage() {
  const { projectId = '', smartNoteId = '', configurationId = '' } = useParams();
  const note = useSmartNote(smartNoteId);
  // Fitters change the configurations of notes too (the server decides per note).
  const canWrite = usePermission('smartNotes:write');
  const canAddToBoq = usePermission('boqs:write');
  return (
    <ConfigurationScreen
      projectId={projectId}
      configurationId={configurationId}
      owner={{ kind: 'smartNote', id: smartNoteId, name: note.data?.title }}
      canWrite={canWrite}
      canAddToBoq={canAddToBoq}
    />
  );
}
