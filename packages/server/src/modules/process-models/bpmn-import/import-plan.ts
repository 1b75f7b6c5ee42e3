import { randomUUID } from 'node:crypto';
import {
  type BpmnImportLane,
  type BpmnImportModel,
  type BpmnImportPreview,
  type BpmnImportReportItem,
  NO_PROCESS,
  NO_ROLE,
  type RoleRef,
  type Step,
} from '@stroomlijn/domain';
import { type ConvertedFile, matchKey } from './convert-file.js';
import type { ConvertedModel, SubprocessLink } from './convert-process.js';

/** What an import reads from the database: the live roles and models it may name. */
export interface ImportLookups {
  roles: { id: string; name: string }[];
  models: { id: string; name: string; revision: number }[];
}

/** A model the plan creates: its new id and its content with roles and subprocesses settled. */
export type PlannedModel = BpmnImportModel;
export type ImportPlan = BpmnImportPreview;

/** Stroomlijn's own export calls a model's process `Process_<model id>`. */
const EXPORTED_PROCESS = /^Process_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The model a link of the file opens, by its key: an embedded sub-process, or the process a call names. */
const ownTarget = (link: SubprocessLink) => (link.kind === 'model' ? link.key : link.calledElement);

/**
 * The call activities that would make the file's models open each other in a circle (or a model
 * itself): Stroomlijn's models open no such circle, and each model must exist before one opens it.
 * Depth first without recursion; a call to a model still open closes a circle.
 */
function circularCalls(usable: ReadonlyMap<string, ConvertedModel>): Set<string> {
  const state = new Map<string, 'open' | 'done'>();
  const circular = new Set<string>();
  // From the processes first: a circle through an embedded sub-process is cut at its call activity.
  const models = [...usable.values()].sort(
    (a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null),
  );
  for (const first of models) {
    if (state.has(first.key)) continue;
    const path = [{ model: first, links: Object.values(first.links) }];
    state.set(first.key, 'open');
    while (path.length > 0) {
      const top = path[path.length - 1] as (typeof path)[number];
      const link = top.links.shift();
      if (!link) {
        state.set(top.model.key, 'done');
        path.pop();
        continue;
      }
      const called = usable.get(ownTarget(link));
      if (!called) continue;
      const mark = state.get(called.key);
      if (mark === 'open') circular.add(link.elementId);
      else if (mark === undefined) {
        state.set(called.key, 'open');
        path.push({ model: called, links: Object.values(called.links) });
      }
    }
  }
  return circular;
}

/** The file's lanes, each matched to the live role of its name (case and accents ignored), if any. */
export function lanesOf(file: ConvertedFile, lookups: ImportLookups): BpmnImportLane[] {
  const rolesByName = new Map<string, { id: string; name: string }>();
  for (const role of lookups.roles)
    if (!rolesByName.has(matchKey(role.name))) rolesByName.set(matchKey(role.name), role);
  return file.lanes.map(({ key, name }) => {
    const match = rolesByName.get(key) ?? null;
    return { key, name, match, actorId: match?.id ?? randomUUID() };
  });
}

/**
 * The import of a converted file against the database: each lane matched to the live role of its name
 * (case and accents ignored), or to the role `actors` chooses for it; each call activity linked to the
 * model its export names, to a model of this file, or to a live model of its name, else the placeholder;
 * each embedded sub-process to the model made of it. Updates the report's items of call activities
 * and sub-processes with what they became.
 */
export function importPlan(
  file: ConvertedFile,
  lookups: ImportLookups,
  actors: (lane: BpmnImportLane) => RoleRef = (lane) => ({
    id: lane.actorId,
    name: lane.match?.name ?? lane.name,
  }),
): ImportPlan {
  const lanes = lanesOf(file, lookups);
  const actorOf = new Map(lanes.map((lane) => [lane.key, actors(lane)]));

  const ids = new Map(file.models.map((model) => [model.key, randomUUID()]));
  const usable = new Map(
    file.models.filter((model) => model.refusal === null).map((model) => [model.key, model]),
  );
  const modelsById = new Map(lookups.models.map((model) => [model.id, model]));
  const modelsByName = new Map<string, ImportLookups['models'][number]>();
  for (const model of lookups.models)
    if (!modelsByName.has(matchKey(model.name))) modelsByName.set(matchKey(model.name), model);
  const circular = circularCalls(usable);
  const report = file.report.map((item) => ({ ...item }));
  const itemOf = (elementId: string) => report.find((item) => item.elementId === elementId);

  const settle = (link: SubprocessLink): Step['process'] => {
    const item = itemOf(link.elementId) as BpmnImportReportItem | undefined;
    const linked = (process: NonNullable<Step['process']>) => {
      if (item && item.outcome === 'kept') item.detail = process.name;
      return process;
    };
    const own = ownTarget(link);
    const made = circular.has(link.elementId) ? undefined : usable.get(own);
    if (made) return linked({ id: ids.get(own) as string, name: made.name, actor: NO_ROLE, revision: 0 });
    if (link.kind === 'call') {
      const exported = EXPORTED_PROCESS.exec(link.calledElement)?.[1]?.toLowerCase();
      const existing =
        (exported !== undefined ? modelsById.get(exported) : undefined) ??
        link.names.map((name) => modelsByName.get(matchKey(name))).find((model) => model !== undefined);
      if (existing)
        return linked({ id: existing.id, name: existing.name, actor: NO_ROLE, revision: existing.revision });
    }
    if (item && item.outcome !== 'left-out' && item.outcome !== 'refused') {
      item.outcome = 'approximated';
      item.reason = 'subprocess-placeholder';
      item.detail = link.kind === 'call' ? (link.names[0] ?? '') : item.name;
    }
    return NO_PROCESS;
  };

  const planned = (model: ConvertedModel): PlannedModel => ({
    id: ids.get(model.key) as string,
    key: model.key,
    name: model.name,
    description: model.description,
    parentKey: model.parentKey,
    refusal: model.refusal,
    groups: model.groups,
    steps: model.steps.map((step) => {
      const lane = model.laneOf[step.id];
      const settled: Step = { ...step, actor: (lane !== undefined && actorOf.get(lane)) || NO_ROLE };
      const link = model.links[step.id];
      if (step.type === 'subprocess') settled.process = link ? settle(link) : NO_PROCESS;
      return settled;
    }),
  });
  return { models: file.models.map(planned), lanes, report };
}
