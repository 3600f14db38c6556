import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthCells, monthRange, weekOf } from './calendar';

describe('diary calendar', () => {
  it('starts weeks on Monday and holds every day of the month', () => {
    // 1 November 2026 is a Sunday: six empty cells before it
    const cells = monthCells('2026-11');
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(cells.filter((cell) => cell !== null)).toHaveLength(30);
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('gives the week of a date from Monday to Sunday, across a year end', () => {
    expect(weekOf('2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
