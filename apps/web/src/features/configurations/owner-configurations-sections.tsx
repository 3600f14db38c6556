import { usePermission } from '../../entities/user/get-me';
import { paths } from '../../lib/navigation/paths';
import { OwnerConfigurations } from './components/owner-configurations';

/** A construction's configurations on the project page; configuring needs projects:write. */
export function ConstructionConfigurations({
  projectId,
  constructionId,
  constructionName,
}: {
  projectId: string;
  constructionId: string;
  constructionName: string;
}) {
  const canCreate = usePermission('projects:write');
  return (
    <OwnerConfigurations
      projectId={projectId}
      owner={{ constructionId }}
      ownerName={constructionName}
      configurationPath={(id) => paths.constructionConfiguration(projectId, constructionId, id)}
      canCreate={canCreate}
    />
  );
}

/** A smart note's configurations on its page, with a heading; fitters configure too (smartNotes:write). */
export function NoteConfigurations({
  projectId,
  smartNoteId,
  noteTitle,
}: {
  projectId: string;
  smartNoteId: string;
  noteTitle: string;
}) {
  const canCreate = usePermission('smartNotes:write');
  return (
    <OwnerConfigurations
      projectId={projectId}
      owner={{ smartNoteId }}
      ownerName={noteTitle}
      configurationPath={(id) => paths.smartNoteConfiguration(projectId, smartNoteId, id)}
      canCreate={canCreate}
      heading
    />
  );
}
