import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanRevision } from '@vendoc/contract/plans';
import type { RevisionOverlay } from '../blueprint-store';
import { touchSx } from './touch-sx';

export interface RevisionControlsProps {
  readonly plan: Plan;
  /** The revision shown (null: the file is no revision of the plan). */
  readonly shownRevisionId: string | null;
  /** The revision laid over the one shown, if any. */
  readonly overlayRevision: PlanRevision | null;
  readonly overlay: RevisionOverlay | null;
  readonly onOverlay: (overlay: RevisionOverlay | null) => void;
  /** Shows another revision's file (of a PDF its page). */
  readonly onOpenFile: (fileId: string, page: number | null) => void;
}

/** The revision shown, and with several revisions another one laid over it with its opacity. */
export function RevisionControls({
  plan,
  shownRevisionId,
  overlayRevision,
  overlay,
  onOverlay,
  onOpenFile,
}: RevisionControlsProps) {
  const { t } = useTranslation('app');
  return (
    <>
      <TextField
        select
        label={t('blueprint.revision')}
        value={shownRevisionId ?? ''}
        onChange={(event) => {
          const revision = plan.revisions.find((each) => each.id === event.target.value);
          if (revision?.file) onOpenFile(revision.file.id, revision.page);
        }}
        sx={{ minWidth: 150 }}
      >
        {plan.revisions.map((revision) => (
          <MenuItem key={revision.id} value={revision.id} disabled={!revision.file} sx={touchSx}>
            {revision.id === plan.currentRevisionId
              ? t('blueprint.revisionCurrent', { index: revision.index })
              : t('blueprint.revisionOption', { index: revision.index })}
          </MenuItem>
        ))}
      </TextField>
      {plan.revisions.length > 1 ? (
        <>
          <TextField
            select
            label={t('blueprint.overlay')}
            value={overlayRevision?.id ?? ''}
            onChange={(event) =>
              onOverlay(
                event.target.value === ''
                  ? null
                  : { revisionId: event.target.value, opacity: overlay?.opacity ?? 0.5 },
              )
            }
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="" sx={touchSx}>
              {t('blueprint.overlayNone')}
            </MenuItem>
            {plan.revisions
              .filter((revision) => revision.id !== shownRevisionId && revision.file)
              .map((revision) => (
                <MenuItem key={revision.id} value={revision.id} sx={touchSx}>
                  {t('blueprint.revisionOption', { index: revision.index })}
                </MenuItem>
              ))}
          </TextField>
          {overlayRevision ? (
            <Slider
              size="small"
              min={0.1}
              max={0.9}
              step={0.1}
              value={overlay?.opacity ?? 0.5}
              onChange={(_event, value) =>
                onOverlay({
                  revisionId: overlayRevision.id,
                  opacity: Array.isArray(value) ? 0.5 : value,
                })
              }
              aria-label={t('blueprint.opacity')}
              sx={{ width: 100 }}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
