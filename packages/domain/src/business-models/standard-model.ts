import { DEFAULT_BUSINESS_MODEL_ID } from '../ids.js';
import { BUSINESS_MODEL_GROUP_ORDER, type BusinessModel } from './schemas.js';

/**
 * The standard business model as it starts: the four fixed groups, untitled (the web app shows each
 * group's standard title in the user's language until it is renamed), without process groups.
 */
export function standardBusinessModel(id: string = DEFAULT_BUSINESS_MODEL_ID, updatedAt = 0): BusinessModel {
  return {
    id,
    type: 'standard',
    groups: BUSINESS_MODEL_GROUP_ORDER.map((groupId) => ({ id: groupId, name: '', items: [] })),
    updatedAt,
  };
}

/**
 * Which fixed groups the model lacks and which of its groups are not fixed ones (or repeat one):
 * a model may rename its groups but keeps exactly the four.
 */
export function fixedGroupProblems(groups: readonly { id: string }[]): {
  missing: string[];
  unexpected: number[];
} {
  const seen = new Set<string>();
  const unexpected: number[] = [];
  groups.forEach((group, index) => {
    if (!BUSINESS_MODEL_GROUP_ORDER.includes(group.id) || seen.has(group.id)) unexpected.push(index);
    seen.add(group.id);
  });
  return { missing: BUSINESS_MODEL_GROUP_ORDER.filter((id) => !seen.has(id)), unexpected };
}
