import { webhookFields } from './answers.js';
import type { StandInForm, StandInSubmission } from './store.js';

export interface WebhookDelivery {
  url: string;
  submissionId: string;
  /** The receiver's HTTP status; absent when it could not be reached (see `error`). */
  status?: number;
  error?: string;
}

export type WebhookEncoding = 'multipart' | 'urlencoded';

/**
 * Posts the submission to each of the form's webhooks as JotForm does: `multipart/form-data` (or
 * urlencoded) with `formID`, `submissionID`, `rawRequest` (the answers as JSON), `pretty` and more.
 * One at a time, each with a 5-second limit; failures are recorded, never thrown.
 */
export async function deliverWebhooks(
  form: StandInForm,
  submission: StandInSubmission,
  encoding: WebhookEncoding,
): Promise<WebhookDelivery[]> {
  const deliveries: WebhookDelivery[] = [];
  for (const url of [...form.webhooks]) {
    const fields = webhookFields(form, submission, url);
    let body: FormData | URLSearchParams;
    if (encoding === 'multipart') {
      body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
    } else {
      body = new URLSearchParams(fields);
    }
    try {
      const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      deliveries.push({ url, submissionId: submission.id, status: response.status });
    } catch (error) {
      deliveries.push({ url, submissionId: submission.id, error: String(error) });
    }
  }
  return deliveries;
}
