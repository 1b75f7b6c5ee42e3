import {
  BPMN_IMPORT_OUTCOMES,
  type BpmnImportModel,
  type BpmnImportOutcome,
  type BpmnImportPreview,
  type BpmnImportReportItem,
} from '@stroomlijn/domain';

/** A model of the preview in the order it is shown: its parent (an embedded sub-process's model) before it. */
export interface ShownModel {
  model: BpmnImportModel;
  /** 0 for a process, 1 for a sub-process of it, and so on. */
  depth: number;
  /** The model whose subprocess step opens it, or null. */
  parent: BpmnImportModel | null;
}

/**
 * The models in the file's order, each embedded sub-process right after its parent (and its parent's
 * earlier sub-processes). A model whose parent the preview does not hold counts as a process of its own.
 */
export function modelsInOrder(models: readonly BpmnImportModel[]): ShownModel[] {
  const byKey = new Map(models.map((model) => [model.key, model]));
  const children = new Map<string, BpmnImportModel[]>();
  const roots: BpmnImportModel[] = [];
  for (const model of models) {
    const parent = model.parentKey === null ? undefined : byKey.get(model.parentKey);
    if (parent && parent !== model) children.set(parent.key, [...(children.get(parent.key) ?? []), model]);
    else roots.push(model);
  }
  const shown: ShownModel[] = [];
  const seen = new Set<string>();
  const visit = (model: BpmnImportModel, depth: number, parent: BpmnImportModel | null) => {
    if (seen.has(model.key)) return;
    seen.add(model.key);
    shown.push({ model, depth, parent });
    for (const child of children.get(model.key) ?? []) visit(child, depth + 1, model);
  };
  for (const root of roots) visit(root, 0, null);
  // Parents that lead only to each other (a circle the server should never send) are still shown.
  for (const model of models) visit(model, 0, null);
  return shown;
}

/** The number of report items per outcome. */
export function countOutcomes(report: readonly BpmnImportReportItem[]): Record<BpmnImportOutcome, number> {
  const counts = Object.fromEntries(BPMN_IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    BpmnImportOutcome,
    number
  >;
  for (const item of report) counts[item.outcome] += 1;
  return counts;
}

/** Whether the import would create anything: at least one model that is not refused. */
export function hasImportableModel(preview: BpmnImportPreview): boolean {
  return preview.models.some((model) => model.refusal === null);
}
