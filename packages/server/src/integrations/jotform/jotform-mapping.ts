import {
  FormServiceError,
  type ServiceAnswer,
  type ServiceForm,
  type ServiceSubmission,
  type ServiceWebhook,
} from '../form-service.js';
import { jotformAnswerValue } from './jotform-answer-values.js';

/** JotForm's answers to the contract's shapes; anything that cannot be read is `unavailable`. */

type Json = Record<string, unknown>;

function unreadable(what: string): FormServiceError {
  return new FormServiceError('unavailable', `JotForm's ${what} could not be read`);
}

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable(what);
  return value as Json;
}

/** Ids arrive as strings (long numbers are quoted before parsing, see parseKeepingLongIds). */
function id(value: unknown, what: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw unreadable(what);
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const FORM_STATUSES = ['ENABLED', 'DISABLED', 'DELETED'] as const;

export function toServiceForm(content: unknown): ServiceForm {
  const form = object(content, 'form');
  const status = FORM_STATUSES.find((known) => known === form.status);
  const count = Number(form.count ?? 0);
  return {
    id: id(form.id, 'form id'),
    title: typeof form.title === 'string' ? form.title : '',
    // JotForm knows more states (such as archived forms); any other one is not open to submissions.
    status: status ?? 'DISABLED',
    count: Number.isFinite(count) ? count : 0,
    createdAt: optionalText(form.created_at) ?? '',
    updatedAt: optionalText(form.updated_at),
    url: typeof form.url === 'string' ? form.url : '',
  };
}

function order(value: unknown): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && value !== '' && value !== null ? parsed : Number.MAX_SAFE_INTEGER;
}

function toAnswers(value: unknown): ServiceAnswer[] {
  // A submission without answers comes as `[]` (PHP's empty array) or is left out.
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return [];
  const answers = Object.entries(object(value, 'answers')).map(([questionId, raw]): ServiceAnswer => {
    const entry = object(raw, `answer to question ${questionId}`);
    const answer: ServiceAnswer = {
      questionId,
      name: typeof entry.name === 'string' ? entry.name : '',
      order: order(entry.order),
      text: typeof entry.text === 'string' ? entry.text : '',
      type: typeof entry.type === 'string' ? entry.type : '',
    };
    if ('answer' in entry && entry.answer !== undefined) {
      answer.answer = entry.answer;
      const value = jotformAnswerValue(answer.type, entry.answer);
      if (value !== undefined) answer.value = value;
    }
    if (typeof entry.prettyFormat === 'string') answer.prettyFormat = entry.prettyFormat;
    return answer;
  });
  return answers.sort((a, b) => a.order - b.order || Number(a.questionId) - Number(b.questionId));
}

export function toServiceSubmission(content: unknown): ServiceSubmission {
  const submission = object(content, 'submission');
  const createdAt = optionalText(submission.created_at);
  if (createdAt === null) throw unreadable('submission date');
  return {
    id: id(submission.id, 'submission id'),
    formId: id(submission.form_id, 'submission form id'),
    createdAt,
    updatedAt: optionalText(submission.updated_at),
    status: typeof submission.status === 'string' ? submission.status : '',
    answers: toAnswers(submission.answers),
  };
}

/** `{"0": url, "1": url}`, or a list (`[]` when there are none). */
export function toServiceWebhooks(content: unknown): ServiceWebhook[] {
  if (content === null || content === undefined || content === '') return [];
  const entries = Array.isArray(content)
    ? content.map((url, index) => [String(index), url] as const)
    : Object.entries(object(content, 'webhook list'));
  return entries.map(([index, url]) => {
    if (typeof url !== 'string') throw unreadable('webhook list');
    return { index, url };
  });
}

export function toSubmissionPage(content: unknown): ServiceSubmission[] {
  if (!Array.isArray(content)) throw unreadable('submission list');
  return content.map(toServiceSubmission);
}
