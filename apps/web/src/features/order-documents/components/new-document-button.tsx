import Button from '@mui/material/Button';
import { mdiFilePlus } from '@mdi/js';
import { useState } from 'react';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useDocumentRights } from '../model/document-rights';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';
import { NewDocumentDialog } from './new-document-dialog';
import type { PickedOption } from './search-picker';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

/** "Neues Dokument" and its dialog, for office and admin only (fitters make no documents). */
export function NewDocumentButton({ project }: { project?: PickedOption }) {
  const { t } = useOrderDocumentsTranslation();
  const { canWrite } = useDocumentRights();
  const [open, setOpen] = useState(false);
  if (!canWrite) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<MdiIcon path={mdiFilePlus} />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: TOUCH_TARGET }}
      >
        {t('list.new')}
      </Button>
      {open ? <NewDocumentDialog project={project} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
