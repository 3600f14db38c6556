import type { BoqNode } from '@vendoc/contract/boqs';
import type { TFunction } from 'i18next';
import { formatPercent } from '../../../lib/format/decimal-format';

export interface NodeMark {
  readonly key: string;
  readonly label: string;
  /** Marks that change what counts (provisional without total, alternatives) stand out. */
  readonly tone: 'neutral' | 'info' | 'warning';
}

/** The small labels of an item's kind: Bedarfsposition, Alternative / Grundposition, Pauschal, Zuschlag, Stundenlohn. */
export function nodeMarks(node: BoqNode, t: TFunction): NodeMark[] {
  const marks: NodeMark[] = [];
  if (node.provisional !== null) {
    marks.push({
      key: 'provisional',
      label: t(node.provisional === 'withoutTotal' ? 'marks.provisionalWithoutTotal' : 'marks.provisional'),
      tone: 'warning',
    });
  }
  if (node.alternative !== null) {
    const { group, serial } = node.alternative;
    marks.push(
      serial === 0
        ? { key: 'alternative', label: t('marks.baseItem', { group }), tone: 'info' }
        : { key: 'alternative', label: t('marks.alternative', { group, serial }), tone: 'info' },
    );
  }
  if (node.lumpSum) marks.push({ key: 'lumpSum', label: t('marks.lumpSum'), tone: 'neutral' });
  if (node.kind === 'markupItem') {
    marks.push({
      key: 'markup',
      label:
        node.markupPercent === null
          ? t('marks.markup')
          : t('marks.markupPercent', { percent: formatPercent(node.markupPercent) }),
      tone: 'neutral',
    });
  }
  if (node.hourly) marks.push({ key: 'hourly', label: t('marks.hourly'), tone: 'neutral' });
  return marks;
}

/** The marks as small chips (plain spans: the tree table shows thousands of rows). */
export function NodeMarks({ marks }: { marks: readonly NodeMark[] }) {
  if (marks.length === 0) return null;
  return (
    <span className="marks">
      {marks.map((mark) => (
        <span key={mark.key} className={`mark mark-${mark.tone}`}>
          {mark.label}
        </span>
      ))}
    </span>
  );
}
