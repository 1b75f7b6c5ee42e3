import { type BpmnImportReason, MAX_STEPS, TEXT_LIMIT } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';

/** The reasons whose text names the item's detail itself (a name, a role); any other shows it after. */
const DETAIL_IN_TEXT: ReadonlySet<BpmnImportReason> = new Set([
  'model',
  'actor-role',
  'subprocess-linked',
  'loop-back',
  'event-subprocess',
]);

/** The operators `split-after-step` names in its detail, each with a text of its own. */
const SPLIT_KINDS = new Set(['parallel', 'choice']);

/**
 * The explanation of a report item or a refusal in the user's language: `bpmn-import.reason.<reason>`
 * with the detail in it, or after it in brackets where the text has no place for it.
 */
export function reasonText(t: TFunction, reason: BpmnImportReason, detail = ''): string {
  const values = { detail, max: TEXT_LIMIT, maxSteps: MAX_STEPS };
  if (reason === 'split-after-step' && SPLIT_KINDS.has(detail))
    return t(`bpmn-import.reason.${reason}`, { ...values, context: detail });
  const text = t(`bpmn-import.reason.${reason}`, values);
  return detail === '' || DETAIL_IN_TEXT.has(reason) ? text : `${text} (${detail})`;
}
