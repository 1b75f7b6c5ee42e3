/**
 * Effective roles: a user holds a role directly, or holds a role of type `roles` when it
 * holds one of the roles inside it, transitively. `containers` maps a role to the roles-type roles
 * that contain it.
 */
export function effectiveRoleIds(
  direct: Iterable<string>,
  containers: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const held = new Set(direct);
  const queue = [...held];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const container of containers.get(next) ?? []) {
      if (!held.has(container)) {
        held.add(container);
        queue.push(container);
      }
    }
  }
  return held;
}
