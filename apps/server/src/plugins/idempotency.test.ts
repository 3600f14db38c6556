import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, idempotencyKeys } from '../db/schema';
import { seedTenant, signedInUser, type SignedInUser, type Tenant } from '../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenant: Tenant;
let writes = 0;
let failures = 0;
/** The first request through the gate waits here until the test opens it. */
let gate: { opened: Promise<void>; open: () => void; arrived: Promise<void>; arrive: () => void };

function newGate() {
  let open = () => undefined as void;
  let arrive = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  gate = { opened, open, arrived, arrive };
}

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: async (app) => {
      app.post('/test/writes', { preHandler: app.authenticate }, async (_request, reply) => {
        writes += 1;
        return reply.code(201).send({ write: writes });
      });
      app.post('/test/gated', { preHandler: app.authenticate }, async (_request, reply) => {
        gate.arrive();
        await gate.opened;
        writes += 1;
        return reply.code(201).send({ write: writes });
      });
      app.post('/test/flaky', { preHandler: app.authenticate }, async (_request, reply) => {
        failures += 1;
        if (failures === 1) throw new Error('the database went away');
        return reply.code(201).send({ attempt: failures });
      });
      app.put('/test/bytes', { preHandler: app.authenticate }, async (_request, reply) =>
        reply.type('application/octet-stream').send(Buffer.from([0, 1, 2, 255])),
      );
    },
  });
  tenant = await seedTenant(t);
});

afterAll(async () => {
  await t.close();
});

function post(url: string, as: SignedInUser, body: unknown, key?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...as.headers,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(body),
  });
}

const clientNamed = (name: string) => ({ kind: 'commercial', name });

async function clientsNamed(name: string) {
  return t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, tenant.companyId), eq(clients.name, name)));
}

describe('Idempotency-Key on writes', () => {
  it('makes a client once and gives the first answer to a repeat, marked as replayed', async () => {
    const first = await post('/api/v1/clients', tenant.office, clientNamed('Einmal GmbH'), 'key-client-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const repeat = await post('/api/v1/clients', tenant.office, clientNamed('Einmal GmbH'), 'key-client-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toContain('application/json');
    expect(repeat.json()).toEqual(first.json());
    expect(await clientsNamed('Einmal GmbH')).toHaveLength(1);
  });

  it('without the header, every write is done (as before)', async () => {
    await post('/api/v1/clients', tenant.office, clientNamed('Zweimal GmbH'));
    await post('/api/v1/clients', tenant.office, clientNamed('Zweimal GmbH'));
    expect(await clientsNamed('Zweimal GmbH')).toHaveLength(2);
  });

  it('refuses the same key with another body (422) and stores nothing for it', async () => {
    const first = await post('/api/v1/clients', tenant.office, clientNamed('Erste AG'), 'key-client-2');
    expect(first.statusCode).toBe(201);
    const other = await post('/api/v1/clients', tenant.office, clientNamed('Andere AG'), 'key-client-2');
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({ status: 422, detail: expect.stringContaining('Idempotency-Key') });
    expect(await clientsNamed('Andere AG')).toHaveLength(0);
  });

  it('refuses the same key on another URL (422)', async () => {
    const first = await post('/test/writes', tenant.office, {}, 'key-url');
    expect(first.statusCode).toBe(201);
    const other = await post('/api/v1/clients', tenant.office, clientNamed('Url AG'), 'key-url');
    expect(other.statusCode).toBe(422);
    expect(await clientsNamed('Url AG')).toHaveLength(0);
  });

  it('keeps keys per user: another user with the same key gets their own write, not the first answer', async () => {
    const mine = await post('/api/v1/clients', tenant.office, clientNamed('Meins GmbH'), 'key-shared');
    const theirs = await post('/api/v1/clients', tenant.admin, clientNamed('Meins GmbH'), 'key-shared');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
    // and a user of another company never sees this company's answer
    const stranger = await signedInUser(t, 'office');
    const foreign = await post('/test/writes', stranger, {}, 'key-shared');
    expect(foreign.headers['idempotent-replayed']).toBeUndefined();
    expect(foreign.json()).not.toHaveProperty('id');
  });

  it('answers a malformed key with 400 and does nothing', async () => {
    const before = writes;
    for (const key of ['', 'mit leerzeichen', 'x'.repeat(256), 'umlaut-ä']) {
      const response = await post('/test/writes', tenant.office, {}, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        detail: expect.stringContaining('Idempotency-Key'),
      });
    }
    expect(writes).toBe(before);
  });

  it('two repeats arriving while the first runs wait for its answer: one write, three equal answers', async () => {
    newGate();
    const before = writes;
    const first = post('/test/gated', tenant.office, { n: 1 }, 'key-gated');
    await gate.arrived;
    const repeats = [
      post('/test/gated', tenant.office, { n: 1 }, 'key-gated'),
      post('/test/gated', tenant.office, { n: 1 }, 'key-gated'),
    ];
    // the repeats are waiting on the running first request
    await expect
      .poll(async () => {
        const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-gated'));
        return row?.statusCode;
      })
      .toBeNull();
    gate.open();
    const answers = await Promise.all([first, ...repeats]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { write: before + 1 },
      { write: before + 1 },
      { write: before + 1 },
    ]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(writes).toBe(before + 1);
  });

  it('two first requests at once with the same key make one write', async () => {
    const before = writes;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/test/writes', tenant.fitter, { n: 2 }, 'key-race')),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(writes).toBe(before + 1);
  });

  it('keeps no 5xx answer: the same key may try again and then keeps the success', async () => {
    const failed = await post('/test/flaky', tenant.office, {}, 'key-flaky');
    expect(failed.statusCode).toBe(500);
    const retried = await post('/test/flaky', tenant.office, {}, 'key-flaky');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const repeat = await post('/test/flaky', tenant.office, {}, 'key-flaky');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual({ attempt: 2 });
  });

  it('keeps a 4xx answer of the handler: a repeat gets the same 404', async () => {
    const stranger = await signedInUser(t, 'office');
    const theirs = (await post('/api/v1/clients', stranger, clientNamed('Fremd GmbH'))).json<{
      id: string;
    }>();
    const url = `/api/v1/clients/${theirs.id}`;
    const body = { ...clientNamed('Übernahme'), version: 1 };
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: {
          ...tenant.office.headers,
          'content-type': 'application/json',
          'idempotency-key': 'key-404',
        },
        payload: JSON.stringify(body),
      });
    const first = await send();
    expect(first.statusCode).toBe(404);
    const repeat = await send();
    expect(repeat.statusCode).toBe(404);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toContain('application/problem+json');
    expect(repeat.body).toBe(first.body);
  });

  it('replays a binary answer byte for byte', async () => {
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: '/test/bytes',
        headers: { ...tenant.office.headers, 'idempotency-key': 'key-bytes' },
      });
    const first = await send();
    const repeat = await send();
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.rawPayload.equals(first.rawPayload)).toBe(true);
    expect([...repeat.rawPayload]).toEqual([0, 1, 2, 255]);
  });

  it('ignores the header on requests of no signed-in user (sign-in)', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/authentication/login',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'key-login' },
        payload: JSON.stringify({ userName: tenant.office.userName, password: tenant.office.password }),
      });
    const first = await login();
    const second = await login();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<{ refreshToken: string }>().refreshToken).not.toBe(
      first.json<{ refreshToken: string }>().refreshToken,
    );
  });
});
