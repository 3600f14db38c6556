import Stack from '@mui/material/Stack';
import type { BoqNode } from '@vendoc/contract/boqs';
import type { TFunction } from 'i18next';
import { RowSaveAlert } from '../../../components/row-saving/row-save-alert';
import type { NodeDraft, NodeSaving } from '../hooks/use-node-saving';
import { formatQuantity, formatUnitPrice } from '../../../lib/format/decimal-format';
import { usePositionsTranslation } from '../positions-i18n';

export interface NodeSaveAlertsProps {
  readonly saving: NodeSaving;
  /** The node of a draft as the server has it (for its OZ). */
  readonly nodeOf: (nodeId: string) => BoqNode | undefined;
}

/** "Gespeichert ist: Menge 12,000 · EP 27,00": the newer values of the fields the person changed. */
function storedValues(draft: NodeDraft, t: TFunction): string | undefined {
  const current = draft.conflict;
  if (!current) return undefined;
  const values = [
    draft.fields.qty !== undefined ? `${t('columns.qty')} ${formatQuantity(current.qty) || '–'}` : null,
    draft.fields.unitPrice !== undefined
      ? `${t('columns.unitPrice')} ${formatUnitPrice(current.unitPrice) || '–'}`
      : null,
  ].filter((value) => value !== null);
  return values.length > 0 ? t('edit.storedValues', { values: values.join(' · ') }) : undefined;
}

/**
 * Above the table: each row whose save failed (typed value kept: retry or discard) or met someone else's newer
 * version (reload it, or save the typed value over it). The rows themselves are marked in the table.
 */
export function NodeSaveAlerts({ saving, nodeOf }: NodeSaveAlertsProps) {
  const { t } = usePositionsTranslation();
  const open = Object.values(saving.drafts).filter(
    (draft) => draft.status === 'failed' || draft.status === 'conflict',
  );
  if (open.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t('edit.unsavedRows')}>
      {open.map((draft) => {
        const node = draft.conflict ?? nodeOf(draft.key);
        return (
          <RowSaveAlert
            key={draft.key}
            draft={draft}
            label={node ? node.oz || node.shortText : undefined}
            stored={storedValues(draft, t)}
            onRetry={() => void saving.save(draft.key, { force: true })}
            onDiscard={() => saving.revert(draft.key)}
            onReload={() => saving.reload(draft.key)}
            onKeepMine={() => void saving.keepMine(draft.key)}
          />
        );
      })}
    </Stack>
  );
}
