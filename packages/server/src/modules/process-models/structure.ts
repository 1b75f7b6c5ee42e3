import { type StructureNode, UNKNOWN_PROCESS_ID } from '@stroomlijn/domain';
import { parseContent } from './mapping.js';
import type { ProcessModelsRepository } from './repository.js';

/** A tree larger than this is cut off (its further nodes are not expanded): models sharing subprocesses can multiply. */
export const MAX_STRUCTURE_NODES = 2000;

interface Graph {
  name: string;
  subprocessIds: string[];
}

/**
 * The model and its subprocesses as a tree, read from working copies or from latest revisions. A model
 * that appears again on its own path is shown but not expanded (models may use each other); subprocesses
 * that are gone (deleted, or not published in the published tree) are left out. Null: no such root.
 */
export async function structureTree(
  repository: ProcessModelsRepository,
  rootId: string,
  published: boolean,
): Promise<StructureNode | null> {
  const graphs = new Map<string, Graph | null>();
  async function load(ids: readonly string[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !graphs.has(id));
    if (missing.length === 0) return;
    const found = await repository.graphs(missing, published);
    for (const id of missing) {
      const row = found.get(id);
      if (!row) {
        graphs.set(id, null);
        continue;
      }
      const subprocessIds = parseContent(row.content)
        .steps.map((step) => step.process?.id)
        .filter((id): id is string => id !== undefined && id !== UNKNOWN_PROCESS_ID);
      graphs.set(id, { name: row.name, subprocessIds: [...new Set(subprocessIds)] });
    }
  }

  let budget = MAX_STRUCTURE_NODES;
  async function node(id: string, path: ReadonlySet<string>): Promise<StructureNode | null> {
    const graph = graphs.get(id);
    if (!graph) return null;
    budget -= 1;
    if (path.has(id) || budget <= 0) return { id, name: graph.name, children: [] };
    const inner = new Set(path).add(id);
    await load(graph.subprocessIds);
    const children: StructureNode[] = [];
    for (const childId of graph.subprocessIds) {
      const child = await node(childId, inner);
      if (child) children.push(child);
    }
    return { id, name: graph.name, children };
  }

  await load([rootId]);
  return node(rootId, new Set());
}
