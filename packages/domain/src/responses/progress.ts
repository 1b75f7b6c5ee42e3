import type { ResponseStatus } from './statuses.js';

/**
 * WF-27..WF-30: the progress bar of a response: its text handled/total; its width the handled percentage,
 * or with no actions 100 for a closed response and 0 otherwise; finished when handled equals total.
 */
export function responseProgress(
  handledStatus: { handled: number; total: number },
  status: ResponseStatus,
): { label: string; percent: number; finished: boolean } {
  const { handled, total } = handledStatus;
  const percent = total > 0 ? (handled / total) * 100 : status === 'closed' ? 100 : 0;
  return { label: `${handled}/${total}`, percent, finished: handled === total };
}
