import type { AnswerValue } from '@stroomlijn/domain';

/**
 * The external form service (JotForm) as the workflow module sees it. Implemented over JotForm's REST
 * API in `jotform/`; tests and trials talk to the stand-in in `jotform/stand-in/` through the same
 * implementation. Ids of the service (form ids, submission ids of 19 digits) are strings end to end.
 */
export interface FormService {
  /** The form with this id of the service; throws FormServiceError `not-found` for an unknown id. */
  form(formId: string): Promise<ServiceForm>;
  /** One submission, fetched anew (a webhook's body is never trusted). */
  submission(submissionId: string): Promise<ServiceSubmission>;
  /**
   * The form's submissions created at or after `since` (the service's 'YYYY-MM-DD HH:MM:SS', in the
   * account's time zone; null: all), oldest first, paged through internally. JotForm's filter is a strict
   * `created_at:gt`, so the adapter asks for "after one second before `since`". One call yields a
   * submission once; overlapping calls (the poll re-reads the last minute) yield it again, for the
   * caller's unique key to drop.
   */
  submissionsSince(formId: string, since: string | null): AsyncIterable<ServiceSubmission>;
  /** The webhooks registered on the form, each with the index the service deletes it by. */
  webhooks(formId: string): Promise<ServiceWebhook[]>;
  addWebhook(formId: string, url: string): Promise<void>;
  deleteWebhook(formId: string, index: string): Promise<void>;
}

export interface ServiceForm {
  id: string;
  title: string;
  status: 'ENABLED' | 'DISABLED' | 'DELETED';
  /** Submissions the service holds for the form. */
  count: number;
  createdAt: string;
  updatedAt: string | null;
  url: string;
}

export interface ServiceAnswer {
  /** The question id (`qid`) of the form. */
  questionId: string;
  /** The question's field name (the hidden fields are named `userId` and `processModelId`). */
  name: string;
  order: number;
  /** The question's text. */
  text: string;
  /** The service's field type, such as `control_textbox`, `control_fullname`, `control_checkbox`. */
  type: string;
  /** A string, an object (full name, date, address) or an array (checkbox, file upload); absent when unanswered. */
  answer?: unknown;
  prettyFormat?: string;
  /** The answer's structure (a date, a name, files …), read by the adapter; absent for plain text. */
  value?: AnswerValue;
}

export interface ServiceSubmission {
  id: string;
  formId: string;
  /** 'YYYY-MM-DD HH:MM:SS' in the account's time zone. */
  createdAt: string;
  updatedAt: string | null;
  status: string;
  /** In the form's question order. */
  answers: ServiceAnswer[];
}

export interface ServiceWebhook {
  index: string;
  url: string;
}

/**
 * Why a call to the form service failed:
 * - `not-found`: the form or submission does not exist (or is not this account's);
 * - `unauthorized`: the API key is missing, wrong or lacks the right (401/403, also inside a 200 envelope);
 * - `unavailable`: no answer, a time-out, a 5xx or an unreadable answer;
 * - `refused`: any other error answer of the service (its message is kept).
 */
export type FormServiceFailure = 'not-found' | 'unauthorized' | 'unavailable' | 'refused';

export class FormServiceError extends Error {
  readonly failure: FormServiceFailure;

  constructor(failure: FormServiceFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FormServiceError';
    this.failure = failure;
  }
}
