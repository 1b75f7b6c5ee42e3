import { answerValueText, type ResponseAnswer } from '@stroomlijn/domain';
import type { ServiceAnswer, ServiceSubmission } from '../../integrations/form-service.js';

/** The names of the form's hidden fields that carry the sender and the process model. */
export const SENDER_FIELD = 'userId';
export const PROCESS_MODEL_FIELD = 'processModelId';
const SUBJECT_FIELD = 'subject';

/** What a submission says, before it is matched against users and process models. */
export interface SubmissionFields {
  submissionId: string;
  subject: string;
  /** Epoch milliseconds. */
  submissionDate: number;
  /** The `userId` answer, or null. */
  senderId: string | null;
  /** The `processModelId` answer, or null. */
  processModelId: string | null;
  answers: ResponseAnswer[];
}

/**
 * The service's 'YYYY-MM-DD HH:MM:SS' as epoch milliseconds, read as UTC (the service gives no zone);
 * NaN-safe: an unreadable time is 0.
 */
export function serviceTime(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const time = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  return Number.isFinite(time) ? time : 0;
}

/** Day-month-year of the service's time text (spec part 2 §9: dates display day-month-year). */
function dayMonthYear(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer as people read it: strings as they are, lists joined, names and dates in their order. */
export function flattenAnswer(answer: unknown): string {
  if (answer === undefined || answer === null) return '';
  if (typeof answer === 'string') return answer.trim();
  if (typeof answer === 'number' || typeof answer === 'boolean') return String(answer);
  if (Array.isArray(answer)) {
    return answer
      .map(flattenAnswer)
      .filter((part) => part !== '')
      .join(', ');
  }
  if (isRecord(answer)) {
    if ('year' in answer && 'month' in answer && 'day' in answer) {
      const date = [answer.day, answer.month, answer.year].map(flattenAnswer).join('-');
      const time = 'hour' in answer ? [answer.hour, answer.min ?? '00'].map(flattenAnswer).join(':') : '';
      return time && time !== ':' ? `${date} ${time}` : date;
    }
    return Object.values(answer)
      .map(flattenAnswer)
      .filter((part) => part !== '')
      .join(' ');
  }
  return '';
}

/** The display value of an answer: the service's prettyFormat when it has one, else the flattened answer. */
export function displayValue(answer: ServiceAnswer): string {
  if (typeof answer.prettyFormat === 'string' && answer.prettyFormat.trim() !== '') {
    return answer.prettyFormat.trim();
  }
  return flattenAnswer(answer.answer);
}

function answerNamed(submission: ServiceSubmission, name: string): ServiceAnswer | undefined {
  return submission.answers.find((answer) => answer.name === name);
}

/**
 * The fields of a response from a submission: the subject is the answer named `subject`, else the form's
 * name and the submission date; the answers are the questions answered (headings and buttons carry no
 * answer), in the form's question order, without the two hidden fields.
 */
export function submissionFields(submission: ServiceSubmission, formName: string): SubmissionFields {
  const hiddenValue = (name: string) => {
    const answer = answerNamed(submission, name);
    const value = answer ? displayValue(answer) : '';
    return value === '' ? null : value;
  };
  const subjectAnswer = answerNamed(submission, SUBJECT_FIELD);
  const subject =
    (subjectAnswer && displayValue(subjectAnswer)) || `${formName} ${dayMonthYear(submission.createdAt)}`;
  const answers = submission.answers
    .filter((answer) => answer.answer !== undefined || answer.prettyFormat !== undefined)
    .filter((answer) => answer.name !== SENDER_FIELD && answer.name !== PROCESS_MODEL_FIELD)
    .map((answer, position) => ({ answer, position }))
    .sort((a, b) => a.answer.order - b.answer.order || a.position - b.position)
    .map(({ answer }): ResponseAnswer => {
      const base = { questionId: answer.questionId, question: answer.text, type: answer.type };
      // A structured answer's text is the product's own (dates day-month-year), not the service's.
      return answer.value === undefined
        ? { ...base, data: displayValue(answer) }
        : { ...base, data: answerValueText(answer.value), value: answer.value };
    });
  return {
    submissionId: submission.id,
    subject,
    submissionDate: serviceTime(submission.createdAt),
    senderId: hiddenValue(SENDER_FIELD),
    processModelId: hiddenValue(PROCESS_MODEL_FIELD),
    answers,
  };
}
