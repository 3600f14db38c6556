import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { ClientDialogSlot } from '../../features/projects/components/client-dialog-slot';
import { ConstructionConfigurationsSlot } from '../../features/projects/components/configurations-slot';
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

// A construction's configurations come from the configurations feature.
const ConstructionConfigurations = lazyWithReload(() =>
  import('../../features/configurations/owner-configurations-sections').then(
    (m) => m.ConstructionConfigurations,
  ),
);

/**
 * /projects/{projectId}: the projects feature's page, composed with the clients feature's dialog, the order
 * documents feature's list of the project's documents and the configurations of its constructions.
 */
export function ProjectPage() {
  return (
    <ClientDialogSlot value={ClientDialog}>
      <DocumentsSlot value={ProjectDocuments}>
        <ConstructionConfigurationsSlot value={ConstructionConfigurations}>
          <ProjectFeaturePage />
        </ConstructionConfigurationsSlot>
      </DocumentsSlot>
    </ClientDialogSlot>
  );
}
