import { describe, expect, it } from 'vitest';
import { giroCodePayload } from './epc-qr';

describe('giroCodePayload', () => {
  it('writes the EPC069-12 version 002 lines', () => {
    expect(
      giroCodePayload({
        name: 'Muster Bau GmbH',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        amount: '1234.5',
        remittance: 'Rechnung R-2026-0017',
      }),
    ).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nMuster Bau GmbH\nDE89370400440532013000\nEUR1234.50\n\n\nRechnung R-2026-0017',
    );
  });

  it('gives no code without a name, with a bad IBAN or an amount out of range', () => {
    const valid = { name: 'A', iban: 'DE89370400440532013000', amount: '1' };
    expect(giroCodePayload(valid)).not.toBeNull();
    expect(giroCodePayload({ ...valid, name: ' ' })).toBeNull();
    expect(giroCodePayload({ ...valid, iban: 'kein' })).toBeNull();
    for (const amount of ['0', '-5', '1000000000', 'abc', ''])
      expect(giroCodePayload({ ...valid, amount }), amount).toBeNull();
  });
});
