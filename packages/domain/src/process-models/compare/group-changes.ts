import { groupOutput } from '../information-groups/group-rules.js';
import type { InformationGroup } from '../information-groups/group-schema.js';
import type { DifferenceItem, GroupSnapshot } from './difference-schema.js';
import type { Versions } from './model-version.js';

/**
 * The changes of information groups, matched by id. A group is the same in both versions when it
 * belongs to the same step there (the editor never moves a group to another step); otherwise it counts
 * as removed from one step and added to the other. The inputs and the output of an added or removed
 * group come with it; they are listed one by one only for a group both versions have.
 */
export function groupChanges(versions: Versions): DifferenceItem[] {
  const { before, after } = versions;
  const same = (a: InformationGroup, b: InformationGroup | undefined): b is InformationGroup =>
    b !== undefined && a.stepId === b.stepId && versions.isCommon(a.stepId);
  const changes: DifferenceItem[] = [];
  for (const a of before.groups.values()) {
    const b = after.groups.get(a.id);
    if (!same(a, b)) {
      const step = versions.reference(a.stepId, 'before');
      changes.push({ kind: 'information-group-removed', step, group: snapshot(a) });
      continue;
    }
    const step = versions.reference(a.stepId, 'after');
    const group = { id: a.id, name: { before: a.name, after: b.name } };
    if (a.name !== b.name || a.description !== b.description) {
      const text = (g: InformationGroup) => ({ name: g.name, description: g.description });
      changes.push({ kind: 'information-group-changed', step, group, before: text(a), after: text(b) });
    }
    const inputsBefore = new Set(a.inputs);
    const inputsAfter = new Set(b.inputs);
    for (const definitionId of inputsBefore)
      if (!inputsAfter.has(definitionId)) changes.push({ kind: 'input-removed', step, group, definitionId });
    for (const definitionId of inputsAfter)
      if (!inputsBefore.has(definitionId)) changes.push({ kind: 'input-added', step, group, definitionId });
    const outputs = { before: groupOutput(a), after: groupOutput(b) };
    if (outputs.before !== outputs.after) {
      if (outputs.before !== null)
        changes.push({ kind: 'output-removed', step, group, definitionId: outputs.before });
      if (outputs.after !== null)
        changes.push({ kind: 'output-added', step, group, definitionId: outputs.after });
    }
  }
  for (const b of after.groups.values()) {
    const a = before.groups.get(b.id);
    if (a === undefined || !same(a, b)) {
      const step = versions.reference(b.stepId, 'after');
      changes.push({ kind: 'information-group-added', step, group: snapshot(b) });
    }
  }
  return changes;
}

function snapshot(group: InformationGroup): GroupSnapshot {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    inputs: [...new Set(group.inputs)],
    output: groupOutput(group),
  };
}
