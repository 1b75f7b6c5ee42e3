import { randomUUID } from 'node:crypto';
import type { DashboardLink } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { appendedBy, appendsNone } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const others = useSignedInClient(t, ['ROLE_USER', 'ROLE_USER_MANAGER']);

const newLink = () => ({
  id: randomUUID(),
  host: `portaal-${randomUUID().slice(0, 8)}.example.nl`,
  url: 'https://rapportage.example.nl/stroomlijn',
  kind: 'customer' as const,
});

const body = ({ id, host, url, kind, updatedAt }: DashboardLink) => ({ id, host, url, kind, updatedAt });

describe('the audit trail of dashboard links', () => {
  it('creating, changing and deleting a link each append one entry with the changed fields', async () => {
    const input = newLink();
    let link: DashboardLink | undefined;
    const create = await appendedBy(t.database.db, async () => {
      const answer = await admin.post('/api/dashboard', input);
      expect(answer.statusCode, answer.body).toBe(201);
      link = answer.json();
    });
    expect(create).toMatchObject({
      actor: { kind: 'user', id: admin.id, name: 'Ada Admin' },
      entity: 'dashboard-link',
      entityId: input.id,
      action: 'create',
      change: { before: null, after: { host: input.host, url: input.url, kind: 'customer' } },
    });
    if (!link) throw new Error('not created');

    const update = await appendedBy(t.database.db, async () => {
      const answer = await admin.put('/api/dashboard', { ...body(link as DashboardLink), kind: 'test' });
      expect(answer.statusCode, answer.body).toBe(200);
      link = answer.json();
    });
    expect(update).toMatchObject({ entity: 'dashboard-link', entityId: input.id, action: 'update' });
    expect(update.change.before).toMatchObject({ kind: 'customer' });
    expect(update.change.after).toMatchObject({ kind: 'test' });
    expect(update.change.after).not.toHaveProperty('host');

    const remove = await appendedBy(t.database.db, async () => {
      expect((await admin.delete(`/api/dashboard/${input.id}`)).statusCode).toBe(204);
    });
    expect(remove).toMatchObject({
      entity: 'dashboard-link',
      entityId: input.id,
      action: 'delete',
      change: { before: { host: input.host, kind: 'test' }, after: null },
    });
  });

  it('a refused or failed link write appends nothing', async () => {
    const link = (await admin.post('/api/dashboard', newLink())).json<DashboardLink>();
    await appendsNone(t.database.db, async () => {
      expect((await others.post('/api/dashboard', newLink())).statusCode).toBe(403);
      expect((await others.delete(`/api/dashboard/${link.id}`)).statusCode).toBe(403);
      expect((await admin.post('/api/dashboard', { ...newLink(), host: link.host })).statusCode).toBe(409);
      expect(
        (await admin.post('/api/dashboard', { ...newLink(), url: 'http://plain.example' })).statusCode,
      ).toBe(422);
      const stale = { ...body(link), updatedAt: link.updatedAt - 1 };
      expect((await admin.put('/api/dashboard', stale)).statusCode).toBe(409);
      expect((await admin.delete(`/api/dashboard/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
