import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { ClientDialogSlot } from '../../features/projects/components/client-dialog-slot';
import { DocumentsSlot } from '../../features/projects/components/documents-slot';
import { ProjectPage as ProjectFeaturePage } from '../../features/projects/project-page';

// The project's client opens in the clients feature's dialog (also "Neuen Kunden anlegen" in the edit form).
const ClientDialog = lazyWithReload(() =>
  import('../../features/clients/components/client-dialog').then((m) => m.ClientDialog),
);

// The project's order documents come from the order documents feature, in their own chunk.
const ProjectDocuments = lazyWithReload(() =>
  import('../../features/order-documents/project-documents-section').then((m) => m.ProjectDocumentsSection),
);

/**
 * /projects/{projectId}: the projects feature's page, composed with the clients feature's dialog and the order
 * documents feature's list of the project's documents.
 */
export function ProjectPage() {
  return (
    <ClientDialogSlot value={ClientDialog}>
      <DocumentsSlot value={ProjectDocuments}>
        <ProjectFeaturePage />
      </DocumentsSlot>
    </ClientDialogSlot>
  );
}
