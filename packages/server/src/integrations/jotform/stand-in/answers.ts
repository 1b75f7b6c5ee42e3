import type { StandInAnswer, StandInForm, StandInSubmission } from './store.js';
import { isUpload, type StandInUpload } from './uploads.js';

/** Types that show no input and never carry an answer (headings, texts, the submit button). */
const WITHOUT_ANSWER = new Set(['control_head', 'control_text', 'control_button', 'control_divider']);

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function field(value: unknown, key: string): string {
  return typeof value === 'object' && value !== null ? text((value as Record<string, unknown>)[key]) : '';
}

/** JotForm's `prettyFormat` for the types that have one; plain strings and file uploads have none. */
function prettyFormat(type: string, answer: unknown): string | undefined {
  switch (type) {
    case 'control_fullname':
      return ['prefix', 'first', 'middle', 'last', 'suffix']
        .map((key) => field(answer, key))
        .filter((part) => part !== '')
        .join(' ');
    case 'control_time': {
      const time =
        field(answer, 'timeInput') || `${field(answer, 'hourSelect')}:${field(answer, 'minuteSelect')}`;
      return `${time} ${field(answer, 'ampm')}`.trim();
    }
    case 'control_datetime': {
      const date = `${field(answer, 'month')}-${field(answer, 'day')}-${field(answer, 'year')}`;
      const hour = field(answer, 'hour');
      return hour === '' ? date : `${date} ${hour}:${field(answer, 'min')} ${field(answer, 'ampm')}`.trim();
    }
    case 'control_address':
      return [
        ['Street Address', 'addr_line1'],
        ['Street Address Line 2', 'addr_line2'],
        ['City', 'city'],
        ['State / Province', 'state'],
        ['Postal / Zip Code', 'postal'],
        ['Country', 'country'],
      ]
        .map(([label, key]) => `${label}: ${field(answer, key ?? '')}`)
        .join('<br>');
    case 'control_checkbox':
      return Array.isArray(answer) ? answer.map(text).join('; ') : text(answer);
    default:
      return undefined;
  }
}

/** JotForm's date answer also carries the date as `datetime`, 'YYYY-MM-DD HH:MM:SS'. */
function withDatetime(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || 'datetime' in answer) return answer;
  const pad = (key: string) => field(answer, key).padStart(2, '0');
  const ampm = field(answer, 'ampm');
  const given = Number(field(answer, 'hour') || '0');
  const hour = ampm === '' ? given : (given % 12) + (ampm === 'PM' ? 12 : 0);
  const time = `${String(hour).padStart(2, '0')}:${pad('min')}:00`;
  return { ...answer, datetime: `${field(answer, 'year')}-${pad('month')}-${pad('day')} ${time}` };
}

/**
 * The `answers` object of a submission from answers given by question name. A file upload's answer is
 * given as files (`{name, content}`), which `upload` keeps and answers with their addresses, or as
 * addresses already.
 */
export function buildAnswers(
  form: StandInForm,
  byName: Record<string, unknown>,
  upload: (file: StandInUpload) => string = (file) => file.name,
): Record<string, StandInAnswer> {
  const unknown = Object.keys(byName).filter((name) => !form.questions.some((q) => q.name === name));
  if (unknown.length > 0) throw new Error(`Form ${form.id} has no question named ${unknown.join(', ')}`);
  const answers: Record<string, StandInAnswer> = {};
  for (const question of form.questions) {
    const entry: StandInAnswer = {
      name: question.name,
      order: String(question.order),
      text: question.text,
      type: question.type,
    };
    let value = byName[question.name];
    if (question.type === 'control_fileupload' && Array.isArray(value))
      value = value.map((file) => (isUpload(file) ? upload(file) : file));
    if (question.type === 'control_datetime') value = withDatetime(value);
    if (!WITHOUT_ANSWER.has(question.type) && value !== undefined) {
      entry.answer = value;
      const pretty = prettyFormat(question.type, value);
      if (pretty !== undefined) entry.prettyFormat = pretty;
    }
    answers[question.qid] = entry;
  }
  return answers;
}

function display(answer: StandInAnswer): string {
  if (answer.prettyFormat !== undefined) return answer.prettyFormat;
  return Array.isArray(answer.answer) ? answer.answer.map(text).join('; ') : text(answer.answer);
}

/** The fields JotForm posts to a webhook (multipart/form-data) for a submission. */
export function webhookFields(form: StandInForm, submission: StandInSubmission, webhookURL: string) {
  const answered = Object.entries(submission.answers).filter(([, answer]) => answer.answer !== undefined);
  const rawRequest: Record<string, unknown> = { slug: `submit/${form.id}` };
  for (const [qid, answer] of answered) rawRequest[`q${qid}_${answer.name}`] = answer.answer;
  rawRequest.event_id = `${Date.now()}_${form.id}_stand-in`;
  return {
    action: '',
    webhookURL,
    username: 'stand-in',
    formID: form.id,
    type: 'WEB',
    customParams: '',
    product: 'false',
    formTitle: form.title,
    customTitle: '',
    submissionID: submission.id,
    event: '',
    documentID: '',
    teamID: '',
    subject: '',
    isSilent: 'false',
    customBody: '',
    rawRequest: JSON.stringify(rawRequest),
    fromTable: 'false',
    appID: '',
    pretty: answered.map(([, answer]) => `${answer.text}:${display(answer)}`).join(', '),
    unread: '',
    parent: '',
    ip: submission.ip,
  };
}
