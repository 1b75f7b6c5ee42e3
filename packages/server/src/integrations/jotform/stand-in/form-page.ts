import type { StandInForm, StandInQuestion } from './store.js';
import type { StandInUpload } from './uploads.js';

/**
 * The form page the embedded iframe shows (`{JOTFORM_FORM_URL}/{formId}?userId=…&processModelId=…`), in
 * the spirit of JotForm's: hidden fields filled from the query, and the page's height posted to the
 * parent as `setHeight:<px>:<formId>`.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function input(question: StandInQuestion, query: URLSearchParams): string {
  const name = escapeHtml(question.name);
  const id = `input_${escapeHtml(question.qid)}`;
  const label = `<label for="${id}">${escapeHtml(question.text)}</label>`;
  if (question.hidden)
    return `<input type="hidden" name="${name}" value="${escapeHtml(query.get(question.name) ?? '')}">`;
  switch (question.type) {
    case 'control_head':
      return `<h2>${escapeHtml(question.text)}</h2>`;
    case 'control_text':
      return `<p>${escapeHtml(question.text)}</p>`;
    case 'control_button':
    case 'control_divider':
      return '';
    case 'control_textarea':
      return `<p>${label}<br><textarea id="${id}" name="${name}"></textarea></p>`;
    case 'control_fullname':
      return `<fieldset><legend>${escapeHtml(question.text)}</legend>
        <label>First name <input name="${name}[first]"></label>
        <label>Last name <input name="${name}[last]"></label></fieldset>`;
    case 'control_datetime':
      return `<p>${label}<br><input type="date" id="${id}" name="${name}"></p>`;
    case 'control_time':
      return `<p>${label}<br><input type="time" id="${id}" name="${name}"></p>`;
    case 'control_matrix':
      return matrix(question);
    case 'control_address':
      return `<fieldset><legend>${escapeHtml(question.text)}</legend>${ADDRESS_PARTS.map(
        ([key, text]) => `<label>${text} <input name="${name}[${key}]"></label>`,
      ).join('<br>')}</fieldset>`;
    case 'control_checkbox':
    case 'control_radio': {
      const type = question.type === 'control_checkbox' ? 'checkbox' : 'radio';
      const field = type === 'checkbox' ? `${name}[]` : name;
      return `<fieldset><legend>${escapeHtml(question.text)}</legend>${question.options
        .map((option) => {
          const value = escapeHtml(option);
          return `<label><input type="${type}" name="${field}" value="${value}"> ${value}</label>`;
        })
        .join('<br>')}</fieldset>`;
    }
    case 'control_fileupload':
      return `<p>${label}<br><input type="file" multiple id="${id}" name="${name}[]"></p>`;
    default:
      return `<p>${label}<br><input id="${id}" name="${name}"></p>`;
  }
}

/** A matrix of radio buttons: a row per question, a column per choice. */
function matrix(question: StandInQuestion): string {
  const head = question.options.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const rows = question.rows.map((row, index) => {
    const cells = question.options.map((column) => {
      const label = escapeHtml(`${row}: ${column}`);
      return `<td><input type="radio" aria-label="${label}" name="${escapeHtml(question.name)}[${index}]" value="${escapeHtml(column)}"></td>`;
    });
    return `<tr><th scope="row">${escapeHtml(row)}</th>${cells.join('')}</tr>`;
  });
  return `<table><caption>${escapeHtml(question.text)}</caption><tr><td></td>${head}</tr>${rows.join('')}</table>`;
}

/** 'HH:MM' (24-hour) as JotForm's time answer. */
function timeAnswer(value: string): Record<string, string> | undefined {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const hourSelect = String(hour % 12 === 0 ? 12 : hour % 12);
  const minuteSelect = match[2] ?? '00';
  return {
    timeInput: `${hourSelect}:${minuteSelect}`,
    hourSelect,
    minuteSelect,
    ampm: hour < 12 ? 'AM' : 'PM',
  };
}

const ADDRESS_PARTS = [
  ['addr_line1', 'Street Address'],
  ['addr_line2', 'Street Address Line 2'],
  ['city', 'City'],
  ['state', 'State / Province'],
  ['postal', 'Postal / Zip Code'],
  ['country', 'Country'],
] as const;

function page(form: StandInForm, body: string): string {
  const formId = JSON.stringify(form.id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(form.title)}</title>
<style>body{font-family:sans-serif;margin:1rem}fieldset,p{margin:0 0 1rem}</style></head>
<body><main>${body}</main>
<script>
  function reportHeight() {
    parent.postMessage('setHeight:' + document.documentElement.scrollHeight + ':' + ${formId}, '*');
  }
  window.addEventListener('load', reportHeight);
  new ResizeObserver(reportHeight).observe(document.body);
</script></body></html>`;
}

export function formPage(form: StandInForm, query: URLSearchParams): string {
  const questions = [...form.questions].sort((a, b) => a.order - b.order);
  return page(
    form,
    `<h1>${escapeHtml(form.title)}</h1>
<form method="post" enctype="multipart/form-data" action="/${escapeHtml(form.id)}/submit">
${questions.map((question) => input(question, query)).join('\n')}
<button type="submit">Submit</button>
</form>`,
  );
}

export function thankYouPage(form: StandInForm, submissionId: string): string {
  return page(
    form,
    `<h1>Thank you!</h1><p>Your submission has been received (${escapeHtml(submissionId)}).</p>`,
  );
}

export function closedPage(form: StandInForm): string {
  return page(form, '<h1>This form is currently unavailable.</h1>');
}

/** The answers by question name from the page's post; empty inputs stay unanswered. */
export function answersFromPage(
  form: StandInForm,
  fields: URLSearchParams,
  files: [string, StandInUpload][] = [],
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of form.questions) {
    const name = question.name;
    let value: unknown;
    if (question.type === 'control_fullname' && !question.hidden) {
      const first = fields.get(`${name}[first]`) ?? '';
      const last = fields.get(`${name}[last]`) ?? '';
      value = first || last ? { first, last } : undefined;
    } else if (question.type === 'control_address' && !question.hidden) {
      const parts = ADDRESS_PARTS.map(([key]) => [key, fields.get(`${name}[${key}]`) ?? '']);
      value = parts.some(([, part]) => part !== '') ? Object.fromEntries(parts) : undefined;
    } else if (question.type === 'control_datetime' && !question.hidden) {
      const [year, month, day] = (fields.get(name) ?? '').split('-');
      value = year && month && day ? { month, day, year } : undefined;
    } else if (question.type === 'control_time' && !question.hidden) {
      value = timeAnswer(fields.get(name) ?? '');
    } else if (question.type === 'control_matrix' && !question.hidden) {
      const chosen = question.rows
        .map((row, index) => [row, fields.get(`${name}[${index}]`) ?? ''] as const)
        .filter(([, column]) => column !== '');
      value = chosen.length > 0 ? Object.fromEntries(chosen) : undefined;
    } else if (question.type === 'control_fileupload' && !question.hidden) {
      const uploaded = files.filter(([field]) => field === `${name}[]`).map(([, file]) => file);
      value = uploaded.length > 0 ? uploaded : undefined;
    } else if (question.type === 'control_checkbox' && !question.hidden) {
      const chosen = fields.getAll(`${name}[]`).filter((item) => item !== '');
      value = chosen.length > 0 ? chosen : undefined;
    } else {
      const given = fields.get(name) ?? '';
      value = given === '' ? undefined : given;
    }
    if (value !== undefined) answers[name] = value;
  }
  return answers;
}
