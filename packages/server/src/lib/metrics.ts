/**
 * What parts of the server count for the operators' metrics (`GET /metrics`, plugins/metrics.ts keeps the
 * registry and the HTTP metrics). Code that is given no metrics counts with `NO_METRICS`, which does
 * nothing, so that tests and tools that build parts without an app keep working.
 */

/** How one poll of one form at the form service ended: read to the end, a failure of the service, or else. */
export type FormPollOutcome = 'ok' | 'not-found' | 'unauthorized' | 'unavailable' | 'refused' | 'error';

/**
 * An email delivered (`sent`), given up (`failed`: refused for good, out of retries, dropped at shutdown),
 * or one failed attempt that will be tried again (`retry`).
 */
export type MailOutcome = 'sent' | 'failed' | 'retry';

export interface AppMetrics {
  formPoll(outcome: FormPollOutcome): void;
  mail(outcome: MailOutcome): void;
}

export const NO_METRICS: AppMetrics = Object.freeze({ formPoll() {}, mail() {} });

/** Shorter tokens are guessable; whoever has the token reads the server's figures. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** STROOMLIJN_METRICS_TOKEN: the bearer token of `GET /metrics`; null (unset or empty): no metrics. */
export function loadMetricsToken(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (trimmed.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`STROOMLIJN_METRICS_TOKEN must have at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  return trimmed;
}
