import Button from '@mui/material/Button';
import { mdiPlus } from '@mdi/js';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyWithReload } from '../../../components/lazy-load/lazy-with-reload';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { usePermission } from '../../../entities/user/get-me';
import { useProjectsTranslation } from '../projects-i18n';
import { paths } from '../../../lib/navigation/paths';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

// The form (react-hook-form, resolvers) loads when first opened, not with home.
const ProjectFormDialog = lazyWithReload(() =>
  import('./project-form-dialog').then((m) => m.ProjectFormDialog),
);

/** "Neues Projekt" for roles that may create projects; the new project opens once saved. */
export function NewProjectButton() {
  const { t } = useProjectsTranslation();
  const navigate = useNavigate();
  const canWrite = usePermission('projects:write');
  const [open, setOpen] = useState(false);
  if (!canWrite) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<MdiIcon path={mdiPlus} />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: TOUCH_TARGET }}
      >
        {t('list.new')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProjectFormDialog
            project={null}
            onClose={() => setOpen(false)}
            onSaved={(project) => void navigate(paths.project(project.id))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
