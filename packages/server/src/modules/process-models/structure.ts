import { type StructureNode, UNKNOWN_PROCESS_ID } from '@stroomlijn/domain';
import { parseContent } from './mapping.js';
import { type ProcessModelsRepository, revisionKey } from './repository.js';

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

interface RevisionGraph {
  name: string;
  subprocesses: { id: string; revision: number }[];
}

/**
 * The tree as revision `revision` of the model recorded it (a published revision is a record): each subprocess step keeps the
 * revision it opened, and that revision's own steps go on from there, each node naming its revision.
 * A subprocess whose model is deleted since (its revisions cannot be read any more) is left out, as in
 * the other trees. Null: no such revision.
 */
export async function revisionStructureTree(
  repository: ProcessModelsRepository,
  rootId: string,
  rootRevision: number,
): Promise<StructureNode | null> {
  const graphs = new Map<string, RevisionGraph | null>();
  async function load(wanted: readonly { id: string; revision: number }[]): Promise<void> {
    const missing = new Map<string, { id: string; revision: number }>();
    for (const key of wanted) {
      const name = revisionKey(key.id, key.revision);
      if (!graphs.has(name)) missing.set(name, key);
    }
    if (missing.size === 0) return;
    const found = await repository.revisionGraphs([...missing.values()]);
    for (const name of missing.keys()) {
      const row = found.get(name);
      if (!row) {
        graphs.set(name, null);
        continue;
      }
      const subprocesses = new Map<string, { id: string; revision: number }>();
      for (const step of parseContent(row.content).steps) {
        const process = step.process;
        if (!process || process.id === UNKNOWN_PROCESS_ID || process.revision < 1) continue;
        subprocesses.set(revisionKey(process.id, process.revision), {
          id: process.id,
          revision: process.revision,
        });
      }
      graphs.set(name, { name: row.name, subprocesses: [...subprocesses.values()] });
    }
  }

  let budget = MAX_STRUCTURE_NODES;
  async function node(
    id: string,
    revision: number,
    path: ReadonlySet<string>,
  ): Promise<StructureNode | null> {
    const key = revisionKey(id, revision);
    const graph = graphs.get(key);
    if (!graph) return null;
    budget -= 1;
    // A revision opens only revisions published before it, so a path cannot repeat; the check guards odd data.
    if (path.has(key) || budget <= 0) return { id, name: graph.name, revision, children: [] };
    const inner = new Set(path).add(key);
    await load(graph.subprocesses);
    const children: StructureNode[] = [];
    for (const sub of graph.subprocesses) {
      const child = await node(sub.id, sub.revision, inner);
      if (child) children.push(child);
    }
    return { id, name: graph.name, revision, children };
  }

  await load([{ id: rootId, revision: rootRevision }]);
  return node(rootId, rootRevision, new Set());
}
