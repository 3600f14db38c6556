import type { MatchReason } from '@vendoc/contract/matches';
import { scorePercent } from './match-items';

/** How a reason speaks for the candidate: for it, against it, or only a hint. */
export type ReasonTone = 'good' | 'bad' | 'neutral';

/** A reason as a chip: a translation key with its values, and a longer explanation for the tooltip. */
export interface ReasonChip {
  readonly key: string;
  readonly label: { readonly key: string; readonly values?: Record<string, string | number> };
  readonly title: { readonly key: string; readonly values?: Record<string, string | number> };
  readonly tone: ReasonTone;
}

/** Texts at least this similar count as speaking for the candidate. */
const GOOD_TEXT_SIMILARITY = 0.6;

/**
 * The chips of a candidate's reasons, in the server's order. The history reason gives one chip for earlier
 * choices and one for earlier rejections, as both can be true for one position.
 */
export function reasonChips(reasons: readonly MatchReason[]): ReasonChip[] {
  const chips: ReasonChip[] = [];
  for (const reason of reasons) {
    switch (reason.kind) {
      case 'text': {
        const percent = scorePercent(reason.similarity);
        chips.push({
          key: 'text',
          label: { key: 'reasons.text', values: { percent } },
          title: { key: 'reasons.textTitle', values: { percent } },
          tone: reason.similarity >= GOOD_TEXT_SIMILARITY ? 'good' : 'neutral',
        });
        break;
      }
      case 'unit': {
        const values = { tender: reason.tenderUnit ?? '–', catalog: reason.catalogUnit };
        chips.push({
          key: 'unit',
          label: { key: reason.compatible ? 'reasons.unitFits' : 'reasons.unitMismatch' },
          title: { key: 'reasons.unitTitle', values },
          tone: reason.compatible ? 'good' : 'bad',
        });
        break;
      }
      case 'oz':
        chips.push({
          key: 'oz',
          label: { key: 'reasons.oz' },
          title: { key: 'reasons.ozTitle', values: { detail: reason.detail } },
          tone: 'good',
        });
        break;
      case 'stlb':
        chips.push({
          key: 'stlb',
          label: { key: 'reasons.stlb' },
          title: { key: 'reasons.stlbTitle', values: { code: reason.code } },
          tone: 'good',
        });
        break;
      case 'history': {
        const percent = scorePercent(reason.similarity);
        if (reason.accepted > 0) {
          chips.push({
            key: 'history-accepted',
            label: { key: 'reasons.chosenBefore', values: { count: reason.accepted } },
            title: { key: 'reasons.chosenBeforeTitle', values: { count: reason.accepted, percent } },
            tone: 'good',
          });
        }
        if (reason.rejected > 0) {
          chips.push({
            key: 'history-rejected',
            label: { key: 'reasons.rejectedBefore', values: { count: reason.rejected } },
            title: { key: 'reasons.rejectedBeforeTitle', values: { count: reason.rejected, percent } },
            tone: 'bad',
          });
        }
        break;
      }
    }
  }
  return chips;
}
