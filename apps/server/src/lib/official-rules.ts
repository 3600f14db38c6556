import { createRulesPool } from '@vendoc/einvoice-rules/rules-pool';
import {
  validateEInvoice,
  type ValidationProfile,
  type ValidationResult,
} from '@vendoc/einvoice-rules/validate';

/**
 * The official e-invoice rules (EN 16931, XRechnung; docs/decisions/0021) of one app: they take seconds on a large
 * invoice, so they run in worker threads and the server answers other requests meanwhile. The app decorates itself
 * with them (`app.officialRules`) and ends the threads when it closes; other apps in the process keep theirs.
 */
export interface OfficialRules {
  /** Checks an e-invoice against the official rules (`validateEInvoice`'s verdict). */
  check(xml: string | Uint8Array, profile: ValidationProfile): Promise<ValidationResult>;
  /** Starts the threads and loads the rules into them (after the server listens): the first check does not wait. */
  warm(): Promise<void>;
  /** Ends the threads; a later check starts them again. */
  close(): Promise<void>;
}

/** `workers` threads (VENDOC_RULES_WORKERS), started on first use; 0 checks on the event loop (the bench's baseline). */
export function createOfficialRules(workers: number): OfficialRules {
  if (workers === 0)
    return {
      check: (xml, profile) => validateEInvoice(xml, { profile }),
      warm: async () => {},
      close: async () => {},
    };
  const pool = createRulesPool({ threads: workers });
  return {
    check: (xml, profile) => pool.validate(xml, { profile }),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
