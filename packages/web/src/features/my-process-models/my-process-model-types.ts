import { PUBLISHED_MODEL_ROLES, type PublishedModelRole } from '@stroomlijn/domain';

/** The address of My processes (spec part 2 §2 "My process models"). */
export const MY_PROCESS_MODELS_AREA = '/my-process-models';

/** The tab shown by default (MP-01). */
export const DEFAULT_TYPE: PublishedModelRole = 'actor';

export function isPublishedModelRole(value: string | undefined): value is PublishedModelRole {
  return (PUBLISHED_MODEL_ROLES as readonly (string | undefined)[]).includes(value);
}

/** The address of a tab: `/my-process-models/{type}`; the editor's `areaPrefix` there. */
export function myProcessModelsPath(type: PublishedModelRole): string {
  return `${MY_PROCESS_MODELS_AREA}/${type}`;
}
