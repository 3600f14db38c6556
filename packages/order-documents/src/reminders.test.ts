import { describe, expect, it } from 'vitest';
import { DEFAULT_DUNNING, reminderCharges } from './reminders';

const settings = { ...DEFAULT_DUNNING, interestPercent: '9' };

describe('reminderCharges', () => {
  it('charges neither fee nor interest for a friendly reminder', () => {
    expect(
      reminderCharges({
        openAmount: '1190.00',
        invoiceDueDate: '2026-10-15',
        reminderDate: '2026-11-02',
        level: 0,
        settings,
      }),
    ).toEqual({ fee: '0.00', interestDays: 0, interest: '0.00', total: '1190.00', dueDate: '2026-11-09' });
  });

  it('adds the level fee and interest per day of default (open x rate x days / 365, to the cent)', () => {
    // 1190.00 x 9 % x 30 / 365 = 8.8027… -> 8.80
    expect(
      reminderCharges({
        openAmount: '1190.00',
        invoiceDueDate: '2026-10-15',
        reminderDate: '2026-11-14',
        level: 1,
        settings,
      }),
    ).toEqual({ fee: '5.00', interestDays: 30, interest: '8.80', total: '1203.80', dueDate: '2026-11-21' });
  });

  it('counts days across a year end and charges no interest when the company sets none', () => {
    const charges = reminderCharges({
      openAmount: '500.00',
      invoiceDueDate: '2026-12-20',
      reminderDate: '2027-01-09',
      level: 3,
      settings: DEFAULT_DUNNING,
    });
    expect(charges).toEqual({
      fee: '15.00',
      interestDays: 20,
      interest: '0.00',
      total: '515.00',
      dueDate: '2027-01-16',
    });
  });

  it('charges no interest for a reminder before the due date', () => {
    expect(
      reminderCharges({
        openAmount: '100.00',
        invoiceDueDate: '2026-11-30',
        reminderDate: '2026-11-20',
        level: 1,
        settings,
      }).interestDays,
    ).toBe(0);
  });
});
