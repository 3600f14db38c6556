import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What a handler gets while it runs its job. */
export interface JobContext {
  /** Aborted when the job is cancelled, its lease is lost, or the worker stops: stop at the next check. */
  signal: AbortSignal;
  /** The worker's clock. */
  now: () => Date;
}

export interface JobHandler {
  /** Claims before the job fails instead of running again (a crash mid-job counts as a claim). */
  maxAttempts?: number;
  run(job: JobRow, context: JobContext): Promise<void>;
  /** Called once when the job ends as failed (its error thrown on the last attempt, or its attempts used up). */
  onFailed?(job: JobRow, reason: string): Promise<void>;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job with this key exists: a second enqueue with it is ignored (returns null). */
  singletonKey?: string;
  /** Queued again this many milliseconds after each run instead of ending (housekeeping). */
  repeatMs?: number;
}

export interface JobQueueOptions {
  db: Database;
  now?: () => Date;
  /** How long a claim holds without a heartbeat; past it another worker takes the job over (run again). */
  leaseMs?: number;
  /** How often a running job's lease is renewed and its cancellation checked. */
  heartbeatMs?: number;
  /** How long an idle worker waits before it looks for work again. */
  pollMs?: number;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** Names this worker in `locked_by`. */
  workerId?: string;
  log?: { error(object: object, message: string): void };
}

/** The reason a job gets when its attempts were used up by interruptions (a restart, a crash). */
export const INTERRUPTED_REASON =
  'Der Server wurde während der Arbeit mehrmals beendet; der Auftrag wurde deshalb abgebrochen.';

export type WorkResult = 'idle' | 'done' | 'failed' | 'retry' | 'cancelled' | 'released';

const DEFAULT_MAX_ATTEMPTS = 3;
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * A job queue on the `jobs` table, the same SQL on PostgreSQL and PGlite: a claim is one statement with
 * `FOR UPDATE SKIP LOCKED` (two workers never claim the same job), a running job holds a lease it renews by
 * heartbeat, and a job whose lease ran out (its worker crashed or was stopped hard) is claimed again and run
 * from the start, or failed with INTERRUPTED_REASON once its attempts are used up: never left running.
 */
export function createJobQueue(options: JobQueueOptions) {
  const db = options.db;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1000, Math.floor(leaseMs / 4));
  const pollMs = options.pollMs ?? 2000;
  const concurrency = options.concurrency ?? 2;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const handlers = new Map<string, JobHandler>();
  const repeating: { queue: string; repeatMs: number }[] = [];
  /** The controllers of the jobs this worker runs, by job id. */
  const running = new Map<string, AbortController>();
  const runs = new Set<Promise<unknown>>();
  let loops: Promise<void>[] = [];
  let stopping = false;
  let halted = false;
  let wake: (() => void) | null = null;

  const until = (ms: number) => new Date(now().getTime() + ms);

  function register(queue: string, handler: JobHandler): void {
    handlers.set(queue, handler);
  }

  async function enqueue(
    queue: string,
    payload: object,
    enqueueOptions: EnqueueOptions = {},
    tx: Database = db,
  ): Promise<string | null> {
    const rows = await tx
      .insert(jobs)
      .values({
        queue,
        payload,
        runAt: enqueueOptions.runAt ?? now(),
        maxAttempts: enqueueOptions.maxAttempts ?? handlers.get(queue)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        singletonKey: enqueueOptions.singletonKey ?? null,
        repeatMs: enqueueOptions.repeatMs ?? null,
      })
      .onConflictDoNothing({ target: jobs.singletonKey })
      .returning({ id: jobs.id });
    wake?.();
    return rows[0]?.id ?? null;
  }

  /** A housekeeping job run every `repeatMs` (one for all workers); scheduled when the worker starts. */
  function repeat(queue: string, repeatMs: number): void {
    repeating.push({ queue, repeatMs });
  }

  /** Cancels a queued or running job; a running one is aborted (here at once, on other workers at their next heartbeat). */
  async function cancel(id: string, tx: Database = db): Promise<boolean> {
    const rows = await tx
      .update(jobs)
      .set({ status: 'cancelled', lockedUntil: null, finishedAt: now(), updatedAt: now() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
      .returning({ id: jobs.id });
    running.get(id)?.abort(new JobCancelledError());
    return rows.length > 0;
  }

  async function find(id: string): Promise<JobRow | null> {
    const rows = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * Claims the next due job (of `queues`, or of every registered queue): a queued job whose time has come, or a
   * running one whose lease has run out. One statement; concurrent claims skip each other's rows.
   */
  async function claim(queues: readonly string[]): Promise<{ job: JobRow; interrupted: boolean } | null> {
    if (queues.length === 0) return null;
    const at = now();
    const result = await db.execute(sql`
      with candidate as (
        select id, status as previous from jobs
         where queue in (${sql.join(
           queues.map((queue) => sql`${queue}`),
           sql`, `,
         )})
           and ((status = 'queued' and run_at <= ${at.toISOString()}::timestamptz)
             or (status = 'running' and locked_until < ${at.toISOString()}::timestamptz))
         order by run_at, created_at
         limit 1
         for update skip locked)
      update jobs set status = 'running', attempts = jobs.attempts + 1, locked_by = ${workerId},
             locked_until = ${until(leaseMs).toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
        from candidate
       where jobs.id = candidate.id
      returning jobs.id, candidate.previous`);
    const claimed = rowsOf<{ id: string; previous: string }>(result)[0];
    if (claimed === undefined) return null;
    const job = await find(claimed.id);
    if (job === null) return null;
    return { job, interrupted: claimed.previous === 'running' };
  }

  /** Ends a job this worker holds; false when it no longer holds it (cancelled, or its lease taken over). */
  async function finish(job: JobRow, changes: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, updatedAt: now(), ...changes })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async function fail(job: JobRow, handler: JobHandler | undefined, reason: string): Promise<WorkResult> {
    if (job.repeatMs !== null) {
      // Housekeeping never ends: it runs again at its next time.
      await finish(job, { status: 'queued', attempts: 0, runAt: until(job.repeatMs), lastError: reason });
      return 'retry';
    }
    if (!(await finish(job, { status: 'failed', lastError: reason, finishedAt: now() }))) return 'cancelled';
    await handler?.onFailed?.(job, reason);
    return 'failed';
  }

  /** Claims one due job and runs it to its end; 'idle' when there was none. */
  async function workOnce(only?: readonly string[]): Promise<WorkResult> {
    const claimed = await claim(only ?? [...handlers.keys()]);
    if (claimed === null) return 'idle';
    const { job, interrupted } = claimed;
    const handler = handlers.get(job.queue);
    if (handler === undefined)
      return fail(job, handler, `Kein Bearbeiter für Aufträge der Art ${job.queue}.`);
    if (interrupted && job.attempts > job.maxAttempts) return fail(job, handler, INTERRUPTED_REASON);

    const controller = new AbortController();
    running.set(job.id, controller);
    const heartbeat = setInterval(() => {
      void db
        .update(jobs)
        .set({ lockedUntil: until(leaseMs), updatedAt: now() })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id })
        .then((rows) => {
          // Cancelled elsewhere, or the lease was lost (taken over after a stall): stop working on it.
          if (rows.length === 0) controller.abort(new JobCancelledError());
        })
        .catch(() => {});
    }, heartbeatMs);
    heartbeat.unref();
    try {
      await handler.run(job, { signal: controller.signal, now });
      if (halted) return 'released';
      if (controller.signal.aborted) throw controller.signal.reason;
      if (job.repeatMs !== null) {
        await finish(job, { status: 'queued', attempts: 0, runAt: until(job.repeatMs), lastError: null });
        return 'done';
      }
      return (await finish(job, { status: 'done', finishedAt: now(), lastError: null }))
        ? 'done'
        : 'cancelled';
    } catch (error) {
      if (halted) return 'released';
      if (controller.signal.aborted && controller.signal.reason instanceof WorkerStoppedError) {
        // A graceful stop: back to the queue for the next worker, the claim not counted.
        await finish(job, { status: 'queued', attempts: job.attempts - 1, runAt: now() });
        return 'released';
      }
      if (controller.signal.aborted && controller.signal.reason instanceof JobCancelledError)
        return 'cancelled';
      const reason = error instanceof Error ? error.message : String(error);
      if (job.attempts < job.maxAttempts && job.repeatMs === null) {
        await finish(job, { status: 'queued', runAt: until(5000 * job.attempts), lastError: reason });
        return 'retry';
      }
      return fail(job, handler, reason);
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
    }
  }

  /** Runs due jobs until none is left (tests, and each poll of the worker loop). */
  async function drain(only?: readonly string[]): Promise<WorkResult[]> {
    const results: WorkResult[] = [];
    for (;;) {
      const result = await workOnce(only);
      if (result === 'idle') return results;
      results.push(result);
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let result: WorkResult;
      const run = workOnce().catch((error: unknown) => {
        options.log?.error({ err: error }, 'job queue: a claim or a job failed');
        return 'idle' as const;
      });
      runs.add(run);
      try {
        result = await run;
      } finally {
        runs.delete(run);
      }
      if (result !== 'idle' || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  /** Queues each repeating job unless it exists already (one row for all workers, keyed by its queue). */
  async function schedule(): Promise<void> {
    for (const { queue, repeatMs } of repeating)
      await enqueue(queue, {}, { singletonKey: queue, repeatMs, runAt: now() });
  }

  /** Schedules the repeating jobs and starts `concurrency` loops that claim and run jobs. */
  async function start(): Promise<void> {
    stopping = false;
    halted = false;
    await schedule();
    loops = Array.from({ length: concurrency }, () => loop());
  }

  /** Stops claiming; running jobs are aborted and handed back to the queue (run again by the next worker). */
  async function stop(): Promise<void> {
    stopping = true;
    wake?.();
    for (const controller of running.values()) controller.abort(new WorkerStoppedError());
    await Promise.allSettled([...runs, ...loops]);
    loops = [];
  }

  /**
   * Stops as a crash would: no more claims or heartbeats, and the running jobs' rows stay as they are (running,
   * with a lease that runs out). For tests of the recovery; the handlers are aborted so their promises end.
   */
  function halt(): void {
    halted = true;
    stopping = true;
    wake?.();
    for (const controller of running.values()) controller.abort(new WorkerStoppedError());
  }

  return { workerId, register, repeat, schedule, enqueue, cancel, find, workOnce, drain, start, stop, halt };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** The reason of a job's abort signal when the job was cancelled. */
export class JobCancelledError extends Error {
  override name = 'JobCancelledError';
  constructor() {
    super('Der Auftrag wurde abgebrochen.');
  }
}

/** The reason of a job's abort signal when its worker stops. */
export class WorkerStoppedError extends Error {
  override name = 'WorkerStoppedError';
  constructor() {
    super('Der Server wird beendet.');
  }
}
