import { type ProcessModel, type ProcessModelInput, reviewDate } from '@stroomlijn/domain';
import type { ModelRow } from './repository.js';

/** The working copy's columns that a publish records in the revision (the review interval is not one). */
const PUBLISHED_COLUMNS = [
  'name',
  'description',
  'owner_role_id',
  'manager_role_id',
  'approval_role_id',
  'content',
] as const;

type PublishedColumns = Pick<ModelRow, (typeof PUBLISHED_COLUMNS)[number]>;

/** The review interval a save stores: the one sent, null to clear it, the stored one when absent. */
export function intervalAfterSave(current: ModelRow, input: Pick<ProcessModelInput, 'reviewIntervalMonths'>) {
  return input.reviewIntervalMonths === undefined
    ? current.review_interval_months
    : input.reviewIntervalMonths;
}

/**
 * `draft_since` after a save at `at`: an unpublished draft keeps the time it began; without
 * one, the save begins one at `at` when it changes what a publish would record, and otherwise (nothing
 * changed, or only the review interval) there is still none.
 */
export function draftSinceAfterSave(current: ModelRow, fields: PublishedColumns, at: number): number | null {
  if (current.draft_since !== null) return Number(current.draft_since);
  return PUBLISHED_COLUMNS.some((column) => fields[column] !== current[column]) ? at : null;
}

/** The review fields of a working copy or list answer: the interval, and the date the latest publish is due. */
export function reviewFieldsOf(
  interval: number | null,
  publishedAt: number | null,
): Pick<ProcessModel, 'reviewIntervalMonths' | 'reviewDate'> {
  const months = interval === null ? null : Number(interval);
  return { reviewIntervalMonths: months, reviewDate: reviewDate(publishedAt, months) };
}
