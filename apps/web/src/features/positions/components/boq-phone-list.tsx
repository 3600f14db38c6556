import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { mdiChevronDown, mdiChevronRight } from '@mdi/js';
import type { BoqNode } from '@vendoc/contract/boqs';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../../lib/format/decimal-format';
import { formatNumber } from '../../../lib/format/format';
import { isCategory, isItem, isTextRow, type TreeRow } from '../model/boq-tree';
import { usePositionsTranslation } from '../positions-i18n';
import { NodeMarks, nodeMarks } from './node-marks';

/** Rows drawn at first and added per "Weitere anzeigen" (a phone draws a long BoQ in steps, not all at once). */
export const PHONE_PAGE_ROWS = 100;

export interface BoqPhoneListProps {
  readonly label: string;
  readonly rows: readonly TreeRow[];
  /** The node as shown (with a pending edit laid over it). */
  readonly display: (node: BoqNode) => BoqNode;
  readonly onToggle: (nodeId: string) => void;
  /** Opens a row's details. */
  readonly onOpen: (nodeId: string) => void;
}

/**
 * The BoQ on a phone: one card per row instead of the table. Titles fold and unfold; an item shows its OZ, the
 * whole short text (wrapping), quantity and unit, unit price and total; a tap opens its details.
 */
export function BoqPhoneList({ label, rows, display, onToggle, onOpen }: BoqPhoneListProps) {
  const { t } = usePositionsTranslation();
  const [shown, setShown] = useState(PHONE_PAGE_ROWS);
  const visible = rows.slice(0, shown);
  return (
    <Box component="section" aria-label={label}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {visible.map((row) => {
          const node = display(row.node);
          return (
            <Box component="li" key={node.id} sx={{ ml: Math.min(node.depth, 3) * 1 }}>
              {isCategory(node) ? (
                <CategoryRow node={node} row={row} onToggle={onToggle} />
              ) : (
                <ItemCard node={node} onOpen={onOpen} />
              )}
            </Box>
          );
        })}
      </Box>
      {rows.length > shown ? (
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => setShown((count) => count + PHONE_PAGE_ROWS)}
        >
          {t('phone.more', {
            shown: formatNumber(shown, 0),
            total: formatNumber(rows.length, 0),
          })}
        </Button>
      ) : null}
    </Box>
  );
}

function CategoryRow({
  node,
  row,
  onToggle,
}: {
  node: BoqNode;
  row: TreeRow;
  onToggle: (id: string) => void;
}) {
  const content = (
    <>
      {row.hasChildren ? (
        <MdiIcon path={row.expanded ? mdiChevronDown : mdiChevronRight} aria-hidden sx={{ flexShrink: 0 }} />
      ) : null}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', mr: 1 }}>
            {node.oz}
          </Box>
          {node.shortText}
        </Typography>
      </Box>
      {node.total !== null ? (
        <Typography
          component="span"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(node.total)}
        </Typography>
      ) : null}
    </>
  );
  const sx = {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    width: '100%',
    minHeight: 48,
    px: 1,
    py: 1,
    borderRadius: 1,
    bgcolor: 'action.selected',
    textAlign: 'left',
    justifyContent: 'flex-start',
  } as const;
  if (!row.hasChildren) return <Box sx={sx}>{content}</Box>;
  return (
    <ButtonBase
      sx={sx}
      // Named by what it shows (OZ, text, subtotal); aria-expanded tells that it folds.
      aria-expanded={row.expanded}
      onClick={() => onToggle(node.id)}
    >
      {content}
    </ButtonBase>
  );
}

function ItemCard({ node, onOpen }: { node: BoqNode; onOpen: (id: string) => void }) {
  const { t } = usePositionsTranslation();
  if (isTextRow(node)) {
    const kind = node.kind === 'remark' ? t('kinds.remark') : t('kinds.performanceDescription');
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5, overflowWrap: 'anywhere' }}>
        {`${kind}: ${node.shortText}`}
      </Typography>
    );
  }
  const markup = node.kind === 'markupItem';
  const quantity = markup
    ? node.markupPercent === null
      ? ''
      : `${formatQuantity(node.markupPercent)} %`
    : [formatQuantity(node.qty), node.unit ?? ''].join(' ').trim();
  const muted = isItem(node) && !node.counted;
  return (
    <ButtonBase
      onClick={() => onOpen(node.id)}
      data-testid="boq-phone-item"
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        p: 1.5,
        minHeight: 48,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: muted ? 'text.secondary' : 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {node.oz}
        </Typography>
        <NodeMarks marks={nodeMarks(node, t)} />
      </Box>
      <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere', my: 0.5 }}>
        {node.shortText || t('tree.noShortText')}
      </Typography>
      <Box
        component="span"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 2,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {quantity}
        </Typography>
        {node.unitPrice !== null ? (
          <Typography component="span" color="text.secondary">
            {t('phone.unitPrice', { price: formatUnitPrice(node.unitPrice) })}
          </Typography>
        ) : null}
        {node.total !== null ? (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {formatMoney(node.total)}
          </Typography>
        ) : null}
      </Box>
    </ButtonBase>
  );
}

/** A row's details on a phone (the panel beside or below the table elsewhere), over the whole screen. */
export function BoqPhoneDetails({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = usePositionsTranslation();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="boq-phone-details-title">
      <DialogTitle id="boq-phone-details-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {children}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('phone.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
