import {
  addMonths,
  GOVERNANCE_WINDOW_DAYS,
  type GovernanceOverview,
  governanceOverviewSchema,
  NO_ROLE,
  type ProcessModel,
  reviewDate,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { days, republish, setModelColumns, subprocessChain } from '../../../test/governance.js';
import { asUpdate, createModel, publish, publishedModel } from '../../../test/process-models.js';
import { createRole } from '../../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { governanceService } from './service.js';

/**
 * The four lists of the governance overview, each at the edges of the window. The
 * overview is asked at a fixed `NOW`; the models' times are placed around it in the database.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0, 0);
const WINDOW = days(GOVERNANCE_WINDOW_DAYS);

async function overviewAt(now: number): Promise<GovernanceOverview> {
  const overview = await governanceService(t.database.db).overview(now);
  return governanceOverviewSchema.parse(overview);
}

/** The lines of `list` about `models`, in the overview's order. */
function linesOf<L extends { id: string }>(list: readonly L[], models: readonly { id: string }[]): L[] {
  const ids = new Set(models.map((model) => model.id));
  return list.filter((line) => ids.has(line.id));
}

const named = (name: string) => ({ info: { name, description: '' } });

async function remove(id: string): Promise<void> {
  expect((await modeler.delete(`/api/process_model/${id}`)).statusCode).toBe(204);
}

describe('models without owner or manager', () => {
  it('lists live working copies missing either role (a deleted role counts as missing), by name, then id', async () => {
    const [owner, boss, gone] = [await createRole(t), await createRole(t), await createRole(t)];
    const both = await createModel(modeler, { ...named('A both'), owner, manager: boss });
    const noOwner = await createModel(modeler, { ...named('b no owner'), manager: boss });
    const noManager = await publishedModel(modeler, { ...named('C no manager'), owner });
    const neither = await createModel(modeler, named('D neither'));
    const twin = await createModel(modeler, named('D neither'));
    const goneOwner = await createModel(modeler, { ...named('E gone owner'), owner: gone, manager: boss });
    const deleted = await createModel(modeler, named('F deleted'));
    await remove(deleted.id);
    expect((await manager.delete(`/api/role/${gone.id}`)).statusCode).toBe(204);

    const models = [both, noOwner, noManager, neither, twin, goneOwner, deleted];
    const lines = linesOf((await overviewAt(NOW)).withoutOwnerOrManager, models);
    const [first, second] = [neither, twin].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(lines).toEqual([
      { id: noOwner.id, name: 'b no owner', revision: 0, ownerMissing: true, managerMissing: false },
      { id: noManager.id, name: 'C no manager', revision: 1, ownerMissing: false, managerMissing: true },
      { id: first?.id, name: 'D neither', revision: 0, ownerMissing: true, managerMissing: true },
      { id: second?.id, name: 'D neither', revision: 0, ownerMissing: true, managerMissing: true },
      { id: goneOwner.id, name: 'E gone owner', revision: 0, ownerMissing: true, managerMissing: false },
    ]);

    // A role chosen again takes the model off the list.
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${goneOwner.id}/edit`)).json();
    expect(copy.owner).toEqual(NO_ROLE);
    const saved = await modeler.put('/api/process_model', { ...asUpdate(copy), owner });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(linesOf((await overviewAt(NOW)).withoutOwnerOrManager, [goneOwner])).toEqual([]);
  });
});

describe('reviews', () => {
  /** A published model with a 12-month interval whose review date is `date`. */
  async function dueAt(name: string, date: number, months = 12) {
    const model = await publishedModel(modeler, { ...named(name), reviewIntervalMonths: months });
    const publishedAt = addMonths(date, -months);
    expect(reviewDate(publishedAt, months)).toBe(date);
    await setModelColumns(t, model.id, { publishedAt });
    return { ...model, publishedAt };
  }

  it('lists published models whose review is upcoming (from a window before the date), due (from the date) or overdue (a window after it)', async () => {
    const early = await dueAt('a not yet', NOW + WINDOW + 1);
    const upcomingEdge = await dueAt('b upcoming edge', NOW + WINDOW);
    const upcoming = await dueAt('c upcoming', NOW + 1);
    const due = await dueAt('d due', NOW);
    const dueEdge = await dueAt('e due edge', NOW - WINDOW + 1);
    const overdue = await dueAt('f overdue', NOW - WINDOW);
    const longOverdue = await dueAt('g long overdue', NOW - days(400), 1);
    const deleted = await dueAt('h deleted', NOW - WINDOW);
    await remove(deleted.id);
    const noInterval = await publishedModel(modeler, named('i no interval'));
    await setModelColumns(t, noInterval.id, { publishedAt: addMonths(NOW, -120) });
    const unpublished = await createModel(modeler, { ...named('j unpublished'), reviewIntervalMonths: 1 });

    const models = [early, upcomingEdge, upcoming, due, dueEdge, overdue, longOverdue, deleted];
    const lines = linesOf((await overviewAt(NOW)).reviews, [...models, noInterval, unpublished]);
    const line = (model: (typeof models)[number], state: string, months = 12) => ({
      id: model.id,
      name: model.info.name,
      revision: 1,
      publishedAt: model.publishedAt,
      reviewIntervalMonths: months,
      reviewDate: addMonths(model.publishedAt, months),
      state,
    });
    expect(lines).toEqual([
      line(upcomingEdge, 'upcoming'),
      line(upcoming, 'upcoming'),
      line(due, 'due'),
      line(dueEdge, 'due'),
      line(overdue, 'overdue'),
      line(longOverdue, 'overdue', 1),
    ]);
  });

  it('a publish starts the interval again, and a month-end publish is due at the end of a shorter month', async () => {
    const model = await publishedModel(modeler, { ...named('Month end'), reviewIntervalMonths: 1 });
    const publishedAt = Date.UTC(2026, 0, 31, 9);
    await setModelColumns(t, model.id, { publishedAt });
    const february = Date.UTC(2026, 1, 28, 9);
    expect(linesOf((await overviewAt(february - 1)).reviews, [model])).toMatchObject([
      { reviewDate: february, state: 'upcoming' },
    ]);
    expect(linesOf((await overviewAt(february)).reviews, [model])).toMatchObject([{ state: 'due' }]);

    const next = await republish(modeler, model.id, 'Month end');
    const lines = linesOf((await overviewAt(february)).reviews, [model]);
    expect(next.publishedAt).toBeGreaterThan(february);
    expect(lines).toEqual([]);
  });
});

describe('stale working copies', () => {
  it('lists live working copies unpublished for more than the window, with the time the draft began', async () => {
    const stale = await createModel(modeler, named('a stale'));
    const edge = await createModel(modeler, named('b edge'));
    const fresh = await createModel(modeler, named('c fresh'));
    const published = await publishedModel(modeler, named('d published'));
    const deleted = await createModel(modeler, named('e deleted'));
    await setModelColumns(t, stale.id, { draftSince: NOW - WINDOW - 1 });
    await setModelColumns(t, edge.id, { draftSince: NOW - WINDOW });
    await setModelColumns(t, fresh.id, { draftSince: NOW });
    await setModelColumns(t, deleted.id, { draftSince: NOW - days(365) });
    await remove(deleted.id);

    const models = [stale, edge, fresh, published, deleted];
    expect(linesOf((await overviewAt(NOW)).staleWorkingCopies, models)).toEqual([
      { id: stale.id, name: 'a stale', revision: 0, unpublishedSince: NOW - WINDOW - 1 },
    ]);
    expect(linesOf((await overviewAt(NOW + 1)).staleWorkingCopies, models).map((line) => line.id)).toEqual([
      stale.id,
      edge.id,
    ]);
  });

  it('counts from the create and from the first change after a publish, and a publish ends it', async () => {
    const created = await createModel(modeler, named('Counted'));
    const after = (at: number) => overviewAt(at + WINDOW + 1);
    expect(linesOf((await after(created.updatedAt)).staleWorkingCopies, [created])).toEqual([
      { id: created.id, name: 'Counted', revision: 0, unpublishedSince: created.updatedAt },
    ]);
    await publish(modeler, created.id);
    expect(linesOf((await after(created.updatedAt)).staleWorkingCopies, [created])).toEqual([]);
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${created.id}/edit`)).json();
    const saved: ProcessModel = (
      await modeler.put('/api/process_model', { ...asUpdate(copy), ...named('Counted again') })
    ).json();
    expect(linesOf((await after(saved.updatedAt)).staleWorkingCopies, [created])).toEqual([
      { id: created.id, name: 'Counted again', revision: 1, unpublishedSince: saved.updatedAt },
    ]);
    expect(linesOf((await overviewAt(saved.updatedAt + WINDOW)).staleWorkingCopies, [created])).toEqual([]);
  });
});

describe('outdated subprocesses', () => {
  it('lists published models whose latest revision opens a live subprocess at an older revision than its latest', async () => {
    const sub = await publishedModel(modeler, named('Sub one'));
    const other = await publishedModel(modeler, named('Sub two'));
    const unchanged = await publishedModel(modeler, named('Sub unchanged'));
    // Opens each of them at revision 1, `sub` twice.
    const user = await publishedModel(modeler, {
      ...named('b user'),
      steps: subprocessChain([sub.id, other.id, unchanged.id, sub.id]),
    });
    const onlyUnchanged = await publishedModel(modeler, {
      ...named('c unchanged only'),
      steps: subprocessChain([unchanged.id]),
    });
    await republish(modeler, sub.id, 'Sub one renamed');
    await republish(modeler, sub.id, 'Sub one again');
    await republish(modeler, other.id, 'A sub two');
    // Published after those: opens revision 3 of `sub` and 2 of `other`.
    const current = await publishedModel(modeler, {
      ...named('a current'),
      steps: subprocessChain([sub.id, other.id]),
    });
    // A draft opening the latest revision does not count: the latest revision still opens the old one.
    const drafted = await publishedModel(modeler, {
      ...named('d drafted'),
      steps: subprocessChain([other.id]),
    });
    await republish(modeler, other.id, 'A sub two');
    const draftCopy: ProcessModel = (await modeler.get(`/api/process_model/${drafted.id}/edit`)).json();
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(draftCopy),
      steps: subprocessChain([other.id]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deletedUser = await publishedModel(modeler, {
      ...named('e deleted'),
      steps: subprocessChain([sub.id]),
    });
    await republish(modeler, sub.id, 'Sub one again');
    await remove(deletedUser.id);

    const models = [sub, other, unchanged, user, onlyUnchanged, current, drafted, deletedUser];
    const lines = linesOf((await overviewAt(NOW)).outdatedSubprocesses, models);
    expect(lines).toEqual([
      {
        id: current.id,
        name: 'a current',
        revision: 1,
        subprocesses: [
          { id: other.id, name: 'A sub two', usedRevision: 2, latestRevision: 3 },
          { id: sub.id, name: 'Sub one again', usedRevision: 3, latestRevision: 4 },
        ],
      },
      {
        id: user.id,
        name: 'b user',
        revision: 1,
        subprocesses: [
          { id: other.id, name: 'A sub two', usedRevision: 1, latestRevision: 3 },
          { id: sub.id, name: 'Sub one again', usedRevision: 1, latestRevision: 4 },
        ],
      },
      {
        id: drafted.id,
        name: 'd drafted',
        revision: 1,
        subprocesses: [{ id: other.id, name: 'A sub two', usedRevision: 2, latestRevision: 3 }],
      },
    ]);

    // Published again, a user opens the latest revisions and leaves the list.
    await republish(modeler, user.id, 'b user');
    const after = linesOf((await overviewAt(NOW)).outdatedSubprocesses, models);
    expect(after.map((line) => line.id)).toEqual([current.id, drafted.id]);
  });

  it('leaves out a subprocess that is deleted', async () => {
    const sub = await publishedModel(modeler, named('Deleted sub'));
    const user = await publishedModel(modeler, { ...named('Its user'), steps: subprocessChain([sub.id]) });
    await republish(modeler, sub.id, 'Deleted sub');
    expect(linesOf((await overviewAt(NOW)).outdatedSubprocesses, [user])).toHaveLength(1);
    // The API refuses to delete a subprocess that a live published model opens; the list must not rely on it.
    await t.database.db.updateTable('process_model').set({ deleted: 1 }).where('id', '=', sub.id).execute();
    expect(linesOf((await overviewAt(NOW)).outdatedSubprocesses, [user])).toEqual([]);
  });
});
