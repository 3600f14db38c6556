import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import { mdiClose } from '@mdi/js';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BoqPositionPicker } from '../../../components/boq-position-picker/boq-position-picker';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import type { PositionChoice } from '../../../entities/boq/use-position-choice';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import type { DraftRow } from '../model/note-draft';

/** Work done taken from the BoQ: a new row with the position, its OZ, short text and unit (the quantity to fill in). */
export function WorkDoneFromBoq({
  choice,
  rows,
  onChange,
}: {
  readonly choice: PositionChoice;
  readonly rows: readonly DraftRow[];
  readonly onChange: (rows: DraftRow[]) => void;
}) {
  const { t } = useConstructionNotesTranslation();
  return (
    <Stack sx={{ mb: 1.5 }}>
      <BoqPositionPicker
        {...choice}
        onBoqChange={choice.setBoqId}
        label={t('positions.pickWorkDone')}
        onPick={(item) =>
          onChange([
            ...rows,
            {
              positionId: item.id,
              oz: item.oz,
              shortText: item.shortText,
              quantity: '',
              unit: item.unit ?? '',
            },
          ])
        }
      />
    </Stack>
  );
}

/** The positions an obstruction affects (OZ and short text), each removable, and a picker for more. */
export function AffectedPositions({
  choice,
  ids,
  onChange,
  readOnly,
}: {
  readonly choice: PositionChoice;
  readonly ids: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly readOnly: boolean;
}) {
  const { t } = useConstructionNotesTranslation();
  const known = useMemo(() => new Map((choice.items ?? []).map((item) => [item.id, item])), [choice.items]);
  return (
    <Stack spacing={1} role="group" aria-label={t('positions.affected')}>
      <Typography variant="body2" color="text.secondary">
        {t('positions.affected')}
      </Typography>
      {ids.length === 0 ? (
        <Typography variant="body2">{t('positions.noneAffected')}</Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {ids.map((id) => {
            const item = known.get(id);
            return (
              <Stack
                component="li"
                key={id}
                direction="row"
                sx={{ alignItems: 'center', minHeight: 48, gap: 1 }}
              >
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {item ? `${item.oz} ${item.shortText}` : t('positions.otherBoq')}
                </Typography>
                {readOnly ? null : (
                  <IconButton
                    aria-label={t('positions.remove', { oz: item?.oz ?? '' })}
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                    sx={{ width: 48, height: 48 }}
                  >
                    <MdiIcon path={mdiClose} />
                  </IconButton>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      {readOnly ? null : (
        <BoqPositionPicker
          {...choice}
          onBoqChange={choice.setBoqId}
          exclude={ids}
          label={t('positions.pickAffected')}
          onPick={(item) => onChange([...ids, item.id])}
        />
      )}
    </Stack>
  );
}
