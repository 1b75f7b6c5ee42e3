import {
  type FormService,
  FormServiceError,
  type ServiceForm,
  type ServiceSubmission,
  type ServiceWebhook,
} from '../form-service.js';
import { callJotform, type JotformCall, type JotformHttpOptions } from './jotform-http.js';
import {
  toServiceForm,
  toServiceSubmission,
  toServiceWebhooks,
  toSubmissionPage,
} from './jotform-mapping.js';

export interface JotformFormServiceOptions {
  /** `https://api.jotform.com` (EU accounts: `https://eu-api.jotform.com`), or the stand-in's address. */
  apiUrl: string;
  apiKey: string;
  /** The limit of each call, reading the answer included. */
  timeoutMs?: number;
  /** Submissions per page while paging through; JotForm allows at most 1000. */
  pageSize?: number;
}

export const JOTFORM_TIMEOUT_MS = 10_000;
export const JOTFORM_MAX_PAGE_SIZE = 1000;

const JOTFORM_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * JotForm's `created_at:gt` is strict and its times have whole seconds, so "at or after `since`" is
 * "after one second before `since`". The time is the account's wall clock; it is shifted as such.
 */
export function secondBefore(since: string): string {
  if (!JOTFORM_TIME.test(since)) throw new Error(`A JotForm time is 'YYYY-MM-DD HH:MM:SS' (got "${since}")`);
  const instant = new Date(`${since.replace(' ', 'T')}Z`);
  return new Date(instant.getTime() - 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** JotForm's ids are digits; anything else is unknown without asking. */
function digits(value: string, what: string): string {
  if (!/^\d{1,30}$/.test(value)) throw new FormServiceError('not-found', `JotForm has no ${what} "${value}"`);
  return value;
}

/** The form service over JotForm's REST API (https://api.jotform.com/docs/). */
export function jotformFormService(options: JotformFormServiceOptions): FormService {
  const http: JotformHttpOptions = {
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? JOTFORM_TIMEOUT_MS,
  };
  const pageSize = Math.min(options.pageSize ?? JOTFORM_MAX_PAGE_SIZE, JOTFORM_MAX_PAGE_SIZE);
  const call = (request: JotformCall) => callJotform(http, request);

  /**
   * JotForm answers a form or submission of another account, and at times an unknown one, as if the key
   * were wrong. When the key does open the account (`GET /user`), the thing is simply not there.
   */
  async function readingOne<T>(what: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof FormServiceError) || error.failure !== 'unauthorized') throw error;
      const keyWorks = await call({ method: 'GET', path: '/user' }).then(
        () => true,
        () => false,
      );
      if (!keyWorks) throw error;
      throw new FormServiceError('not-found', `JotForm has no ${what} in this account (${error.message})`, {
        cause: error,
      });
    }
  }

  return {
    async form(formId): Promise<ServiceForm> {
      const path = `/form/${digits(formId, 'form')}`;
      return readingOne(`form ${formId}`, async () =>
        toServiceForm((await call({ method: 'GET', path })).content),
      );
    },

    async submission(submissionId): Promise<ServiceSubmission> {
      const path = `/submission/${digits(submissionId, 'submission')}`;
      return readingOne(`submission ${submissionId}`, async () =>
        toServiceSubmission((await call({ method: 'GET', path })).content),
      );
    },

    async *submissionsSince(formId, since): AsyncIterable<ServiceSubmission> {
      const path = `/form/${digits(formId, 'form')}/submissions`;
      const filter = since === null ? null : JSON.stringify({ 'created_at:gt': secondBefore(since) });
      // Offsets over an ascending order: a submission arriving meanwhile lands after the pages read.
      const seen = new Set<string>();
      for (let offset = 0; ; offset += pageSize) {
        const query: Record<string, string> = {
          offset: String(offset),
          limit: String(pageSize),
          orderby: 'created_at',
          direction: 'ASC',
        };
        if (filter !== null) query.filter = filter;
        const page = toSubmissionPage((await call({ method: 'GET', path, query })).content);
        page.sort(
          (a, b) =>
            a.createdAt.localeCompare(b.createdAt) || a.id.length - b.id.length || a.id.localeCompare(b.id),
        );
        for (const submission of page) {
          if (seen.has(submission.id)) continue;
          seen.add(submission.id);
          yield submission;
        }
        if (page.length < pageSize) return;
      }
    },

    async webhooks(formId): Promise<ServiceWebhook[]> {
      const path = `/form/${digits(formId, 'form')}/webhooks`;
      return toServiceWebhooks((await call({ method: 'GET', path })).content);
    },

    async addWebhook(formId, url): Promise<void> {
      const path = `/form/${digits(formId, 'form')}/webhooks`;
      await call({ method: 'POST', path, fields: { webhookURL: url } });
    },

    async deleteWebhook(formId, index): Promise<void> {
      const path = `/form/${digits(formId, 'form')}/webhooks/${digits(index, 'webhook')}`;
      await call({ method: 'DELETE', path });
    },
  };
}
