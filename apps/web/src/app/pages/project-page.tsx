import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { ClientDialogSlot } from '../../features/projects/components/client-dialog-slot';
import { ProjectPage as ProjectFeaturePage } from '../../features/projects/project-page';

// The project's client opens in the clients feature's dialog (also "Neuen Kunden anlegen" in the edit form).
const ClientDialog = lazyWithReload(() =>
  import('../../features/clients/components/client-dialog').then((m) => m.ClientDialog),
);

/** /projects/{projectId}: the projects feature's page, composed with the clients feature's dialog. */
export function ProjectPage() {
  return (
    <ClientDialogSlot value={ClientDialog}>
      <ProjectFeaturePage />
    </ClientDialogSlot>
  );
}
