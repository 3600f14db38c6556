import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { mdiChevronDown, mdiFileExportOutline } from '@mdi/js';
import type { Boq } from '@vendoc/contract/boqs';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { downloadBoqExport, type ExportPhase } from '../api/export-boq';
import { usePositionsTranslation } from '../positions-i18n';

/** The offer first: it is what an estimator sends back most. */
const PHASES: readonly ExportPhase[] = ['84', '86', '83'];

/** "Exportieren": the BoQ as a GAEB file (X84 Angebot, X86 Auftrag, X83 Ausschreibung), downloaded. */
export function ExportMenu({ boq }: { boq: Pick<Boq, 'id' | 'name'> }) {
  const { t } = usePositionsTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (phase: ExportPhase) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadBoqExport(boq, phase);
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('export.failed'), problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiFileExportOutline} />}
        endIcon={<MdiIcon path={mdiChevronDown} />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
      >
        {t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PHASES.map((phase) => (
          <MenuItem key={phase} onClick={() => void download(phase)}>
            <ListItemText primary={t(`export.phase${phase}`)} secondary={t(`export.hint${phase}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
