import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Boq } from '@vendoc/contract/boqs';
import type { ApplyMatchesResponse, BoqMatchItem } from '@vendoc/contract/matches';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useAcceptAll } from '../api/accept-all';
import { useApplyMatches } from '../api/apply-matches';
import { useMatches } from '../api/get-matches';
import { useMatchDecisions } from '../hooks/use-match-decisions';
import { useMatchingTranslation } from '../matching-i18n';
import {
  bestCandidate,
  buildRows,
  countAboveThreshold,
  countItems,
  decisionFromCandidate,
  decisionFromPosition,
  filterItems,
  type MatchRow,
  type StatusFilter,
} from '../model/match-items';
import { AcceptAllDialog } from './accept-all-dialog';
import { ApplySummaryDialog } from './apply-summary-dialog';
import { MatchGrid } from './match-grid';
import { MatchToolbar } from './match-toolbar';
import { MatchingNote } from './matching-note';
import { PositionSearchDialog } from './position-search-dialog';
import { paths } from '../../../../lib/navigation/paths';

/** Suggestions scoring at least this are accepted by "accept all" unless the estimator moves the threshold. */
export const DEFAULT_THRESHOLD_PERCENT = 70;

type OpenDialog =
  | { readonly kind: 'search'; readonly item: BoqMatchItem }
  | { readonly kind: 'acceptAll' }
  | { readonly kind: 'apply' }
  | { readonly kind: 'summary'; readonly result: ApplyMatchesResponse }
  | null;

export interface MatchWorkspaceProps {
  readonly catalogId: string;
  readonly boq: Boq;
  readonly canWrite: boolean;
  readonly filter: StatusFilter;
  readonly onFilterChange: (filter: StatusFilter) => void;
}

/** The chosen BoQ's items with their suggestions: deciding one by one or above a threshold, then pricing. */
export function MatchWorkspace({ catalogId, boq, canWrite, filter, onFilterChange }: MatchWorkspaceProps) {
  const { t } = useMatchingTranslation();
  const matches = useMatches(boq.id, catalogId);
  const [thresholdPercent, setThresholdPercent] = useState(DEFAULT_THRESHOLD_PERCENT);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const threshold = thresholdPercent / 100;

  const decisions = useMatchDecisions(boq.id, catalogId, {
    onFailure: (error) => {
      if (!isReportedByHttpLayer(error)) toast.error(t('errors.decisionFailed'), problemMessage(error));
    },
  });
  const acceptAll = useAcceptAll(boq.id, catalogId);
  const apply = useApplyMatches(boq.id, catalogId);

  const items = useMemo(() => matches.data?.items ?? [], [matches.data]);
  const counts = useMemo(() => countItems(items), [items]);
  const aboveThreshold = useMemo(() => countAboveThreshold(items, threshold), [items, threshold]);
  const rows = useMemo(() => buildRows(filterItems(items, filter), expanded), [items, filter, expanded]);

  const { accept, reject, undo } = decisions;
  const onAccept = useCallback(
    (row: MatchRow) => {
      const candidate = row.kind === 'alternative' ? row.candidate : bestCandidate(row.item);
      if (candidate) accept(row.item.nodeId, decisionFromCandidate(candidate));
    },
    [accept],
  );
  const onReject = useCallback(
    (row: MatchRow) => {
      if (row.kind === 'alternative') {
        reject(row.item.nodeId, row.candidate.positionId, row.candidate.score);
        return;
      }
      // An accepted position can be rejected as well: it is no longer accepted and never suggested again.
      const shown = row.item.accepted ?? bestCandidate(row.item);
      if (shown) reject(row.item.nodeId, shown.positionId, shown.score);
    },
    [reject],
  );
  const onUndo = useCallback((item: BoqMatchItem) => undo(item.nodeId), [undo]);
  const onSearch = useCallback((item: BoqMatchItem) => setDialog({ kind: 'search', item }), []);
  const onToggle = useCallback((nodeId: string, expand?: boolean) => {
    setExpanded((current) => {
      const open = expand ?? !current.has(nodeId);
      if (open === current.has(nodeId)) return current;
      const next = new Set(current);
      if (open) next.add(nodeId);
      else next.delete(nodeId);
      return next;
    });
  }, []);

  let content;
  if (matches.isPending) {
    content = (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4, justifyContent: 'center' }}
      >
        <CircularProgress size={22} />
        <Typography color="text.secondary">{t('page.matching')}</Typography>
      </Box>
    );
  } else if (matches.isError) {
    content = (
      <Alert
        severity="error"
        action={<Button onClick={() => void matches.refetch()}>{t('actions.retry')}</Button>}
      >
        {problemMessage(matches.error) ?? t('page.loadFailed')}
      </Alert>
    );
  } else if (items.length === 0) {
    content = <MatchingNote title={t('page.noItems')} text={t('page.noItemsText')} />;
  } else {
    content = (
      <>
        <MatchToolbar
          counts={counts}
          filter={filter}
          onFilterChange={onFilterChange}
          thresholdPercent={thresholdPercent}
          onThresholdChange={setThresholdPercent}
          aboveThreshold={aboveThreshold}
          canWrite={canWrite}
          onAcceptAll={() => setDialog({ kind: 'acceptAll' })}
          onApply={() => setDialog({ kind: 'apply' })}
        />
        {rows.length === 0 ? (
          <MatchingNote title={t(`page.emptyFilter.${filter}`)} />
        ) : (
          <Box sx={{ flex: 1, minHeight: 320, height: { xs: '70vh', md: 'auto' } }}>
            <MatchGrid
              label={t('grid.label', { name: boq.name })}
              rows={rows}
              expanded={expanded}
              activeId={activeId}
              onActiveChange={setActiveId}
              canWrite={canWrite}
              threshold={threshold}
              currency={boq.currency}
              onAccept={onAccept}
              onReject={onReject}
              onUndo={onUndo}
              onSearch={onSearch}
              onToggle={onToggle}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
          <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
            {t('toolbar.progress', { accepted: counts.accepted, total: counts.all })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {canWrite ? t('grid.keys') : t('grid.readOnly')}
          </Typography>
        </Box>
      </>
    );
  }

  return (
    <>
      {content}
      {dialog?.kind === 'search' ? (
        <PositionSearchDialog
          catalogId={catalogId}
          item={dialog.item}
          currency={boq.currency}
          onClose={() => setDialog(null)}
          onPick={(position) => {
            accept(dialog.item.nodeId, decisionFromPosition(position));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'acceptAll' ? (
        <AcceptAllDialog
          count={aboveThreshold}
          thresholdPercent={thresholdPercent}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            acceptAll.mutateAsync(threshold).then(
              ({ accepted }) => toast.success(t('acceptAll.done', { count: accepted })),
              (error: unknown) => {
                if (!isReportedByHttpLayer(error))
                  toast.error(t('errors.acceptAllFailed'), problemMessage(error));
                throw error;
              },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'apply' ? (
        <ConfirmDialog
          title={t('apply.confirmTitle')}
          text={t('apply.confirmText', { count: counts.accepted, name: boq.name })}
          confirmLabel={t('apply.confirm')}
          onConfirm={() =>
            apply.mutateAsync().then(
              (result) => setDialog({ kind: 'summary', result }),
              (error: unknown) => {
                if (!isReportedByHttpLayer(error))
                  toast.error(t('errors.applyFailed'), problemMessage(error));
                throw error;
              },
            )
          }
          // Closing after success must not close the summary that took its place.
          onClose={() => setDialog((current) => (current?.kind === 'apply' ? null : current))}
        />
      ) : null}
      {dialog?.kind === 'summary' ? (
        <ApplySummaryDialog
          result={dialog.result}
          currency={boq.currency}
          vatPercent={boq.vatPercent}
          positionsLink={paths.projectPositions(boq.projectId, { boq: boq.id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
