import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import type { ConstructionNoteSummary } from '@vendoc/contract/construction-notes';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { formatDate } from '../../../lib/format/format';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { monthCells } from '../model/calendar';

export interface MonthCalendarProps {
  /** "2026-11". */
  readonly month: string;
  readonly monthLabel: string;
  readonly today: string;
  readonly entries: readonly ConstructionNoteSummary[];
  readonly onMonth: (step: -1 | 1) => void;
  /** A day was chosen: its entry, or null for a day without one. */
  readonly onDay: (date: string, entry: ConstructionNoteSummary | null) => void;
  readonly canCreate: boolean;
}

/** A month of the diary: every day a 48 px button; days with an entry show its state, today is outlined. */
export function MonthCalendar({
  month,
  monthLabel,
  today,
  entries,
  onMonth,
  onDay,
  canCreate,
}: MonthCalendarProps) {
  const { t } = useConstructionNotesTranslation();
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as string[];
  const cellLabel = (date: string, entry: ConstructionNoteSummary | undefined) => {
    const day = formatDate(date);
    const prefix = date === today ? `${t('calendar.today')}, ` : '';
    if (entry) return prefix + t('calendar.dayEntry', { date: day, status: t(`status.${entry.status}`) });
    return prefix + t(date > today || !canCreate ? 'calendar.dayFuture' : 'calendar.dayNew', { date: day });
  };
  return (
    <Box component="section" aria-label={t('calendar.label', { month: monthLabel })} sx={{ maxWidth: 560 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('calendar.previous')}
          onClick={() => onMonth(-1)}
          sx={{ width: 48, height: 48 }}
        >
          <MdiIcon path={mdiChevronLeft} />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite">
          {monthLabel}
        </Typography>
        <IconButton aria-label={t('calendar.next')} onClick={() => onMonth(1)} sx={{ width: 48, height: 48 }}>
          <MdiIcon path={mdiChevronRight} />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {weekdays.map((day) => (
          <Typography
            key={day}
            variant="caption"
            aria-hidden
            sx={{ textAlign: 'center', color: 'text.secondary' }}
          >
            {day}
          </Typography>
        ))}
        {monthCells(month).map((date, index) => {
          if (date === null) return <span key={`blank-${index}`} />;
          const entry = byDate.get(date);
          const disabled = !entry && (date > today || !canCreate);
          return (
            <ButtonBase
              key={date}
              aria-label={cellLabel(date, entry)}
              aria-current={date === today ? 'date' : undefined}
              disabled={disabled}
              onClick={() => onDay(date, entry ?? null)}
              sx={{
                minHeight: 48,
                borderRadius: 1,
                flexDirection: 'column',
                border: 2,
                borderColor: date === today ? 'primary.main' : 'transparent',
                bgcolor:
                  entry?.status === 'signed' ? 'success.light' : entry ? 'warning.light' : 'action.hover',
                color: entry ? 'common.black' : disabled ? 'text.disabled' : 'text.primary',
                fontWeight: date === today ? 700 : 400,
              }}
            >
              <span aria-hidden>{Number(date.slice(8))}</span>
              <Box component="span" aria-hidden sx={{ fontSize: '0.65rem', lineHeight: 1 }}>
                {entry ? (entry.status === 'signed' ? '✔' : '✎') : ''}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
