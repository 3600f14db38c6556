import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { mdiPencil } from '@mdi/js';
import type { BoqNode } from '@vendoc/contract/boqs';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useNodeDetail } from '../../../entities/boq/get-node-detail';
import { isCategory, isItem } from '../model/boq-tree';
import {
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
} from '../../../lib/format/decimal-format';
import type { NodeChange } from '../model/optimistic-totals';
import { usePositionsTranslation } from '../positions-i18n';
import { marksSx } from './grid-styles';
import { NodeEditForm } from './node-edit-form';
import { NodeMarks, nodeMarks } from './node-marks';
import { RichTextView } from '../../../components/rich-text/rich-text-view';

/** Moving through the table with the arrows should not ask the server for every row passed. */
const DETAIL_DELAY_MS = 150;

export interface NodePanelProps {
  readonly boqId: string;
  /** The selected row as shown (pending edits included); null when none is selected. */
  readonly node: BoqNode | null;
  readonly canWrite: boolean;
  readonly onSave: (node: BoqNode, change: NodeChange) => Promise<unknown>;
  /** The row whose edit form is open (a new row opens it at once). */
  readonly editingId: string | null;
  readonly onEditingChange: (nodeId: string | null) => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {value || '–'}
      </Typography>
    </Box>
  );
}

/** The selected row in detail: OZ, short text, kind, figures and the long text; office staff edit it here. */
export function NodePanel({ boqId, node, canWrite, onSave, editingId, onEditingChange }: NodePanelProps) {
  const { t } = usePositionsTranslation();
  const selectedId = node?.id ?? null;
  const debouncedId = useDebouncedValue(selectedId, DETAIL_DELAY_MS);
  const detail = useNodeDetail(boqId, debouncedId === selectedId ? selectedId : null);

  if (!node) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('panel.nothingSelected')}
      </Typography>
    );
  }

  const loaded = detail.data && detail.data.id === node.id ? detail.data : null;
  const editing = canWrite && editingId === node.id && loaded !== null;
  const marks = nodeMarks(node, t);
  const heading = node.shortText || (isItem(node) ? t('tree.noShortText') : t(`kinds.${node.kind}`));

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t(`kinds.${node.kind}`)}
        {node.oz ? ` ${node.oz}` : ''}
      </Typography>
      <Typography
        component="h2"
        variant="h6"
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {heading}
      </Typography>
      {marks.length > 0 ? (
        <Box sx={[marksSx, { mt: 1, '& .marks': { ml: 0, flexWrap: 'wrap' } }]}>
          <NodeMarks marks={marks} />
        </Box>
      ) : null}
      {isItem(node) && !node.counted ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('panel.notCounted')}
        </Typography>
      ) : null}
      {isItem(node) ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            // Two figures a line in the side panel, all four in one line when the panel is below the table.
            gridTemplateColumns: 'repeat(auto-fill, minmax(max(140px, calc((100% - 36px) / 4)), 1fr))',
            gap: 1.5,
            my: 2,
          }}
        >
          {node.kind === 'markupItem' ? (
            <Figure
              label={t('panel.markupPercent')}
              value={node.markupPercent === null ? '' : `${formatPercent(node.markupPercent)} %`}
            />
          ) : (
            <>
              <Figure label={t('columns.qty')} value={formatQuantity(node.qty)} />
              <Figure label={t('columns.unit')} value={node.unit ?? ''} />
              <Figure label={t('columns.unitPrice')} value={formatUnitPrice(node.unitPrice)} />
            </>
          )}
          <Figure label={t('columns.total')} value={formatMoney(node.total)} />
          {node.measuredQty === null ? null : (
            <Figure label={t('panel.measuredQty')} value={formatQuantity(node.measuredQty)} />
          )}
        </Box>
      ) : null}
      {isCategory(node) ? (
        <Box component="dl" sx={{ my: 2 }}>
          <Figure label={t('panel.subtotal')} value={formatMoney(node.total)} />
        </Box>
      ) : null}
      {canWrite && !editing ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<MdiIcon path={mdiPencil} />}
          onClick={() => onEditingChange(node.id)}
          disabled={loaded === null}
          sx={{ mb: 2, mt: isItem(node) || isCategory(node) ? 0 : 2 }}
        >
          {t('panel.edit')}
        </Button>
      ) : null}
      <Divider sx={{ mb: 2 }} />
      {editing && loaded ? (
        <NodeEditForm
          key={loaded.id}
          node={{ ...loaded, ...node, longText: loaded.longText }}
          onSave={(change) => onSave(node, change)}
          onDone={() => onEditingChange(null)}
        />
      ) : (
        <Box component="section" aria-label={t('panel.longText')}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('panel.longText')}
          </Typography>
          {detail.isError && !loaded ? (
            <Alert
              severity="error"
              action={<Button onClick={() => void detail.refetch()}>{t('actions.retry')}</Button>}
            >
              {t('panel.loadFailed')}
            </Alert>
          ) : loaded === null ? (
            <CircularProgress size={20} aria-label={t('panel.loading')} />
          ) : loaded.longText.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('panel.noLongText')}
            </Typography>
          ) : (
            <RichTextView blocks={loaded.longText} />
          )}
        </Box>
      )}
    </Box>
  );
}
