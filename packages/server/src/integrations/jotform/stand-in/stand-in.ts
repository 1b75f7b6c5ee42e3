import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildAnswers } from './answers.js';
import { type ApiAnswer, answerApi, limitReached, unauthorized } from './api.js';
import { answersFromPage, closedPage, formPage, thankYouPage } from './form-page.js';
import {
  createStore,
  jotformTime,
  type StandInForm,
  type StandInFormInput,
  type StandInSubmission,
} from './store.js';
import { type StandInUpload, uploadPath, uploadType } from './uploads.js';
import { deliverWebhooks, type WebhookDelivery, type WebhookEncoding } from './webhooks.js';

/**
 * A contract-faithful stand-in for JotForm's REST API (and its form pages) on a loopback port, for tests
 * and for trying Stroomlijn without a JotForm account. Never imported by production code.
 */
export interface FormServiceStandInOptions {
  /** The key callers must send in the `APIKEY` header (or the `apiKey` query parameter). */
  apiKey: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** HTTP status of the `responseCode: 401` answer to a wrong key: 200 (default, as JotForm does) or 401. */
  authErrorHttpStatus?: number;
  webhookEncoding?: WebhookEncoding;
  forms?: StandInFormInput[];
}

/** How the stand-in fails while down: `503` answers 503 Service Unavailable, `drop` closes the connection. */
export type DownMode = '503' | 'drop';

export interface FormServiceStandIn {
  /** The address of the API and of the form pages: use it as JOTFORM_API_URL and JOTFORM_FORM_URL. */
  url: string;
  apiUrl: string;
  formUrl: string;
  addForm(input: StandInFormInput): StandInForm;
  /** The stand-in's own record of a form (webhooks, submissions); throws for an unknown id. */
  form(formId: string): StandInForm;
  /**
   * Creates a submission from answers given by question name and, when the form has webhooks, posts it
   * to each of them before resolving. `createdAt` ('YYYY-MM-DD HH:MM:SS' or a Date) defaults to now. A
   * file upload's answer may be given as files (`[{ name, content }]`): the stand-in keeps them and
   * answers with their addresses under `/uploads/`, as JotForm does.
   */
  submit(
    formId: string,
    answers: Record<string, unknown>,
    options?: { createdAt?: string | Date; deliver?: boolean },
  ): Promise<StandInSubmission>;
  /** Posts a submission to its form's webhooks again (a repeated notification). */
  redeliver(submissionId: string): Promise<WebhookDelivery[]>;
  /** Every webhook delivery so far, oldest first. */
  deliveries: WebhookDelivery[];
  /** Every API call so far (not the form pages), oldest first. */
  requests: { method: string; path: string; query: URLSearchParams }[];
  setDown(down: boolean | DownMode): void;
  setSlow(delayMs: number): void;
  /** Answers every API call with HTTP 200 and a body that is not JSON. */
  setUnreadable(unreadable: boolean): void;
  /** Answers every API call with JotForm's daily-limit refusal (HTTP 429, `responseCode: 429`). */
  setLimitReached(reached: boolean): void;
  setApiKey(apiKey: string): void;
  setAuthErrorHttpStatus(status: number): void;
  close(): Promise<void>;
}

/** The fields of a urlencoded or multipart body, and the files of a multipart one by field name. */
async function readBody(
  request: IncomingMessage,
): Promise<{ fields: URLSearchParams; files: [string, StandInUpload][] }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 10_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const type = request.headers['content-type'] ?? '';
  const body = Buffer.concat(chunks);
  const fields = new URLSearchParams();
  const files: [string, StandInUpload][] = [];
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    for (const [name, value] of form) {
      if (typeof value === 'string') fields.append(name, value);
      // A file input left empty posts a part without a name.
      else if (value.name !== '')
        files.push([
          name,
          {
            name: value.name,
            content: new Uint8Array(await value.arrayBuffer()),
            type: value.type || undefined,
          },
        ]);
    }
    return { fields, files };
  }
  const text = type.startsWith('application/x-www-form-urlencoded') ? body.toString() : '';
  return { fields: new URLSearchParams(text), files };
}

const readFields = async (request: IncomingMessage) => (await readBody(request)).fields;

function sendJson(response: ServerResponse, answer: ApiAnswer): void {
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(answer.body));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export async function startFormServiceStandIn(
  options: FormServiceStandInOptions,
): Promise<FormServiceStandIn> {
  const store = createStore();
  let apiKey = options.apiKey;
  let authErrorHttpStatus = options.authErrorHttpStatus ?? 200;
  let down: DownMode | null = null;
  let slowMs = 0;
  let unreadable = false;
  let limitIsReached = false;
  const encoding = options.webhookEncoding ?? 'multipart';
  const deliveries: WebhookDelivery[] = [];
  const requests: FormServiceStandIn['requests'] = [];
  let baseUrl = '';

  const knownForm = (formId: string): StandInForm => {
    const form = store.forms.get(formId);
    if (form === undefined) throw new Error(`The stand-in has no form ${formId}`);
    return form;
  };

  async function submit(
    formId: string,
    answers: Record<string, unknown>,
    submitOptions: { createdAt?: string | Date; deliver?: boolean } = {},
  ): Promise<StandInSubmission> {
    const form = knownForm(formId);
    const { createdAt = new Date(), deliver = true } = submitOptions;
    const time = typeof createdAt === 'string' ? createdAt : jotformTime(createdAt);
    const id = store.newSubmissionId();
    const keep = (file: StandInUpload) => {
      const path = uploadPath(form.id, id, file.name);
      store.files.set(path, { content: Buffer.from(file.content ?? ''), type: uploadType(file) });
      return `${baseUrl}${path}`;
    };
    const submission = store.addSubmission(form, buildAnswers(form, answers, keep), time, id);
    if (deliver) deliveries.push(...(await deliverWebhooks(form, submission, encoding)));
    return submission;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/v1(?=\/)/, '');
    if (slowMs > 0) await sleep(slowMs);
    if (down === 'drop') {
      request.socket.destroy();
      return;
    }
    if (down === '503')
      return sendHtml(response, 503, '<html><body><h1>503 Service Unavailable</h1></body></html>');
    if (path.startsWith('/uploads/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = store.files.get(path);
      if (file === undefined)
        return sendHtml(response, 404, '<html><body><h1>File not found</h1></body></html>');
      response.writeHead(200, { 'content-type': file.type, 'content-length': file.content.length });
      response.end(request.method === 'HEAD' ? undefined : file.content);
      return;
    }
    const pageMatch = /^\/(\d+)(\/submit)?\/?$/.exec(path);
    if (pageMatch) {
      const form = store.forms.get(pageMatch[1] ?? '');
      if (form === undefined)
        return sendHtml(response, 404, '<html><body><h1>Form not found</h1></body></html>');
      if (form.status !== 'ENABLED') return sendHtml(response, 200, closedPage(form));
      if (request.method === 'POST' && pageMatch[2]) {
        const { fields, files } = await readBody(request);
        const submission = await submit(form.id, answersFromPage(form, fields, files));
        return sendHtml(response, 200, thankYouPage(form, submission.id));
      }
      return sendHtml(response, 200, formPage(form, url.searchParams));
    }
    const method = request.method ?? 'GET';
    requests.push({ method, path, query: url.searchParams });
    const header = request.headers.apikey;
    const givenKey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apiKey');
    if (givenKey !== apiKey) return sendJson(response, unauthorized(path, authErrorHttpStatus));
    if (limitIsReached) return sendJson(response, limitReached(path));
    if (unreadable) return sendHtml(response, 200, '<html><body>Something went wrong</body></html>');
    const fields = method === 'POST' || method === 'PUT' ? await readFields(request) : new URLSearchParams();
    const answer = answerApi(store, { method, path, query: url.searchParams, fields }, baseUrl);
    sendJson(response, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendHtml(response, 500, `<html><body>${String(error)}</body></html>`);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  for (const form of options.forms ?? []) store.addForm(form);

  return {
    url: baseUrl,
    apiUrl: baseUrl,
    formUrl: baseUrl,
    addForm: (input) => store.addForm(input),
    form: knownForm,
    submit,
    async redeliver(submissionId) {
      const submission = store.submissions.get(submissionId);
      if (submission === undefined) throw new Error(`The stand-in has no submission ${submissionId}`);
      const result = await deliverWebhooks(knownForm(submission.form_id), submission, encoding);
      deliveries.push(...result);
      return result;
    },
    deliveries,
    requests,
    setDown: (value) => {
      down = value === true ? '503' : value === false ? null : value;
    },
    setSlow: (delayMs) => {
      slowMs = delayMs;
    },
    setUnreadable: (value) => {
      unreadable = value;
    },
    setLimitReached: (value) => {
      limitIsReached = value;
    },
    setApiKey: (key) => {
      apiKey = key;
    },
    setAuthErrorHttpStatus: (status) => {
      authErrorHttpStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
