import { formatNumber } from '../../../lib/format/format';

const UNITS = ['kB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size the German way, in steps of 1024: "512 B", "1,5 kB", "104,9 MB". Below 1 kB in whole bytes,
 * above with one decimal (never rounded up into "1.024,0 kB": that is shown as the next unit).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${formatNumber(Math.max(0, bytes || 0), 0)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, 1)} ${UNITS[unit]}`;
}
