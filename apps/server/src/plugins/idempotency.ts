import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpProblem, badRequest, unprocessable } from '../lib/http-problem';
import { authOf } from './auth';

/**
 * `Idempotency-Key` on every write (POST, PUT, PATCH, DELETE) of a signed-in user: the first request with a key
 * runs and its answer is kept (7 days); a repeat with the same key gets that answer again (header
 * `Idempotent-Replayed: true`) and never does the write twice — what a phone's outbox needs when an answer is lost
 * after the server committed. The same key with another request (method, URL, body) is a 422. A repeat that
 * arrives while the first is still running waits for its answer. Answers of 5xx are not kept, so the write may be
 * tried again with the same key. Without the header nothing changes.
 *
 * Multipart uploads are fingerprinted by method and URL only (their body is streamed to the handler, and a browser
 * sends a new boundary each time).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, as the IETF draft's examples (UUIDs, random strings). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** A first request still unanswered after this long died with its server: a repeat may take the key over. */
const ABANDONED_MS = 5 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface IdempotencyOptions {
  db: Database;
  now: () => Date;
  /** How long a repeat waits for the first request's answer before it gets a 409 (default 30 s). */
  waitMs?: number;
}

interface Claim {
  userId: string;
  key: string;
}
const claimKey = Symbol('vendoc.idempotency');
type WithClaim = FastifyRequest & { [claimKey]?: Claim };

const inProgress = () =>
  new HttpProblem({
    status: 409,
    type: 'idempotency-in-progress',
    title: 'Conflict',
    detail: 'A request with this Idempotency-Key is still being processed; repeat it shortly.',
    headers: { 'retry-after': '1' },
  });

function fingerprintOf(request: FastifyRequest): string {
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  const body = multipart ? '' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

function isStream(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'pipe' in payload;
}

export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, { db, now, waitMs = 30_000 }) => {
    let purgedAt = 0;
    const purge = async () => {
      if (now().getTime() - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = now().getTime();
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now().getTime() - KEEP_MS)));
    };

    const where = ({ userId, key }: Claim) =>
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

    /** Inserts the key as running; or takes over one whose first request was abandoned. */
    async function claim(companyId: string, claimed: Claim, fingerprint: string): Promise<boolean> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ companyId, ...claimed, fingerprint, createdAt: now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return true;
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ fingerprint, createdAt: now() })
        .where(
          and(
            where(claimed),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, new Date(now().getTime() - ABANDONED_MS)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return takenOver.length > 0;
    }

    /**
     * The stored answer of the first request, waiting while it runs (status null: still running after `waitMs`);
     * null when there is none any more. Another request's answer is returned at once.
     */
    async function storedAnswer(claimed: Claim, fingerprint: string) {
      const started = Date.now();
      for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
        const [row] = await db.select().from(idempotencyKeys).where(where(claimed));
        if (row === undefined) return null;
        if (row.statusCode !== null || row.fingerprint !== fingerprint) return row;
        if (Date.now() - started > waitMs) return { ...row, statusCode: null };
        await sleep(pause);
      }
    }

    const check: preHandlerAsyncHookHandler = async function (request, reply) {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const auth = authOf(request);
      if (header === undefined || auth === null) return;
      const key = Array.isArray(header) ? (header[0] ?? '') : header;
      if (!KEY_PATTERN.test(key))
        throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
      await purge();
      const claimed = { userId: auth.userId, key };
      const fingerprint = fingerprintOf(request);
      for (;;) {
        if (await claim(auth.companyId, claimed, fingerprint)) {
          (request as WithClaim)[claimKey] = claimed;
          return;
        }
        const answer = await storedAnswer(claimed, fingerprint);
        // purged or given up (5xx) meanwhile: claim it afresh
        if (answer === null) continue;
        if (answer.fingerprint !== fingerprint)
          throw unprocessable(
            'This Idempotency-Key was used for another request; use a new key for a new request.',
          );
        if (answer.statusCode === null) throw inProgress();
        return replay(reply, answer);
      }
    };

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((method) => WRITE_METHODS.has(method))) return;
      // after the route's own preHandlers: the caller is known, and a refused request keeps no answer
      route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), check];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = (request as WithClaim)[claimKey];
      if (claimed === undefined) return payload;
      (request as WithClaim)[claimKey] = undefined;
      try {
        if (reply.statusCode >= 500 || isStream(payload)) {
          await db.delete(idempotencyKeys).where(where(claimed));
          return payload;
        }
        const binary = Buffer.isBuffer(payload);
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: binary ? payload.toString('base64') : typeof payload === 'string' ? payload : null,
            bodyBase64: binary,
            completedAt: now(),
          })
          .where(where(claimed));
      } catch (error) {
        // The write itself is done: its answer goes out; a repeat waits, then may run once more.
        request.log.error({ err: error }, 'the answer of an idempotent request could not be kept');
      }
      return payload;
    });
  },
  { name: 'vendoc-idempotency', dependencies: ['vendoc-auth'] },
);

function replay(
  reply: FastifyReply,
  answer: { statusCode: number | null; contentType: string | null; body: string | null; bodyBase64: boolean },
) {
  reply.code(answer.statusCode ?? 200).header(REPLAYED_HEADER, 'true');
  if (answer.contentType !== null) reply.type(answer.contentType);
  if (answer.body === null) return reply.send();
  return reply.send(answer.bodyBase64 ? Buffer.from(answer.body, 'base64') : answer.body);
}
