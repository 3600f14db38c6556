import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import type { BoqImportResponse, BoqKind } from '@vendoc/contract/boqs';
import { FileImportDialog } from '../../../components/upload/file-import-dialog';
import { ImportSummary, WarningItem } from '../../../components/upload/import-summary';
import { invalidateProjectBoqs } from '../../../entities/boq/boq-cache';
import { importBoq } from '../api/import-boq';
import { BOQ_KIND_VALUES, phaseLabel } from '../model/boq-labels';
import { usePositionsTranslation } from '../positions-i18n';
import { gaebAccept } from '../../../lib/upload/gaeb-file-types';

/** GAEB exchange files: DA XML X80 to X89, GAEB 2000 and GAEB 90 of the phases they have (81 to 86), and .xml. */
const ACCEPT = gaebAccept(['80', '81', '82', '83', '84', '85', '86', '87', '89']);

export interface ImportDialogProps {
  readonly projectId: string;
  readonly onClose: () => void;
  /** Shows the imported BoQ. */
  readonly onOpen: (boqId: string) => void;
}

/**
 * Imports a GAEB file as a new BoQ of the project: drop it or pick it, say what it is, watch it upload, then
 * see what was read (phase, version, counts, warnings) or why the file was refused (the server's reason).
 */
export function ImportDialog({ projectId, onClose, onOpen }: ImportDialogProps) {
  const { t } = usePositionsTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<BoqKind>('tender');
  return (
    <FileImportDialog<BoqImportResponse>
      title={t('import.title')}
      doneTitle={t('import.doneTitle')}
      dropHere={t('import.dropHere')}
      accept={ACCEPT}
      texts={{ unreadable: t('import.unreadable'), failed: t('import.failed') }}
      fields={(busy) => (
        <TextField
          select
          label={t('import.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as BoqKind)}
          disabled={busy}
          size="small"
        >
          {BOQ_KIND_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`boqKinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      upload={(file, control) => importBoq(projectId, kind, file, control)}
      onImported={() => void invalidateProjectBoqs(queryClient, projectId)}
      renderSummary={(result, fileName) => <BoqImportSummary result={result} fileName={fileName} />}
      doneActions={(result) => (
        <Button variant="contained" onClick={() => onOpen(result.boqId)}>
          {t('import.open')}
        </Button>
      )}
      onClose={onClose}
    />
  );
}

function BoqImportSummary({ result, fileName }: { result: BoqImportResponse; fileName: string }) {
  const { t } = usePositionsTranslation();
  return (
    <ImportSummary
      outcome={{ severity: 'success', text: t('import.success') }}
      rows={[
        [t('import.file'), fileName],
        [t('import.phase'), phaseLabel(result.phase, t, result.version)],
        [t('import.version'), result.version],
        [t('import.categories'), String(result.counts.categories)],
        [t('import.items'), String(result.counts.items)],
      ]}
      warnings={{
        title: t('import.warnings', { count: result.warnings.length }),
        none: t('import.noWarnings'),
        // The message names the title or item in the user's words; the XML element would only puzzle them.
        items: result.warnings.map((warning) => (
          <WarningItem
            message={warning.message}
            where={warning.line === undefined ? undefined : t('import.line', { line: warning.line })}
          />
        )),
      }}
    />
  );
}
