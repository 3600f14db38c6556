// Calendar arithmetic on ISO dates ("2026-11-27") in the user's local time zone: a diary day is the day on site.

/** Today's date where the user is. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const fromIso = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The date `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

/** "2026-11" of a date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `months` after "2026-11". */
export function addMonths(month: string, months: number): string {
  const date = fromIso(`${month}-01`);
  date.setMonth(date.getMonth() + months);
  return monthOf(localIsoDate(date));
}

/** First and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** Monday to Sunday of the week of a date. */
export function weekOf(iso: string): { from: string; to: string } {
  const from = addDays(iso, -((fromIso(iso).getDay() + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The cells of a month's calendar, weeks from Monday: null before the first day. */
export function monthCells(month: string): (string | null)[] {
  const { from, to } = monthRange(month);
  const leading = (fromIso(from).getDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  return cells;
}
