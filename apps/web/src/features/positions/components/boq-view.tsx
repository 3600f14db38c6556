import { useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Boq, BoqNode } from '@vendoc/contract/boqs';
import { formatNumber } from '../../../lib/format/format';
import { isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useBoq } from '../api/get-boq';
import { useStructureChange, type StructureChange } from '../api/node-structure';
import { useBoqNodes } from '../hooks/use-boq-nodes';
import { useNodeSaving } from '../hooks/use-node-saving';
import { indexById, isCategory, parentIds, visibleRows } from '../model/boq-tree';
import { figureLengths } from '../model/figure-widths';
import { applyPendingEdits, type NodeChange } from '../model/optimistic-totals';
import { placementForMove, placementForNew } from '../model/placement';
import { usePositionsTranslation } from '../positions-i18n';
import { BoqPhoneDetails, BoqPhoneList } from './boq-phone-list';
import { BoqTreeGrid, type ActiveCell } from './boq-tree-grid';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useUnsavedChangesGuard } from '../../../components/row-saving/use-unsaved-changes-guard';
import { useGridPreferences } from '../hooks/use-grid-preferences';
import { DENSITY_METRICS } from '../model/grid-columns';
import { NodePanel } from './node-panel';
import { NodeSaveAlerts } from './node-save-alerts';
import { PositionsToolbar, type StructureAction } from './positions-toolbar';
import { TotalsBar } from './totals-bar';
import type { EditableField } from './tree-grid-row';

export interface BoqViewProps {
  readonly boq: Boq;
  readonly canWrite: boolean;
  /** Desktop: the table fills the page beside the panel; otherwise it has a fixed height and the panel is below. */
  readonly wide: boolean;
  /** The BoQ's name, kind and phase, and its menu (rendered above the totals). */
  readonly header: ReactNode;
}

const NO_NODES: readonly BoqNode[] = [];

/** One BoQ: totals, toolbar, the tree table and the selected row's panel. */
export function BoqView({ boq: listed, canWrite, wide, header }: BoqViewProps) {
  const { t } = usePositionsTranslation();
  const boq = useBoq(listed).data;
  const tree = useBoqNodes(boq.id);
  const nodes = tree.nodes.length > 0 ? tree.nodes : NO_NODES;
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;

  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [active, setActive] = useState<ActiveCell>({ rowId: null, col: 2 });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<BoqNode | null>(null);
  // Phones: cards instead of the table, a row's details in a dialog instead of the panel beside or below it.
  // Tablets keep the table (office staff price by keyboard there; it scrolls sideways when it is wider).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const preferences = useGridPreferences();
  const { rowHeight, headerHeight } = DENSITY_METRICS[preferences.density];

  const saving = useNodeSaving(boq.id, {
    // Markup items are a percentage of other items: their rows follow when those change.
    refetchAfterSave: () => nodesRef.current.some((node) => node.kind === 'markupItem'),
  });
  const { edit, pending, drafts } = saving;
  const leaveDialog = useUnsavedChangesGuard(Object.keys(drafts).length > 0, saving.saveAll);
  const structure = useStructureChange(boq.id);

  const byId = useMemo(() => indexById(nodes), [nodes]);
  const view = useMemo(
    () => applyPendingEdits(byId, boq.totals, boq.vatPercent, pending),
    [byId, boq.totals, boq.vatPercent, pending],
  );
  const display = useCallback((node: BoqNode) => view.nodes.get(node.id) ?? node, [view]);
  const lengths = useMemo(() => figureLengths(nodes.map(display)), [nodes, display]);
  const rows = useMemo(
    () => visibleRows(nodes, collapsed, deferredSearch),
    [nodes, collapsed, deferredSearch],
  );
  const selectedBase = active.rowId === null ? undefined : byId.get(active.rowId);
  const selected = selectedBase ? display(selectedBase) : null;

  const toggle = useCallback((nodeId: string, expand?: boolean) => {
    setCollapsed((current) => {
      const next = new Set(current);
      const open = expand ?? next.has(nodeId);
      if (open) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });
  }, []);

  const commitCell = useCallback(
    (node: BoqNode, field: EditableField, value: string | null) => void edit(node.id, { [field]: value }),
    [edit],
  );
  const saveStatus = useCallback((nodeId: string) => drafts[nodeId]?.status ?? null, [drafts]);

  const saveFromPanel = useCallback(
    async (node: BoqNode, change: NodeChange) => {
      // Not saved: the form stays open and the row's alert above the table says why (retry, reload).
      if (!(await edit(node.id, change))) throw new Error(t('edit.failed'));
      toast.success(t('edit.saved', { oz: node.oz || node.shortText }));
    },
    [edit, t],
  );

  const changeStructure = async (
    change: StructureChange,
    success: (answer: { node: BoqNode | null }) => void,
  ) => {
    try {
      const answer = await structure.mutateAsync(change);
      success(answer);
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('structure.failed'), problemMessage(error));
      throw error;
    }
  };

  // Structure changes renumber the OZ: on the client's tender, a bid would no longer match it. Asked once per BoQ.
  const [tenderAction, setTenderAction] = useState<StructureAction | null>(null);
  const [tenderChangesAccepted, setTenderChangesAccepted] = useState(false);
  const onStructureAction = (action: StructureAction) => {
    if (boq.kind === 'tender' && !tenderChangesAccepted && action !== 'delete') {
      setTenderAction(action);
      return;
    }
    runStructureAction(action);
  };

  const runStructureAction = (action: StructureAction) => {
    if (action === 'delete') {
      if (selected) setConfirmDelete(selected);
      return;
    }
    if (action === 'addTitle' || action === 'addItem') {
      const kind = action === 'addTitle' ? 'title' : 'item';
      const placement = placementForNew(kind, selected, nodes, byId);
      changeStructure({ type: 'create', node: { kind, ...placement } }, ({ node }) => {
        if (!node) return;
        if (placement.parentId) toggle(placement.parentId, true);
        setSearch('');
        setActive({ rowId: node.id, col: 1 });
        setEditingId(node.id);
        toast.success(t(kind === 'title' ? 'structure.titleAdded' : 'structure.itemAdded', { oz: node.oz }));
      }).catch(() => undefined);
      return;
    }
    if (!selected) return;
    const placement = placementForMove(action === 'moveUp' ? 'up' : 'down', selected, nodes);
    if (placement)
      changeStructure({ type: 'move', nodeId: selected.id, move: placement }, () => undefined).catch(
        () => undefined,
      );
  };

  const deleteSelected = async (node: BoqNode) => {
    const index = rows.findIndex((row) => row.node.id === node.id);
    // The row after the deleted one and its descendants, else the one before, is selected next.
    const after = rows.slice(index + 1).find((row) => row.node.depth <= node.depth);
    const neighbour = after ?? rows[index - 1];
    await changeStructure({ type: 'delete', nodeId: node.id }, () => {
      setActive((current) => ({ rowId: neighbour?.node.id ?? null, col: current.col }));
      toast.success(t('structure.deleted', { oz: node.oz || node.shortText }));
    });
  };

  const busy = structure.isPending;
  const structureProps = canWrite
    ? {
        enabled: {
          addTitle: !busy && !tree.isPending,
          addItem: !busy && !tree.isPending,
          moveUp: !busy && selected !== null && placementForMove('up', selected, nodes) !== null,
          moveDown: !busy && selected !== null && placementForMove('down', selected, nodes) !== null,
          delete: !busy && selected !== null,
        },
        onAction: onStructureAction,
      }
    : null;

  // Below the panel's breakpoint the table is as tall as its rows, up to two thirds of the screen.
  const gridHeight = wide ? '100%' : `min(65vh, ${rows.length * rowHeight + headerHeight + 2}px)`;
  let table;
  if (tree.isPending) {
    table = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('tree.loading')}</Typography>
      </Box>
    );
  } else if (tree.isError) {
    table = (
      <Alert
        severity="error"
        action={<Button onClick={() => void tree.refetch()}>{t('actions.retry')}</Button>}
      >
        {t('tree.loadFailed')}
      </Alert>
    );
  } else if (nodes.length === 0) {
    table = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('tree.empty')}</Typography>
        <Typography color="text.secondary">
          {canWrite ? t('tree.emptyHint') : t('tree.emptyReadOnly')}
        </Typography>
      </Paper>
    );
  } else if (phone) {
    table = (
      <>
        <BoqPhoneList
          label={t('tree.label', { name: boq.name })}
          rows={rows}
          display={display}
          onToggle={toggle}
          onOpen={(nodeId) => {
            setActive((current) => ({ rowId: nodeId, col: current.col }));
            setDetailsOpen(true);
          }}
        />
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} role="status">
            {t('tree.noMatch', { search: deferredSearch.trim() })}
          </Typography>
        ) : null}
      </>
    );
  } else {
    table = (
      <>
        <BoqTreeGrid
          label={t('tree.label', { name: boq.name })}
          rows={rows}
          display={display}
          active={active}
          onActiveChange={setActive}
          canEdit={canWrite}
          onToggle={toggle}
          onCommit={commitCell}
          saveStatus={saveStatus}
          figureLengths={lengths}
          chosenWidths={preferences.widths}
          onWidthChange={preferences.setWidth}
          density={preferences.density}
          height={rows.length === 0 ? 'auto' : gridHeight}
        />
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} role="status">
            {t('tree.noMatch', { search: deferredSearch.trim() })}
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: wide ? 1 : 2, flex: 1, minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        {header}
        <TotalsBar totals={view.totals} vatPercent={boq.vatPercent} currency={boq.currency} />
      </Box>
      <PositionsToolbar
        boq={boq}
        search={search}
        onSearch={setSearch}
        onExpandAll={() => setCollapsed(new Set())}
        onCollapseAll={() => setCollapsed(parentIds(nodes))}
        structure={structureProps}
        layout={phone ? null : preferences.controls}
      />
      <NodeSaveAlerts saving={saving} nodeOf={(nodeId) => byId.get(nodeId)} />
      {tree.isLoadingMore ? (
        <Box role="status" aria-live="polite">
          <Typography variant="caption" color="text.secondary">
            {t('tree.loadingMore', {
              loaded: formatNumber(nodes.length, 0),
              total: formatNumber(tree.total, 0),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={tree.total > 0 ? (nodes.length / tree.total) * 100 : 0}
            aria-label={t('tree.loadingProgress')}
          />
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexDirection: wide ? 'row' : 'column',
          gap: 2,
          flex: wide ? 1 : undefined,
          minHeight: 0,
        }}
      >
        <Box
          sx={{
            flex: wide ? 1 : undefined,
            minWidth: 0,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {table}
        </Box>
        {phone ? null : (
          <Paper
            variant="outlined"
            component="aside"
            aria-label={t('panel.label')}
            sx={{
              width: wide ? { lg: 290, xl: 400 } : 'auto', // 1440 px: the row shows up to its GP
              flexShrink: 0,
              overflowY: 'auto',
              minHeight: wide ? 0 : 160,
            }}
          >
            <NodePanel
              boqId={boq.id}
              node={selected}
              canWrite={canWrite}
              editingId={editingId}
              onEditingChange={setEditingId}
              onSave={saveFromPanel}
            />
          </Paper>
        )}
      </Box>
      {phone && detailsOpen && selected ? (
        <BoqPhoneDetails
          title={t('phone.details', { oz: selected.oz || selected.shortText })}
          onClose={() => setDetailsOpen(false)}
        >
          <NodePanel
            boqId={boq.id}
            node={selected}
            canWrite={canWrite}
            editingId={editingId}
            onEditingChange={setEditingId}
            onSave={saveFromPanel}
          />
        </BoqPhoneDetails>
      ) : null}
      {leaveDialog}
      {confirmDelete ? (
        <ConfirmDialog
          title={t(
            isCategory(confirmDelete) ? 'structure.deleteTitleCategory' : 'structure.deleteTitleItem',
            {
              oz: confirmDelete.oz,
            },
          )}
          text={[
            t(isCategory(confirmDelete) ? 'structure.deleteTextCategory' : 'structure.deleteTextItem', {
              oz: confirmDelete.oz,
              text: confirmDelete.shortText,
            }),
            ...(boq.kind === 'tender' ? [t('structure.tenderText')] : []),
          ].join(' ')}
          confirmLabel={t('actions.delete')}
          onConfirm={() => deleteSelected(confirmDelete)}
          onClose={() => setConfirmDelete(null)}
        />
      ) : null}
      {tenderAction ? (
        <ConfirmDialog
          title={t('structure.tenderTitle')}
          text={t('structure.tenderText')}
          confirmLabel={t('structure.tenderConfirm')}
          onConfirm={async () => {
            setTenderChangesAccepted(true);
            runStructureAction(tenderAction);
          }}
          onClose={() => setTenderAction(null)}
        />
      ) : null}
    </Box>
  );
}
