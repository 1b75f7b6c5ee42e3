import type { StandInForm, StandInStore, StandInSubmission } from './store.js';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface ApiRequest {
  method: string;
  /** The path without the optional `/v1` prefix. */
  path: string;
  query: URLSearchParams;
  /** Fields of a urlencoded or multipart body. */
  fields: URLSearchParams;
}

/** JotForm's endpoint slug in messages: `/form/123/submissions` → `/form-id-submissions`. */
function slug(path: string): string {
  return `/${path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? 'id' : part))
    .join('-')}`;
}

export function envelope(content: unknown, extra: Record<string, unknown> = {}): ApiAnswer {
  return {
    status: 200,
    body: {
      responseCode: 200,
      message: 'success',
      content,
      ...extra,
      duration: '1.23ms',
      'limit-left': 9999,
    },
  };
}

/** An error answer; `httpStatus` 200 puts the error only in the body, as JotForm does for some errors. */
export function failure(code: number, message: string, path: string, httpStatus = code): ApiAnswer {
  return {
    status: httpStatus,
    body: {
      responseCode: code,
      message,
      content: '',
      duration: '1.23ms',
      info: `https://api.jotform.com/docs#${slug(path).slice(1)}`,
    },
  };
}

/** The answer once the account has used up its API calls for the day. */
export function limitReached(path: string): ApiAnswer {
  return failure(429, "You've reached your daily limit of API calls", path);
}

export function unauthorized(path: string, httpStatus: number): ApiAnswer {
  return failure(401, `You're not authorized to use (${slug(path)}) `, path, httpStatus);
}

export function formContent(form: StandInForm, formUrl: string) {
  const last = form.submissions.at(-1);
  return {
    id: form.id,
    username: 'stand-in',
    title: form.title,
    height: '539',
    status: form.status,
    created_at: form.createdAt,
    updated_at: form.updatedAt,
    last_submission: last?.created_at ?? null,
    new: String(form.submissions.filter((s) => s.new === '1').length),
    count: String(form.submissions.length),
    type: 'LEGACY',
    favorite: '0',
    archived: '0',
    url: `${formUrl}/${form.id}`,
  };
}

/** PHP's json_encode turns an empty list into `[]` and a filled one into `{"0": …}`; JotForm shows both. */
function webhookContent(form: StandInForm) {
  return form.webhooks.length === 0
    ? []
    : Object.fromEntries(form.webhooks.map((url, i) => [String(i), url]));
}

type Comparison = (a: string, b: string) => boolean;
const OPERATORS: Record<string, Comparison> = {
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
  ne: (a, b) => a !== b,
};

/** Ids compare as numbers: pad them so that string order is number order. */
function sortable(submission: StandInSubmission, field: string): string {
  return field === 'id' ? submission.id.padStart(24, '0') : submission.created_at;
}

function submissionsPage(form: StandInForm, request: ApiRequest): ApiAnswer {
  const offset = Number(request.query.get('offset') ?? '0');
  const limit = Math.min(Number(request.query.get('limit') ?? '20'), 1000);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1)
    return failure(400, 'offset and limit must be whole numbers', request.path);
  let filter: Record<string, unknown> = {};
  const rawFilter = request.query.get('filter');
  if (rawFilter !== null && rawFilter !== '') {
    try {
      filter = JSON.parse(rawFilter) as Record<string, unknown>;
    } catch {
      return failure(400, 'Invalid filter', request.path);
    }
  }
  let rows = [...form.submissions];
  for (const [key, value] of Object.entries(filter)) {
    const [field = '', operator = 'eq'] = key.split(':');
    if (field !== 'created_at' && field !== 'id') continue;
    const compare = OPERATORS[operator] ?? ((a: string, b: string) => a === b);
    const bound = field === 'id' ? String(value).padStart(24, '0') : String(value);
    rows = rows.filter((row) => compare(sortable(row, field), bound));
  }
  const orderby = request.query.get('orderby') === 'id' ? 'id' : 'created_at';
  const ascending = (request.query.get('direction') ?? 'DESC').toUpperCase() === 'ASC';
  rows.sort((a, b) => {
    const order = sortable(a, orderby).localeCompare(sortable(b, orderby)) || a.id.localeCompare(b.id);
    return ascending ? order : -order;
  });
  const page = rows.slice(offset, offset + limit);
  return envelope(page, { resultSet: { offset, limit, orderby, count: page.length } });
}

/** Answers one authorised API call. */
export function answerApi(store: StandInStore, request: ApiRequest, formUrl: string): ApiAnswer {
  const { method, path } = request;
  const parts = path.split('/').filter((part) => part !== '');
  if (method === 'GET' && parts.length === 1 && parts[0] === 'user')
    return envelope({
      username: 'stand-in',
      name: 'Stand-in',
      email: 'stand-in@localhost',
      status: 'ACTIVE',
    });
  if (parts[0] === 'submission' && parts.length === 2 && method === 'GET') {
    const submission = store.submissions.get(parts[1] ?? '');
    return submission ? envelope(submission) : failure(404, 'Submission not found', path);
  }
  if (parts[0] !== 'form' || parts.length < 2) return notAvailable(path);
  const form = store.forms.get(parts[1] ?? '');
  const rest = parts.slice(2).join('/');
  if (form === undefined) return failure(404, 'Form not found', path);
  if (method === 'GET' && rest === '') return envelope(formContent(form, formUrl));
  if (method === 'GET' && rest === 'submissions') return submissionsPage(form, request);
  if (method === 'GET' && rest === 'webhooks') return envelope(webhookContent(form));
  if (method === 'POST' && rest === 'webhooks') {
    const url = request.fields.get('webhookURL') ?? '';
    if (!/^https?:\/\//.test(url)) return failure(400, 'webhookURL is missing or not a URL', path);
    form.webhooks.push(url);
    return envelope(webhookContent(form));
  }
  if (method === 'DELETE' && parts[2] === 'webhooks' && parts.length === 4) {
    const index = Number(parts[3]);
    if (!Number.isInteger(index) || form.webhooks[index] === undefined)
      return failure(404, 'Webhook not found', path);
    form.webhooks.splice(index, 1);
    return envelope(webhookContent(form));
  }
  return notAvailable(path);
}

function notAvailable(path: string): ApiAnswer {
  return failure(404, `Requested URL (${path}) is not available!`, path);
}
