/**
 * Median of a non-empty list of numbers.
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * Bytes as kilobytes (1 kB = 1000 bytes) with one decimal.
 * @param {number} bytes
 * @returns {string}
 */
export function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * @param {number} value
 * @param {number} [digits]
 * @returns {number}
 */
export function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * A figure against its baseline of the same run, e.g. "0.25× the baseline".
 * @param {number} value
 * @param {number} baseline
 * @returns {string}
 */
export function ratio(value, baseline) {
  return `${round(value / baseline, 2)}× the baseline`;
}
