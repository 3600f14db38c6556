import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import { createTestClock } from '../../test/test-clock';
import { createTestDatabase } from '../../test/test-database';
import { createJobQueue, INTERRUPTED_REASON, type JobContext, type JobQueue } from './job-queue';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await database.db.delete(jobs);
});

/** A promise and its resolver, to let a test step in while a job runs. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Resolves when the job's abort signal fires. */
const aborted = ({ signal: abort }: JobContext) =>
  new Promise<void>((resolve) => abort.addEventListener('abort', () => resolve(), { once: true }));

const statusOf = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('job queue', () => {
  it('runs a queued job with its payload once and marks it done', async () => {
    const queue = createJobQueue({ db: database.db });
    const seen: unknown[] = [];
    queue.register('greet', { run: async (job) => void seen.push(job.payload) });
    const id = await queue.enqueue('greet', { name: 'Erika' });

    expect(await queue.workOnce()).toBe('done');
    expect(await queue.workOnce()).toBe('idle');
    expect(seen).toEqual([{ name: 'Erika' }]);
    const row = await statusOf(id!);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(row?.finishedAt).not.toBeNull();
  });

  it('does not run a job before its time', async () => {
    const clock = createTestClock();
    const queue = createJobQueue({ db: database.db, now: clock.now });
    queue.register('later', { run: async () => {} });
    await queue.enqueue('later', {}, { runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await queue.workOnce()).toBe('idle');
    clock.advanceSeconds(61);
    expect(await queue.workOnce()).toBe('done');
  });

  it('runs each job exactly once when two workers claim at the same time', async () => {
    const runs: { id: string; worker: string }[] = [];
    const workers: JobQueue[] = [];
    for (const name of ['a', 'b']) {
      const worker = createJobQueue({ db: database.db, workerId: `worker-${name}` });
      worker.register('count', {
        run: async (job) => {
          // A round trip to the database while holding the job, so the two workers interleave.
          await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id));
          runs.push({ id: job.id, worker: worker.workerId });
        },
      });
      workers.push(worker);
    }
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) ids.push((await workers[0]!.enqueue('count', { index }))!);

    const [first, second] = await Promise.all(workers.map((worker) => worker.drain()));
    expect([...first!, ...second!].filter((result) => result === 'done')).toHaveLength(30);
    expect(runs.map((run) => run.id).sort()).toEqual([...ids].sort());
    const rows = await database.db.select().from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('runs a job again from the start on a new worker when its worker stopped mid-job (lease ran out)', async () => {
    const clock = createTestClock();
    const started = signal();
    const crashed = createJobQueue({ db: database.db, now: clock.now, leaseMs: 30_000 });
    crashed.register('export', {
      run: async (_job, context) => {
        started.resolve();
        await aborted(context);
      },
    });
    const id = (await crashed.enqueue('export', {}))!;
    const running = crashed.workOnce();
    await started.promise;
    crashed.halt();
    expect(await running).toBe('released');
    expect(await statusOf(id)).toMatchObject({ status: 'running', attempts: 1 });

    const restarted = createJobQueue({ db: database.db, now: clock.now, leaseMs: 30_000 });
    const attempts: number[] = [];
    restarted.register('export', { run: async (job) => void attempts.push(job.attempts) });
    // Within the lease the job still belongs to the stopped worker.
    expect(await restarted.workOnce()).toBe('idle');
    clock.advanceSeconds(31);
    expect(await restarted.workOnce()).toBe('done');
    expect(attempts).toEqual([2]);
    expect(await statusOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job with the reason once interruptions used up its attempts, never leaving it running', async () => {
    const clock = createTestClock();
    const failures: string[] = [];
    const id = (await createJobQueue({ db: database.db }).enqueue('export', {}, { maxAttempts: 1 }))!;
    const first = createJobQueue({ db: database.db, now: clock.now, leaseMs: 10_000 });
    const started = signal();
    first.register('export', {
      run: async (_job, context) => {
        started.resolve();
        await aborted(context);
      },
    });
    const running = first.workOnce();
    await started.promise;
    first.halt();
    await running;

    clock.advanceSeconds(11);
    const second = createJobQueue({ db: database.db, now: clock.now, leaseMs: 10_000 });
    let ran = false;
    second.register('export', {
      run: async () => {
        ran = true;
      },
      onFailed: async (_job, reason) => void failures.push(reason),
    });
    expect(await second.workOnce()).toBe('failed');
    expect(ran).toBe(false);
    expect(failures).toEqual([INTERRUPTED_REASON]);
    expect(await statusOf(id)).toMatchObject({
      status: 'failed',
      lastError: INTERRUPTED_REASON,
      lockedBy: null,
    });
  });

  it('cancels a running job: its signal aborts and it ends cancelled', async () => {
    const queue = createJobQueue({ db: database.db });
    const started = signal();
    queue.register('slow', {
      run: async (_job, context) => {
        started.resolve();
        await aborted(context);
        throw context.signal.reason;
      },
    });
    const id = (await queue.enqueue('slow', {}))!;
    const running = queue.workOnce();
    await started.promise;
    expect(await queue.cancel(id)).toBe(true);
    expect(await running).toBe('cancelled');
    expect(await statusOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await queue.cancel(id)).toBe(false);
  });

  it('aborts a job cancelled by another instance at its next heartbeat', async () => {
    const queue = createJobQueue({ db: database.db, leaseMs: 4000, heartbeatMs: 20 });
    const other = createJobQueue({ db: database.db });
    const started = signal();
    queue.register('slow', {
      run: async (_job, context) => {
        started.resolve();
        await aborted(context);
      },
    });
    const id = (await queue.enqueue('slow', {}))!;
    const running = queue.workOnce();
    await started.promise;
    await other.cancel(id);
    expect(await running).toBe('cancelled');
    expect(await statusOf(id)).toMatchObject({ status: 'cancelled' });
  });

  it('retries a failing job and fails it with its error after the last attempt', async () => {
    const clock = createTestClock();
    const queue = createJobQueue({ db: database.db, now: clock.now });
    const failures: string[] = [];
    queue.register('broken', {
      maxAttempts: 2,
      run: async () => {
        throw new Error('Vorlage fehlt');
      },
      onFailed: async (_job, reason) => void failures.push(reason),
    });
    const id = (await queue.enqueue('broken', {}))!;
    expect(await queue.workOnce()).toBe('retry');
    expect(await statusOf(id)).toMatchObject({ status: 'queued', lastError: 'Vorlage fehlt' });
    expect(await queue.workOnce()).toBe('idle');
    clock.advanceSeconds(6);
    expect(await queue.workOnce()).toBe('failed');
    expect(failures).toEqual(['Vorlage fehlt']);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('hands a running job back to the queue when the worker stops gracefully', async () => {
    const queue = createJobQueue({ db: database.db, pollMs: 10 });
    const started = signal();
    queue.register('long', {
      run: async (_job, context) => {
        started.resolve();
        await aborted(context);
      },
    });
    const id = (await queue.enqueue('long', {}))!;
    await queue.start();
    await started.promise;
    await queue.stop();
    expect(await statusOf(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it('keeps one repeating job for all workers and queues it again after each run', async () => {
    const clock = createTestClock();
    const runs: number[] = [];
    const workers = ['a', 'b'].map(() => {
      const worker = createJobQueue({ db: database.db, now: clock.now, pollMs: 60_000 });
      worker.register('cleanup', { run: async () => void runs.push(1) });
      worker.repeat('cleanup', 3_600_000);
      return worker;
    });
    for (const worker of workers) await worker.schedule();
    expect(await database.db.select().from(jobs).where(eq(jobs.queue, 'cleanup'))).toHaveLength(1);

    expect(await workers[0]!.drain()).toEqual(['done']);
    expect(await workers[1]!.drain()).toEqual([]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.queue, 'cleanup'));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(row?.runAt.toISOString()).toBe(new Date(clock.now().getTime() + 3_600_000).toISOString());
    clock.advanceSeconds(3601);
    expect(await workers[1]!.drain()).toEqual(['done']);
    expect(runs).toHaveLength(2);
  });
});
