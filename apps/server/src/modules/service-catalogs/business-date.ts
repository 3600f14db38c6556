// The companies are German: "today" for a price's valid-from date is the date in Germany, not in UTC (an entry
// made at 00:30 on the 1st belongs to the 1st, not to the last day of the month before).
const GERMAN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Germany at `instant`, as YYYY-MM-DD. */
export function businessDate(instant: Date): string {
  return GERMAN_DATE.format(instant);
}
