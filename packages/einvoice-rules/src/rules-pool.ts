import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { StagesTask, WarmTask } from './rules-worker';
import {
  combineStages,
  stagesOf,
  type RuleStage,
  type StageOutcome,
  type ValidationProfile,
  type ValidationResult,
} from './validate';
import { detectSyntax } from './xml-input';

/** Checks e-invoices in worker threads: `validateEInvoice`'s verdicts without blocking the caller's thread. */
export interface RulesPool {
  /** As `validateEInvoice` (same verdict, NotAnEInvoiceError thrown here), its stages run side by side. */
  validate(xml: string | Uint8Array, options: { profile: ValidationProfile }): Promise<ValidationResult>;
  /** Starts the threads and loads the rules into each, so that the first check runs at full speed. */
  warm(): Promise<void>;
  /** Ends the threads; a later `validate` starts them again. */
  close(): Promise<void>;
}

// The built server (esbuild) bundles the worker beside its main file; from source (tsx, vitest) the thread loads
// the TypeScript through tsx, as the server's dev mode does.
function workerEntry(): { filename: string; execArgv: string[] } {
  const bundled = new URL('./einvoice-rules-worker.js', import.meta.url);
  if (bundled.protocol === 'file:' && existsSync(fileURLToPath(bundled))) {
    return { filename: bundled.href, execArgv: [] };
  }
  return { filename: new URL('./rules-worker-source.mjs', import.meta.url).href, execArgv: [] };
}

// The heaviest stage first: with n threads the n-1 heaviest run alone and the rest share one parse of the XML.
const byCost: RuleStage[] = ['en16931', 'xrechnung', 'schema'];

function groupStages(stages: RuleStage[], threads: number): RuleStage[][] {
  const sorted = byCost.filter((stage) => stages.includes(stage));
  const alone = sorted.slice(0, Math.max(0, threads - 1)).map((stage) => [stage]);
  const rest = sorted.slice(alone.length);
  return rest.length === 0 ? alone : [...alone, rest];
}

/**
 * A pool of `threads` worker threads for the official rules, started on the first check (each thread loads the
 * compiled rules once, on its first check of them). The schema and each rule set of a check run as separate tasks.
 */
export function createRulesPool({ threads }: { threads: number }): RulesPool {
  let pool: Tinypool | undefined;
  const started = () => {
    pool ??= new Tinypool({ ...workerEntry(), minThreads: threads, maxThreads: threads });
    return pool;
  };
  return {
    async validate(xml, { profile }) {
      const syntax = detectSyntax(
        typeof xml === 'string' ? new TextEncoder().encode(xml.slice(0, 4000)) : xml,
      );
      const running = started();
      const outcomes = await Promise.all(
        groupStages(stagesOf(syntax, profile), threads).map(
          (stages) => running.run({ stages, xml, syntax } satisfies StagesTask) as Promise<StageOutcome[]>,
        ),
      );
      return combineStages(syntax, outcomes.flat());
    },
    async warm() {
      const running = started();
      // one task per thread: a busy thread is not given a second one while another is idle
      await Promise.all(
        Array.from({ length: threads }, () => running.run({ warm: true } satisfies WarmTask)),
      );
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}
