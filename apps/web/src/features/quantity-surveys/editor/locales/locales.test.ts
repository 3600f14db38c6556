import { describe, expect, it } from 'vitest';
import shell from '../../../../lib/i18n/locales/de/shell.json';
import de from './de.json';
import en from './en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value == null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('editor strings', () => {
  it('has every German string in English too', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(de).sort());
  });

  it('keeps the texts the brief and the tests rely on', () => {
    expect(de.header.locked).toBe('Freigegeben – gesperrt');
    expect(de.header.transfer).toBe('Mengen ins LV übernehmen');
    expect(de.header.export).toBe('X31 exportieren');
    // The conflict of a line is worded by the shared row-saving alert.
    expect(shell.rowSaving.conflictBy).toBe('Diese Zeile wurde inzwischen von {{name}} geändert.');
  });
});
