import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProcessModel } from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Client, client, signedInClient } from '../../../test/client.js';
import {
  asUpdate,
  bigGraph,
  createModel,
  graph,
  publish,
  publishedModel,
} from '../../../test/process-models.js';
import { createRole } from '../../../test/test-app.js';
import { twoInstances } from '../../../test/two-instances.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

/**
 * The big model reads (`GET /{id}`, `/{id}/edit`, `/revisions/{id}/{revision}`) are
 * served as kept answers with an ETag, 304 on If-None-Match and compressed forms made once; never stale.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);

const urls = (id: string) => ({
  latest: `/api/process_model/${id}`,
  edit: `/api/process_model/${id}/edit`,
  revision: `/api/process_model/revisions/${id}/1`,
});

function get(caller: Client, url: string, headers: Record<string, string> = {}) {
  return caller.inject({ method: 'GET', url, headers });
}

function etagOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const etag = response.headers.etag;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}(-gzip|-br)?"$/);
  return etag as string;
}

/** A published model (revision 1) with a working copy saved since. */
async function modelWithDraft(size = 60) {
  const role = await createRole(t, { name: `Clerk ${randomUUID().slice(0, 8)}` });
  const model = await publishedModel(modeler, { steps: bigGraph(size, { actors: [role] }) });
  const saved = await modeler.put('/api/process_model', {
    ...asUpdate(model),
    info: { name: 'Draft', description: '' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: model.id, role, draft: saved.json() as ProcessModel };
}

describe('ETag and 304 on the model reads', () => {
  it('each read has a strong ETag, the same on every read, private no-cache, 304 without a body on If-None-Match and 200 when it differs', async () => {
    const { id } = await modelWithDraft();
    for (const url of Object.values(urls(id))) {
      const first = await get(modeler, url);
      const etag = etagOf(first);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      expect(first.headers.vary, url).toMatch(/accept-encoding/i);
      const second = await get(modeler, url);
      expect(etagOf(second), url).toBe(etag);
      expect(second.body).toBe(first.body);

      const unchanged = await get(modeler, url, { 'if-none-match': etag });
      expect(unchanged.statusCode, url).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe('private, no-cache');
      const listed = await get(modeler, url, { 'if-none-match': `"other", W/${etag}` });
      expect(listed.statusCode, url).toBe(304);

      const other = await get(modeler, url, { 'if-none-match': '"not-this-one"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.body).toBe(first.body);
    }
    // The three answers differ, and so do their tags.
    const tags = await Promise.all(
      Object.values(urls(id)).map(async (url) => etagOf(await get(modeler, url))),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('gzip and br answers decode to the same JSON, each form with its own ETag; a tag of any form gives 304', async () => {
    const { id } = await modelWithDraft(1000);
    for (const url of Object.values(urls(id))) {
      const plain = await get(modeler, url);
      const plainTag = etagOf(plain);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const gzip = await get(modeler, url, { 'accept-encoding': 'gzip, deflate' });
      const br = await get(modeler, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      const tags = [plainTag, etagOf(gzip), etagOf(br)];
      expect(new Set(tags).size).toBe(3);
      // The same bytes again, compressed once.
      const again = await get(modeler, url, { 'accept-encoding': 'br' });
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
      for (const tag of tags) {
        const revalidated = await get(modeler, url, { 'accept-encoding': 'br', 'if-none-match': tag });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.headers.etag).toBe(tags[2]);
      }
      // Refused codings are not sent; a deflate-only client gets the plain answer.
      for (const header of ['br;q=0, gzip;q=0', 'deflate', 'identity']) {
        const refused = await get(modeler, url, { 'accept-encoding': header });
        expect(refused.headers['content-encoding'], header).toBeUndefined();
        expect(refused.body, header).toBe(plain.body);
      }
      const gzipOnly = await get(modeler, url, { 'accept-encoding': 'br;q=0, *' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    }
  });
});

describe('the kept answers are never stale', () => {
  it('a save changes the working copy ETag and the next read is fresh; the published reads keep theirs', async () => {
    const { id, draft } = await modelWithDraft();
    const before = Object.fromEntries(
      await Promise.all(
        Object.entries(urls(id)).map(async ([key, url]) => [key, etagOf(await get(modeler, url))]),
      ),
    );
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(draft),
      info: { name: 'Saved again', description: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edit = await get(modeler, urls(id).edit, { 'if-none-match': before.edit as string });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual(saved.json());
    expect(etagOf(edit)).not.toBe(before.edit);
    for (const key of ['latest', 'revision'] as const) {
      expect((await get(modeler, urls(id)[key], { 'if-none-match': before[key] as string })).statusCode).toBe(
        304,
      );
    }
  });

  it('a publish changes GET /{id} (and the working copy: no draft left); revision 1 stays as it was', async () => {
    const { id } = await modelWithDraft();
    const latest = await get(staff, urls(id).latest);
    const edit = await get(modeler, urls(id).edit);
    const revision = await get(staff, urls(id).revision);
    expect(latest.json().info.name).not.toBe('Draft');
    const second = await publish(modeler, id);
    const now = await get(staff, urls(id).latest, { 'if-none-match': etagOf(latest) });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual(second);
    expect(now.json()).toMatchObject({ revision: 2, info: { name: 'Draft' } });
    const copy = await get(modeler, urls(id).edit, { 'if-none-match': etagOf(edit) });
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({ revision: 2, unpublishedDraftAvailable: false });
    expect((await get(staff, urls(id).revision, { 'if-none-match': etagOf(revision) })).statusCode).toBe(304);
  });

  it('a role renamed or deleted after the read shows in the next working copy read', async () => {
    const { id, role } = await modelWithDraft();
    const first = await get(modeler, urls(id).edit);
    const names = (response: LightMyRequestResponse) => {
      const answer = response.json();
      const model: ProcessModel = 'model' in answer ? answer.model : answer;
      return new Set(model.steps.map((step) => step.actor.name));
    };
    expect(names(first)).toContain(role.name);
    const newName = `Senior ${role.name}`;
    await t.database.db.updateTable('role').set({ name: newName }).where('id', '=', role.id).execute();
    const renamed = await get(modeler, urls(id).edit, { 'if-none-match': etagOf(first) });
    expect(renamed.statusCode).toBe(200);
    expect(names(renamed)).toContain(newName);
    expect(names(renamed)).not.toContain(role.name);
    await t.database.db.updateTable('role').set({ deleted: 1 }).where('id', '=', role.id).execute();
    expect(names(await get(modeler, urls(id).edit))).toEqual(new Set(['']));
    // The published revision keeps the names it was published with.
    expect(names(await get(staff, urls(id).revision))).toContain(role.name);
  });

  it('a deleted model is not served from the cache: 404 not-found for every read, If-None-Match or not', async () => {
    const { id } = await modelWithDraft();
    const tags = new Map<string, string>();
    for (const url of Object.values(urls(id))) tags.set(url, etagOf(await get(modeler, url)));
    expect((await modeler.delete(`/api/process_model/${id}`)).statusCode).toBe(204);
    for (const [url, etag] of tags) {
      const variants: Record<string, string>[] = [{}, { 'if-none-match': etag }, { 'accept-encoding': 'br' }];
      for (const headers of variants) {
        const response = await get(modeler, url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().messageKey).toBe('not-found');
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('refused callers are still refused when the answer is kept: 403 for a non-modeler on /edit, 401 without a session', async () => {
    const { id } = await modelWithDraft();
    const etags = new Map<string, string>();
    for (const url of Object.values(urls(id))) etags.set(url, etagOf(await get(modeler, url)));
    const refused = await get(staff, urls(id).edit, { 'if-none-match': etags.get(urls(id).edit) as string });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('not-allowed');
    for (const [url, etag] of etags) {
      const anonymous = await get(client(t.app), url, { 'if-none-match': etag });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const unpublished = await createModel(modeler, { steps: graph() });
    expect((await get(staff, urls(unpublished.id).latest)).statusCode).toBe(404);
    expect((await get(staff, urls(unpublished.id).revision)).statusCode).toBe(404);
  });
});

describe('two instances on one database', () => {
  it('a save, a publish and a delete made through one instance show on the next read from the other', async () => {
    const { apps, close } = await twoInstances();
    try {
      const [a, b] = apps;
      const onA = await signedInClient(a, ['ROLE_MODELER']);
      const onB = client(b.app, onA.cookie);
      const model = await publishedModel(onA, { steps: bigGraph(200) });
      const u = urls(model.id);
      const edit = await get(onB, u.edit);
      const latest = await get(onB, u.latest);
      expect(edit.json()).toEqual((await get(onA, u.edit)).json());

      const saved = await onA.put('/api/process_model', {
        ...asUpdate(edit.json()),
        info: { name: 'Via A', description: '' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const fresh = await get(onB, u.edit, { 'if-none-match': etagOf(edit) });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual(saved.json());

      await publish(onA, model.id);
      const published = await get(onB, u.latest, { 'if-none-match': etagOf(latest) });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ revision: 2, info: { name: 'Via A' } });

      expect((await onA.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
      for (const url of Object.values(u)) expect((await get(onB, url)).statusCode, url).toBe(404);
    } finally {
      await close();
    }
  });
});
