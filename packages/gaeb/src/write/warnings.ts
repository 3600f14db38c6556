import type { GaebWarning } from '../errors';

/** Collects writer warnings; the same message is reported once with a count ("… (12 times)"). */
export class WarningCollector {
  private readonly counts = new Map<string, { warning: GaebWarning; count: number }>();

  add(message: string, element?: string): void {
    const key = `${element ?? ''}\u0000${message}`;
    const seen = this.counts.get(key);
    if (seen) seen.count++;
    else
      this.counts.set(key, { warning: element === undefined ? { message } : { message, element }, count: 1 });
  }

  list(): GaebWarning[] {
    return [...this.counts.values()].map(({ warning, count }) =>
      count === 1 ? warning : { ...warning, message: `${warning.message} (${count} times)` },
    );
  }
}
