import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { createRulesPool } from './rules-pool';
import { testdataDir } from './test-support/validate-sh';
import { brokenInvoices, sample } from './test-support/variants';
import { validateEInvoice, type ValidationProfile } from './validate';
import { NotAnEInvoiceError } from './xml-input';

const samples = readdirSync(join(testdataDir, 'samples')).filter((name) => name.endsWith('.xml'));
const profiles: ValidationProfile[] = ['xrechnung', 'en16931'];
// Two threads split a check's stages (EN 16931 alone, the rest together), one runs them all; both must agree.
const pools = [createRulesPool({ threads: 2 }), createRulesPool({ threads: 1 })];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

const cases: [string, string | Uint8Array][] = [
  ...samples.map((name): [string, Uint8Array] => [name, readFileSync(join(testdataDir, 'samples', name))]),
  ...Object.entries(brokenInvoices).map(([label, broken]): [string, string] => [label, broken.xml]),
  ['UBL, not well-formed', sample('01.01a-INVOICE_ubl.xml').slice(0, 2000)],
  ['CII, not well-formed', sample('01.01a-INVOICE_uncefact.xml').slice(0, 2000)],
];

// Worker threads start tsx and load the compiled rules once each: seconds idle, more on a loaded machine.
describe('createRulesPool', { timeout: 120_000 }, () => {
  it.each(cases)('gives the in-process verdict on %s, in worker threads', async (_, xml) => {
    for (const profile of profiles) {
      const inProcess = await validateEInvoice(xml, { profile });
      for (const pool of pools) expect(await pool.validate(xml, { profile })).toEqual(inProcess);
    }
  });

  it('throws NotAnEInvoiceError for anything but a CII or UBL invoice', async () => {
    await expect(pools[0]!.validate('<order/>', { profile: 'xrechnung' })).rejects.toBeInstanceOf(
      NotAnEInvoiceError,
    );
  });

  // In this thread a check keeps the event loop busy throughout (its utilization near 1); with the pool it waits.
  it('leaves the event loop of the caller free while it checks', async () => {
    const xml = sample('01.01a-INVOICE_uncefact.xml');
    await pools[0]!.validate(xml, { profile: 'xrechnung' }); // threads started, rules loaded
    const before = performance.eventLoopUtilization();
    await pools[0]!.validate(xml, { profile: 'xrechnung' });
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
  });

  it('loads the rules into its threads ahead of the first check, which then gives the same verdict', async () => {
    const pool = createRulesPool({ threads: 2 });
    try {
      await pool.warm();
      for (const name of ['01.01a-INVOICE_uncefact.xml', '01.01a-INVOICE_ubl.xml']) {
        const xml = sample(name);
        expect(await pool.validate(xml, { profile: 'xrechnung' })).toEqual(
          await validateEInvoice(xml, { profile: 'xrechnung' }),
        );
      }
    } finally {
      await pool.close();
    }
  });

  it('starts again after close', async () => {
    const pool = createRulesPool({ threads: 1 });
    const xml = sample('01.01a-INVOICE_ubl.xml');
    expect((await pool.validate(xml, { profile: 'xrechnung' })).valid).toBe(true);
    await pool.close();
    expect((await pool.validate(xml, { profile: 'xrechnung' })).valid).toBe(true);
    await pool.close();
  });
});
