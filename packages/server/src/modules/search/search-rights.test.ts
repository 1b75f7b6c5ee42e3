import type { SearchAnswer, SystemRole } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type Client, signedInClient } from '../../test/client.js';
import { asUpdate, createModel, publish } from '../../test/process-models.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * Rights before ranking and counting: every signed-in user finds the latest published revisions of live
 * models; only modelers find working copies, and nobody else learns of one from hits or the page count.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const others: Record<string, Client> = {
  'a plain user': useSignedInClient(t),
  'an editor': useSignedInClient(t, ['ROLE_EDITOR']),
  'an administrator': useSignedInClient(t, ['ROLE_ADMIN']),
  'a user manager': useSignedInClient(t, ['ROLE_USER_MANAGER']),
};
const modelers: SystemRole[][] = [['ROLE_MODELER'], ['ROLE_MODELER', 'ROLE_ADMIN']];

async function search(client: Client, q: string): Promise<SearchAnswer> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('who finds what', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=proces' })).statusCode).toBe(401);
  });

  it('finds a working copy never published for modelers only; others get no hit and one empty page', async () => {
    const draft = await createModel(modeler, {
      info: { name: 'Geheimzinnige reorganisatie', description: '' },
    });
    for (const [who, client] of Object.entries(others)) {
      expect(await search(client, 'geheimzinnige'), who).toEqual({ hits: [], totalPages: 1 });
      expect(await search(client, 'reorganisatie'), who).toEqual({ hits: [], totalPages: 1 });
    }
    expect((await search(modeler, 'geheimzinnige')).hits.map((hit) => hit.id)).toContain(draft.id);
  });

  it('gives a plain user no count that reveals working copies: 21 drafts beside one published model', async () => {
    for (let i = 0; i < 21; i++)
      await createModel(modeler, { info: { name: `Boekhoudregel ${i}`, description: '' } });
    const published = await publish(
      modeler,
      (await createModel(modeler, { info: { name: 'Boekhoudregel gepubliceerd', description: '' } })).id,
    );
    for (const [who, client] of Object.entries(others)) {
      const answer = await search(client, 'boekhoudregel');
      expect(answer.totalPages, who).toBe(1);
      expect(
        answer.hits.map((hit) => hit.id),
        who,
      ).toEqual([published.id]);
    }
    expect((await search(modeler, 'boekhoudregel')).totalPages).toBe(2);
  });

  it('shows everyone else the published revision, not the changes saved in the working copy since', async () => {
    const published = await publish(
      modeler,
      (await createModel(modeler, { info: { name: 'Uilenbalans', description: '' } })).id,
    );
    const copy = (await modeler.get(`/api/process_model/${published.id}/edit`)).json();
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      info: { name: 'Valkenbalans', description: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [who, client] of Object.entries(others)) {
      expect(
        (await search(client, 'uilenbalans')).hits.map((hit) => hit.id),
        who,
      ).toEqual([published.id]);
      expect(await search(client, 'valkenbalans'), who).toEqual({ hits: [], totalPages: 1 });
    }
    for (const roles of modelers) {
      const client = await signedInClient(t, roles);
      expect(
        (await search(client, 'valkenbalans')).hits.map((hit) => hit.id),
        roles.join(),
      ).toEqual([published.id]);
    }
  });

  it('finds a model that needs approval for everyone only once a holder of the role approved it', async () => {
    const approver = await signedInClient(t);
    const role = await createRole(t, { name: 'Kwaliteitszorg' });
    await assignRoles(t, approver.id, [role.id]);
    const model = await createModel(modeler, {
      info: { name: 'Reigersvijver onderhoud', description: '' },
      approvalRole: role,
    });
    const submitted = await modeler.post(`/api/process_model/publish/${model.id}`, {});
    expect(submitted.statusCode, submitted.body).toBe(202);
    expect(await search(approver, 'reigersvijver')).toEqual({ hits: [], totalPages: 1 });
    const approved = await approver.post(`/api/process_model/approval/${model.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await search(approver, 'reigersvijver')).hits.map((hit) => hit.id)).toEqual([model.id]);
  });
});
