import { randomUUID } from 'node:crypto';
import { acknowledgementReportSchema, governanceOverviewSchema } from '@stroomlijn/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { holdersOf, publishEdited, renamed } from '../../test/acknowledgements.js';
import { client, signedInClient } from '../../test/client.js';
import { graph, publishedModel } from '../../test/process-models.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** The confirmations of a revision for its model's owner and manager (and administrators), as JSON and CSV. */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);

async function reported() {
  const [actor, owner, manager] = [await createRole(t), await createRole(t), await createRole(t)];
  const readers = await holdersOf(t, actor.id, 3);
  const [ownerHolder] = await holdersOf(t, owner.id);
  const [managerHolder] = await holdersOf(t, manager.id);
  if (!ownerHolder || !managerHolder) throw new Error('no holders');
  const model = await publishedModel(modeler, {
    owner,
    manager,
    steps: graph({ actor }),
    info: { name: 'Inkoop / "bestellen"', description: '' },
  });
  return { model, readers, ownerHolder, managerHolder };
}

describe('GET /api/process_model/revisions/{id}/{revision}/acknowledgements', () => {
  it('answers who was asked, who confirmed and who was replaced, with the share; for owner, manager and administrators', async () => {
    const { model, readers, ownerHolder, managerHolder } = await reported();
    const [first, second] = readers;
    expect((await first?.post(`/api/acknowledgement/${model.id}/1`, {}))?.statusCode).toBe(200);
    const activity = model.steps.find((step) => step.type === 'activity')?.id as string;
    await publishEdited(modeler, model.id, renamed(activity, 'Bestel'));
    expect((await second?.post(`/api/acknowledgement/${model.id}/2`, {}))?.statusCode).toBe(200);

    const url = `/api/process_model/revisions/${model.id}/1/acknowledgements`;
    for (const caller of [ownerHolder, managerHolder, admin]) {
      const response = await caller.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const report = acknowledgementReportSchema.parse(response.json());
      expect(report).toMatchObject({ asked: 5, confirmed: 1, share: 0.2 });
      const byId = new Map(report.people.map((person) => [person.user.id, person]));
      expect(byId.get(first?.id as string)).toMatchObject({ replaced: false, user: { email: first?.email } });
      expect(byId.get(first?.id as string)?.confirmedAt).toEqual(expect.any(Number));
      expect(byId.get(second?.id as string)).toMatchObject({ confirmedAt: null, replaced: true });
    }
    const latest = acknowledgementReportSchema.parse(
      (await ownerHolder.get(`/api/process_model/revisions/${model.id}/2/acknowledgements`)).json(),
    );
    // Revision 2 asks all five again, the one who confirmed revision 1 too.
    expect(latest).toMatchObject({ asked: 5, confirmed: 1, share: 0.2 });
  });

  it('403 for everyone else (a reader asked, a modeler); 404 for an unknown revision or model; 401 signed out', async () => {
    const { model, readers } = await reported();
    const url = `/api/process_model/revisions/${model.id}/1/acknowledgements`;
    for (const caller of [
      readers[0],
      modeler,
      await signedInClient(t, ['ROLE_USER_MANAGER', 'ROLE_EDITOR']),
    ]) {
      for (const path of [url, `${url}.csv`]) {
        const refused = await caller?.get(path);
        expect(refused?.statusCode).toBe(403);
        expect(refused?.json().messageKey).toBe('not-allowed');
      }
    }
    for (const path of [
      `/api/process_model/revisions/${model.id}/2/acknowledgements`,
      `/api/process_model/revisions/${randomUUID()}/1/acknowledgements.csv`,
    ]) {
      const missing = await admin.get(path);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().messageKey).toBe('not-found');
    }
    expect((await client(t.app).get(url)).statusCode).toBe(401);
  });

  it('as CSV: an attachment named after the model and revision, a header row, one row per person', async () => {
    const { model, readers, ownerHolder } = await reported();
    await readers[2]?.post(`/api/acknowledgement/${model.id}/1`, {});
    const response = await ownerHolder.get(`/api/process_model/revisions/${model.id}/1/acknowledgements.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Inkoop bestellen revision 1 confirmations.csv"; filename*=UTF-8''Inkoop%20bestellen%20revision%201%20confirmations.csv`,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['name', 'email', 'confirmedAt', 'replaced']);
    expect(rows).toHaveLength(5);
    const confirmed = rows.find((row) => row.email === readers[2]?.email);
    expect(confirmed?.confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(confirmed?.replaced).toBe('false');
    expect(rows.filter((row) => row.confirmedAt === '')).toHaveLength(4);
  });
});

describe('the governance overview', () => {
  it('gains the confirmation share of each published model’s latest revision (null when nobody was asked)', async () => {
    const { model, readers } = await reported();
    await readers[0]?.post(`/api/acknowledgement/${model.id}/1`, {});
    const unasked = await publishedModel(modeler);
    const overview = governanceOverviewSchema.parse(
      (await modeler.get('/api/process_model/governance')).json(),
    );
    const lines = new Map(overview.confirmations.map((line) => [line.id, line]));
    expect(lines.get(model.id)).toEqual({
      id: model.id,
      name: model.info.name,
      revision: 1,
      asked: 5,
      confirmed: 1,
      share: 0.2,
    });
    expect(lines.get(unasked.id)).toMatchObject({ asked: 0, confirmed: 0, share: null });
  });
});
