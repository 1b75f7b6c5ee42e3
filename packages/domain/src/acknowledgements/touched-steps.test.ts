import { describe, expect, it } from 'vitest';
import { chainOf, sampleVersion } from '../process-models/compare/sample-versions.js';
import type { Step } from '../process-models/schemas.js';
import { confirmationShare } from './acknowledgement-schema.js';
import { actorRolesOf, changedStepIds, revisionDifference, stepsOfRoles } from './touched-steps.js';

const role = (id: string) => ({ id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, name: id });
const actors: Record<string, ReturnType<typeof role>> = { a: role('1'), b: role('2'), c: role('3') };
const withActors = (step: Step): Step => ({ ...step, actor: actors[step.id] ?? step.actor });
const before = sampleVersion(chainOf('s', 'a', 'b', 'c', 'e'), withActors);

describe('the steps a revision touches', () => {
  it('the first revision: every step counts as added, and its actors are touched', () => {
    const difference = revisionDifference(null, before);
    expect(changedStepIds(difference).sort()).toEqual(['a', 'b', 'c', 'e', 's']);
    expect(actorRolesOf([null, before], changedStepIds(difference))).toEqual(
      new Set([actors.a?.id, actors.b?.id, actors.c?.id]),
    );
  });

  it('a renamed step touches its actor only; an actor change touches both actors, in both versions', () => {
    const renamed = sampleVersion(chainOf('s', 'a', 'b', 'c', 'e'), (step) =>
      withActors(step.id === 'b' ? { ...step, name: 'Renamed' } : step),
    );
    expect(changedStepIds(revisionDifference(before, renamed))).toEqual(['b']);
    expect(actorRolesOf([before, renamed], ['b'])).toEqual(new Set([actors.b?.id]));

    const reassigned = sampleVersion(chainOf('s', 'a', 'b', 'c', 'e'), (step) =>
      step.id === 'c' ? { ...withActors(step), actor: actors.a as Step['actor'] } : withActors(step),
    );
    const ids = changedStepIds(revisionDifference(before, reassigned));
    expect(ids).toEqual(['c']);
    expect(actorRolesOf([before, reassigned], ids)).toEqual(new Set([actors.a?.id, actors.c?.id]));
    expect(stepsOfRoles([before, reassigned], ids, new Set([actors.c?.id as string]))).toEqual(['c']);
    expect(stepsOfRoles([before, reassigned], ids, new Set([actors.b?.id as string]))).toEqual([]);
  });

  it('a removed step touches its actor of the version before', () => {
    const removed = sampleVersion(chainOf('s', 'a', 'c', 'e'), withActors);
    const ids = changedStepIds(revisionDifference(before, removed));
    expect(ids).toContain('b');
    expect(actorRolesOf([before, removed], ids).has(actors.b?.id as string)).toBe(true);
  });

  it('the share is confirmed / asked, null when nobody was asked', () => {
    expect(confirmationShare(0, 0)).toBeNull();
    expect(confirmationShare(4, 1)).toBe(0.25);
  });
});
