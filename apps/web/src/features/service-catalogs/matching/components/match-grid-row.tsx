import { memo, type MouseEvent, type ReactNode } from 'react';
import type { BoqMatchItem, MatchCandidate } from '@vendoc/contract/matches';
import type { TFunction } from 'i18next';
import { mdiCheck, mdiChevronDown, mdiClose, mdiMagnify, mdiUndoVariant } from '@mdi/js';
import { MIN_SUGGESTION_SCORE } from '@vendoc/contract/matches';
import { bestCandidate, scorePercent, weakCandidates, type MatchRow } from '../model/match-items';
import { formatFigure, formatUnitPrice, withCurrency } from '../../../../lib/format/decimal-format';
import { reasonChips } from '../model/reasons';

/** What a line's buttons do; the table passes the same callbacks to every line. */
export interface RowActions {
  readonly onActivate: (rowId: string) => void;
  readonly onAccept: (row: MatchRow) => void;
  readonly onReject: (row: MatchRow) => void;
  readonly onUndo: (item: BoqMatchItem) => void;
  readonly onSearch: (item: BoqMatchItem) => void;
  readonly onToggle: (nodeId: string) => void;
}

export interface MatchGridRowProps {
  readonly rowId: string;
  readonly row: MatchRow;
  /** Position in the table (0-based, header not counted). */
  readonly rowIndex: number;
  /** Offset of the line in the table body, in pixels. */
  readonly top: number;
  readonly active: boolean;
  readonly expanded: boolean;
  readonly canWrite: boolean;
  /** The threshold (0..1): scores at or above it are drawn green. */
  readonly threshold: number;
  readonly currency: string;
  readonly actions: RowActions;
  /** The feature's translations (passed in: a hook per line costs when thousands of lines scroll by). */
  readonly t: TFunction;
}

function Icon({ path }: { path: string }) {
  // A plain icon: lines mount by the dozen per frame while scrolling fast.
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

function ActionButton({
  label,
  title,
  icon,
  className,
  onClick,
  expanded,
}: {
  label: string;
  title?: string;
  icon: string;
  className: string;
  onClick: () => void;
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      className={`act ${className}`}
      // The table keeps the focus (arrow keys, shortcuts); the buttons are for pointer and touch.
      tabIndex={-1}
      aria-label={label}
      aria-expanded={expanded}
      title={title ?? label}
      // Pressing keeps the focus on the table, so the arrow keys go on working after a click.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      <Icon path={icon} />
    </button>
  );
}

function ScoreMeter({ score, threshold, t }: { score: number; threshold: number; t: TFunction }) {
  const percent = scorePercent(score);
  const level = score >= threshold ? 'high' : score >= 0.5 ? 'mid' : 'low';
  return (
    <span
      className={`meter ${level}`}
      role="meter"
      aria-label={t('grid.score')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('grid.percent', { percent })}
    >
      <span className="bar" aria-hidden="true">
        <span className="fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="pct" aria-hidden="true">
        {t('grid.percent', { percent })}
      </span>
    </span>
  );
}

function ReasonChips({
  candidate,
  t,
  before,
}: {
  candidate: MatchCandidate | null;
  t: TFunction;
  before?: ReactNode;
}) {
  const chips = candidate ? reasonChips(candidate.reasons) : [];
  return (
    <span className="chips">
      {before}
      {chips.map((chip) => (
        <span key={chip.key} className={`chip ${chip.tone}`} title={t(chip.title.key, chip.title.values)}>
          {t(chip.label.key, chip.label.values)}
        </span>
      ))}
    </span>
  );
}

function PositionLine({ number, shortText }: { number: string; shortText: string }) {
  return (
    <span className="line" title={`${number} ${shortText}`}>
      <span className="posno">{number}</span>
      {shortText}
    </span>
  );
}

function PriceCell({
  unitPrice,
  unit,
  currency,
  t,
}: {
  unitPrice: string | null;
  unit: string;
  currency: string;
  t: TFunction;
}) {
  return (
    <div role="gridcell" className="cell c-price">
      {unitPrice === null ? (
        <span className="line muted">{t('grid.noPrice')}</span>
      ) : (
        <span className="line number">{withCurrency(formatUnitPrice(unitPrice), currency)}</span>
      )}
      <span className="line sub">{t('grid.perUnit', { unit })}</span>
    </div>
  );
}

/** One line of the matching table: a BoQ item with the position shown for it, or a further candidate. */
export const MatchGridRow = memo(function MatchGridRow({
  rowId,
  row,
  rowIndex,
  top,
  active,
  expanded,
  canWrite,
  threshold,
  currency,
  actions,
  t,
}: MatchGridRowProps) {
  const { item } = row;
  const style = { transform: `translateY(${top}px)` };
  const common = {
    id: rowId,
    role: 'row',
    style,
    'aria-rowindex': rowIndex + 2,
    'aria-selected': active,
    onClick: () => actions.onActivate(row.id),
  } as const;

  if (row.kind === 'alternative') {
    const { candidate } = row;
    return (
      <div {...common} className={`row alternative${active ? ' active' : ''}`} aria-level={2}>
        <div role="gridcell" className="cell c-oz" />
        <div role="gridcell" className="cell c-tender">
          <span className="line rank">{t('grid.rank', { rank: row.rank })}</span>
        </div>
        <div role="gridcell" className="cell c-suggestion">
          <PositionLine number={candidate.number} shortText={candidate.shortText} />
          <ReasonChips candidate={candidate} t={t} />
        </div>
        <PriceCell unitPrice={candidate.unitPrice} unit={candidate.unit} currency={currency} t={t} />
        <div role="gridcell" className="cell c-score">
          <ScoreMeter score={candidate.score} threshold={threshold} t={t} />
        </div>
        <div role="gridcell" className="cell c-actions">
          {canWrite ? (
            <>
              <ActionButton
                label={t('actions.accept')}
                title={t('actions.acceptHint')}
                icon={mdiCheck}
                className="accept"
                onClick={() => actions.onAccept(row)}
              />
              <ActionButton
                label={t('actions.reject')}
                title={t('actions.rejectHint')}
                icon={mdiClose}
                className="reject"
                onClick={() => actions.onReject(row)}
              />
            </>
          ) : null}
        </div>
      </div>
    );
  }

  const accepted = item.accepted;
  const best = bestCandidate(item);
  // The accepted position's reasons, when it was one of the suggestions.
  const shownCandidate = accepted
    ? (item.candidates.find((candidate) => candidate.positionId === accepted.positionId) ?? null)
    : best;
  const score = accepted ? accepted.score : (best?.score ?? null);

  let suggestion: ReactNode;
  if (accepted) {
    suggestion = (
      <>
        <PositionLine number={accepted.number} shortText={accepted.shortText} />
        <ReasonChips
          candidate={shownCandidate}
          t={t}
          before={
            <>
              <span className="chip status">{t('grid.accepted')}</span>
              {accepted.score === null ? (
                <span className="chip neutral">{t('grid.pickedBySearch')}</span>
              ) : null}
            </>
          }
        />
      </>
    );
  } else if (best) {
    suggestion = (
      <>
        <PositionLine number={best.number} shortText={best.shortText} />
        <ReasonChips candidate={best} t={t} />
      </>
    );
  } else {
    const weak = weakCandidates(item).length;
    suggestion = (
      <>
        <span className="line muted">{t('grid.noCandidate')}</span>
        {weak > 0 ? (
          <span className="line sub">
            {t('grid.weakCandidates', { count: weak, percent: scorePercent(MIN_SUGGESTION_SCORE) })}
          </span>
        ) : canWrite ? (
          <span className="line sub">{t('grid.noCandidateHint')}</span>
        ) : null}
      </>
    );
  }

  const shown = accepted ?? best;
  const tenderFigures = [
    item.qty === null ? null : `${formatFigure(item.qty, { max: 3 })} ${item.unit ?? ''}`.trim(),
    item.unitPrice === null
      ? null
      : t('grid.boqUnitPrice', { price: withCurrency(formatUnitPrice(item.unitPrice), currency) }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div
      {...common}
      className={`row item${accepted ? ' accepted' : ''}${active ? ' active' : ''}`}
      aria-level={1}
      aria-expanded={row.alternatives > 0 ? expanded : undefined}
    >
      <div role="gridcell" className="cell c-oz">
        <span className="line">{item.oz}</span>
      </div>
      <div role="gridcell" className="cell c-tender">
        <span className="line" title={item.shortText}>
          {item.shortText || t('grid.noShortText')}
        </span>
        <span className="line sub number">{tenderFigures || (item.unit ?? '')}</span>
      </div>
      <div role="gridcell" className="cell c-suggestion">
        {suggestion}
      </div>
      {shown ? (
        <PriceCell unitPrice={shown.unitPrice} unit={shown.unit} currency={currency} t={t} />
      ) : (
        <div role="gridcell" className="cell c-price" />
      )}
      <div role="gridcell" className="cell c-score">
        {score === null ? (
          shown ? (
            <span className="line sub">{t('grid.noScore')}</span>
          ) : null
        ) : (
          <ScoreMeter score={score} threshold={threshold} t={t} />
        )}
      </div>
      <div role="gridcell" className="cell c-actions">
        {canWrite && !accepted && best ? (
          <>
            <ActionButton
              label={t('actions.accept')}
              title={t('actions.acceptHint')}
              icon={mdiCheck}
              className="accept"
              onClick={() => actions.onAccept(row)}
            />
            <ActionButton
              label={t('actions.reject')}
              title={t('actions.rejectHint')}
              icon={mdiClose}
              className="reject"
              onClick={() => actions.onReject(row)}
            />
          </>
        ) : null}
        {canWrite && accepted ? (
          <ActionButton
            label={t('actions.undo')}
            title={t('actions.undoHint')}
            icon={mdiUndoVariant}
            className="undo"
            onClick={() => actions.onUndo(item)}
          />
        ) : null}
        {canWrite ? (
          <ActionButton
            label={t('actions.other')}
            title={t('actions.otherHint')}
            icon={mdiMagnify}
            className="search"
            onClick={() => actions.onSearch(item)}
          />
        ) : null}
        {row.alternatives > 0 ? (
          <ActionButton
            label={t(expanded ? 'actions.fewer' : 'actions.more', { count: row.alternatives })}
            icon={mdiChevronDown}
            className={`toggle${expanded ? ' expanded' : ''}`}
            expanded={expanded}
            onClick={() => actions.onToggle(item.nodeId)}
          />
        ) : null}
      </div>
    </div>
  );
});
