import { randomUUID } from 'node:crypto';
import type { AuditPage, User } from '@stroomlijn/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { recordAudit } from './record-audit.js';
import { applyRetention } from './retention.js';
import { verifyChain } from './verify-chain.js';

const t = useTestApp();
const admin = useSignedInClient(t, ['ROLE_ADMIN', 'ROLE_USER_MANAGER'], {
  firstName: 'Ada',
  lastName: 'Audit',
});
const plain = useSignedInClient(t, ['ROLE_USER']);

const newUser = (email: string) => ({
  id: randomUUID(),
  email,
  firstName: 'Jan',
  preposition: 'de',
  lastName: 'Vries',
  personnelNumber: '',
});

async function auditPage(query = ''): Promise<AuditPage> {
  const response = await admin.get(`/api/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the audit trail', () => {
  it('records a write through the API with who, from where, what and the changed fields, in a chain that checks', async () => {
    const created = await admin.post('/api/user', newUser(`jan-${randomUUID()}@audit.test`));
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<User>();
    const updated = await admin.put('/api/user', { ...user, firstName: 'Johan' });
    expect(updated.statusCode, updated.body).toBe(200);

    const { entries } = await auditPage(`?entity=user&entityId=${user.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [update, create] = entries;
    expect(update).toMatchObject({
      actor: { kind: 'user', id: admin.id, name: 'Ada Audit' },
      address: '127.0.0.1',
      entity: 'user',
      entityId: user.id,
      change: { before: { firstName: 'Jan' }, after: { firstName: 'Johan' } },
    });
    expect(update?.requestId).not.toBe('');
    expect(update?.change.before).not.toHaveProperty('lastName');
    expect(create?.change).toMatchObject({ before: null, after: { email: user.email, lastName: 'Vries' } });
    expect(await verifyChain(t.database.db)).toEqual({ entries: expect.any(Number), broken: null });
  });

  it('never writes a password: the entry says that it changed', async () => {
    const user = (await admin.post('/api/user', newUser(`pw-${randomUUID()}@audit.test`))).json<User>();
    const changed = await admin.post('/api/user/change_password', {
      id: user.id,
      password: 'een lang en sterk wachtwoord 93',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const { entries } = await auditPage(`?entity=user&entityId=${user.id}&action=update`);
    expect(entries[0]?.change).toEqual({ before: null, after: { password: '[redacted]' } });
    const raw = await t.database.db.selectFrom('audit_entry').select('change').execute();
    expect(raw.some((row) => row.change.includes('een lang en sterk'))).toBe(false);
  });

  it('writes the entry in the transaction of its change: a rolled back change leaves none', async () => {
    const before = await t.database.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          entity: 'role',
          entityId: randomUUID(),
          action: 'create',
          after: { name: 'Weg' },
        });
        throw new Error('the write fails after its entry');
      }),
    ).rejects.toThrow('the write fails after its entry');
    const after = await t.database.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
    await expect(
      recordAudit(t.database.db, { entity: 'role', entityId: 'x', action: 'create' }),
    ).rejects.toThrow(/transaction/);
  });

  it('is tamper-evident: an entry changed in the database breaks the chain there', async () => {
    await admin.post('/api/user', newUser(`tamper-${randomUUID()}@audit.test`));
    const intact = await verifyChain(t.database.db);
    expect(intact.broken).toBeNull();
    const victim = Math.max(1, intact.entries - 1);
    const { db } = t.database;
    const original = await db
      .selectFrom('audit_entry')
      .selectAll()
      .where('seq', '=', victim)
      .executeTakeFirstOrThrow();
    await db.updateTable('audit_entry').set({ action: 'delete' }).where('seq', '=', victim).execute();
    expect((await verifyChain(db)).broken).toEqual({ seq: victim, reason: 'hash' });
    await db
      .updateTable('audit_entry')
      .set({ action: original.action, change: '{"before":null,"after":{}}' })
      .where('seq', '=', victim)
      .execute();
    expect((await verifyChain(db)).broken).toEqual({ seq: victim, reason: 'personal-hash' });
    await db.updateTable('audit_entry').set({ change: original.change }).where('seq', '=', victim).execute();
    expect((await verifyChain(db)).broken).toBeNull();
  });

  it('is tamper-evident at its end too: the chain’s head names the last entry, so a removed last entry is found', async () => {
    await admin.post('/api/user', newUser(`tail-${randomUUID()}@audit.test`));
    const { db } = t.database;
    const last = await db
      .selectFrom('audit_entry')
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const head = await db.selectFrom('audit_head').selectAll().executeTakeFirstOrThrow();
    expect({ seq: Number(head.seq), hash: head.hash, at: Number(head.at) }).toEqual({
      seq: Number(last.seq),
      hash: last.hash,
      at: Number(last.at),
    });
    await db.deleteFrom('audit_entry').where('seq', '=', last.seq).execute();
    expect((await verifyChain(db)).broken).toEqual({ seq: Number(last.seq), reason: 'head' });
    await db.insertInto('audit_entry').values(last).execute();
    expect((await verifyChain(db)).broken).toBeNull();
  });

  it('is read by administrators only, filtered and paged; no route changes or deletes an entry', async () => {
    expect((await plain.get('/api/audit')).statusCode).toBe(403);
    expect((await plain.get('/api/audit/export.csv')).statusCode).toBe(403);
    expect((await admin.get('/api/audit?page=0')).statusCode).toBe(422);
    expect((await admin.get('/api/audit?entity=unicorn')).statusCode).toBe(422);
    const all = await auditPage();
    expect(all.totalPages).toBeGreaterThanOrEqual(1);
    expect(all.more).toBe(false);
    const mine = await auditPage(`?person=${admin.id}`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((entry) => entry.actor.id === admin.id)).toBe(true);
    const none = await auditPage(`?from=${Date.now() + 60_000}`);
    expect(none).toEqual({ entries: [], totalPages: 0, more: false });
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const)
      expect(
        (await t.app.inject({ method, url: '/api/audit', headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(404);
  });

  it('finds the entries of a period (from inclusive, to exclusive); times never fall behind the entry before', async () => {
    const before = Date.now();
    const user = (await admin.post('/api/user', newUser(`period-${randomUUID()}@audit.test`))).json<User>();
    await admin.put('/api/user', { ...user, firstName: 'Periode' });
    const after = Date.now() + 1;
    const inside = await auditPage(`?entity=user&entityId=${user.id}&from=${before}&to=${after}`);
    expect(inside.entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect((await auditPage(`?entity=user&entityId=${user.id}&to=${before}`)).entries).toEqual([]);
    expect((await auditPage(`?from=${after}&to=${before}`)).entries).toEqual([]);
    const times = await t.database.db
      .selectFrom('audit_entry')
      .select(['seq', 'at'])
      .orderBy('seq')
      .execute();
    expect(times.every((row, index) => index === 0 || Number(row.at) >= Number(times[index - 1]?.at))).toBe(
      true,
    );
  });

  it('finds the entries about a person: those they made and those about them', async () => {
    const user = (await admin.post('/api/user', newUser(`about-${randomUUID()}@audit.test`))).json<User>();
    const { entries } = await auditPage(`?person=${user.id}`);
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action])).toEqual([
      ['user', user.id, 'create'],
    ]);
  });

  it('exports the filtered entries as CSV, oldest first', async () => {
    const user = (await admin.post('/api/user', newUser(`csv-${randomUUID()}@audit.test`))).json<User>();
    await admin.put('/api/user', { ...user, lastName: 'Dijk' });
    const response = await admin.get(`/api/audit/export.csv?entity=user&entityId=${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,time,actorKind,actorId,actorName,address,requestId,entity,entityId,action,before,after,hash',
    );
    expect(lines.slice(1).map((line) => line.split(',')[9])).toEqual(['create', 'update']);
  });

  it('keeps entries for the retention: older whole days go, the chain still checks and says so', async () => {
    const { db } = t.database;
    const last = Number(
      (await db.selectFrom('audit_entry').select(sql<string>`max(seq)`.as('seq')).executeTakeFirstOrThrow())
        .seq,
    );
    const now = Date.UTC(2033, 5, 15, 12);
    // Every entry so far lies before the cutoff of seven years after 2033-06-15 minus seven years: none yet.
    expect(await applyRetention(db, 7, Date.UTC(2026, 0, 1))).toBe(0);
    expect(await applyRetention(db, 7, now + 7 * 366 * 24 * 3600 * 1000)).toBe(last);
    const check = await verifyChain(db);
    expect(check.broken).toBeNull();
    const { entries } = await auditPage('?action=retention');
    expect(entries[0]).toMatchObject({
      actor: { kind: 'system' },
      entity: 'audit',
      change: { after: { removed: last } },
    });
    expect((await auditPage()).totalPages).toBe(1);
  });
});

describe('the audit trail under concurrent writes', () => {
  it('checks as intact while writes append to it, their entries included', async () => {
    const appends = () =>
      Array.from({ length: 30 }, (_, index) =>
        t.database.db
          .transaction()
          .execute((trx) =>
            recordAudit(trx, { entity: 'role', entityId: `during-${index}`, action: 'create' }),
          ),
      );
    const before = (await verifyChain(t.database.db)).entries;
    const [check] = await Promise.all([verifyChain(t.database.db), ...appends()]);
    expect(check.broken).toBeNull();
    expect(check.entries).toBeGreaterThanOrEqual(before);
    expect(await verifyChain(t.database.db)).toEqual({ entries: before + 30, broken: null });
  });

  it('stays one chain when many writes append at once (PostgreSQL: several connections)', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.database.db.transaction().execute((trx) =>
          recordAudit(trx, {
            entity: 'role',
            entityId: `parallel-${index}`,
            action: 'create',
            after: { index },
          }),
        ),
      ),
    );
    const check = await verifyChain(t.database.db);
    expect(check.broken).toBeNull();
    const seqs = await t.database.db.selectFrom('audit_entry').select('seq').orderBy('seq').execute();
    const numbers = seqs.map((row) => Number(row.seq));
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
  });
});
