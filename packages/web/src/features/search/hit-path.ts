import { emailLinkPaths, GLOBAL_PROCESS_MODEL_ID, type SearchHit } from '@stroomlijn/domain';

/**
 * What the signed-in user may open, as far as a hit's page depends on it: the system roles, and the
 * workflow forms whose responses they review or read.
 */
export interface HitAccess {
  modeler: boolean;
  editor: boolean;
  admin: boolean;
  /** The forms whose responses the user reviews, or null while they are not known yet. */
  reviews: ReadonlySet<string> | null;
  /** The forms whose responses the user reads, or null while they are not known yet. */
  reads: ReadonlySet<string> | null;
  /** The models (of those the user's search covers) that have a published revision, or null while not known. */
  published: ReadonlySet<string> | null;
}

const segment = (id: string) => encodeURIComponent(id);
const stepQuery = (stepId: string) => `?step=${encodeURIComponent(stepId)}`;

/**
 * Where a model opens for this user: a modeler's search finds working copies, which open in the editor;
 * everyone else's finds the latest published revisions, which every signed-in user may read in the
 * business model area.
 */
function modelPath(processModelId: string, access: HitAccess): string {
  return access.modeler
    ? `/process-model/${segment(processModelId)}`
    : `/business-model/${segment(processModelId)}/view`;
}

/** A response opens where the user handles it: as reviewer, reader, administrator, or (holder) their actions. */
function responsePath(formId: string, responseId: string, access: HitAccess): string | null {
  if (access.reviews === null || access.reads === null) return null;
  if (access.reviews.has(formId)) return emailLinkPaths.reviewResponse(formId, responseId);
  if (access.reads.has(formId)) return `/actions/read/view/${segment(formId)}/${segment(responseId)}`;
  if (access.admin) return `/workflow/${segment(formId)}/responses/${segment(responseId)}`;
  return '/actions/my';
}

/** An action opens on its response's page for a reviewer, the administrators' actions page, or the holder's page. */
function actionPath(hit: SearchHit, formId: string, responseId: string, access: HitAccess): string | null {
  if (access.reviews === null || access.reads === null) return null;
  if (access.reviews.has(formId)) return emailLinkPaths.reviewResponse(formId, responseId);
  if (access.admin) return `/workflow/${segment(formId)}/responses/${segment(responseId)}/actions`;
  if (access.reads.has(formId)) return `/actions/read/view/${segment(formId)}/${segment(responseId)}`;
  return emailLinkPaths.myAction(formId, responseId, hit.id);
}

/**
 * An input/output definition opens in Data streams (editors), which shows published models only; a
 * modeler's, when not there, in the model's editor. A model never published has no page for an editor
 * who is not a modeler.
 */
function definitionPath(hit: SearchHit, access: HitAccess): string | null {
  const model = hit.processModelId;
  if (model === null || model === GLOBAL_PROCESS_MODEL_ID) return access.editor ? '/data-stream' : null;
  if (access.published === null) return null;
  if (access.editor && access.published.has(model))
    return `/data-stream/${segment(model)}/input-output/${segment(hit.id)}`;
  if (access.modeler) return modelPath(model, access);
  return null;
}

/**
 * The page a hit opens, or null when it cannot be told yet (the user's forms are still loading) or the
 * user has no page for it. Only pages the user may open: the server found the hit for them with the same
 * rights.
 */
export function hitPath(hit: SearchHit, access: HitAccess): string | null {
  const { processModelId, stepId, formId, responseId } = hit;
  switch (hit.kind) {
    case 'process-model':
      return modelPath(processModelId ?? hit.id, access);
    case 'step':
      if (processModelId === null) return null;
      return `${modelPath(processModelId, access)}${stepId === null ? '' : stepQuery(stepId)}`;
    case 'information-group': {
      if (processModelId === null) return null;
      const model = modelPath(processModelId, access);
      if (stepId === null) return model;
      // The step's information, over the model with that step selected.
      const information = access.modeler ? 'edit-step-information' : 'view-step-information';
      return `${model}/${information}/${segment(stepId)}${stepQuery(stepId)}`;
    }
    case 'definition':
      return definitionPath(hit, access);
    case 'business-model-entry':
      return '/business-model';
    case 'response':
      return formId === null ? null : responsePath(formId, responseId ?? hit.id, access);
    case 'action':
      return formId === null || responseId === null ? null : actionPath(hit, formId, responseId, access);
  }
}

/** The full results page of a search: `/search?q=…` with an optional kind and page. */
export function searchPagePath(q: string, kind?: string | null, page?: number): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (page && page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
