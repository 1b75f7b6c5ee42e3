import { RESPONSE_ERROR_KEYS } from '../responses/statuses.js';
import { FORM_STATUS_MESSAGES } from '../workflows/form-statuses.js';

/**
 * The error catalogue (spec part 1 §8, part 2 §8) plus the keys this product adds.
 * Every key has a text `error.<key>` in both languages of the web app.
 */
export const MESSAGE_KEYS = [
  // from the specification
  'invalid-state',
  'single-role-multiple-users',
  'domain-exception',
  'invalid-id',
  'duplicate-email',
  'duplicate-revision',
  'duplicate-form',
  'invalid-credentials',
  'not-found',
  'not-allowed',
  'not-available',
  'serialization',
  'deserialization',
  'storage',
  'unknown',
  'validation',
  'internal',
  'subprocess_not_published',
  'unsupported-role-switch',
  'form-reused-in-process-model',
  'form-result-reused-in-process-model',
  'user-not-found',
  'sub-process-used',
  'used-in-process-models',
  // added by this product
  'not-authenticated',
  'too-many-requests',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'sso-not-configured',
  'duplicate-name',
  // a working copy submitted for approval is locked until approved, rejected or withdrawn
  'awaiting-approval',
  // erasing a person: the built-in administrator and support users cannot be erased, nor anyone twice
  'built-in-user',
  'already-erased',
  // the form service (JotForm) could not be read: 424, never a 5xx of Stroomlijn
  ...FORM_STATUS_MESSAGES,
  // why a submission became a response with status error
  ...RESPONSE_ERROR_KEYS,
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** Messages of field errors `{name, message}`; the web app shows `field.<key>` under the field. */
export const FIELD_MESSAGE_KEYS = [
  'invalid-id',
  'not-empty',
  'not-set',
  'not-a-number',
  'invalid-date',
  'invalid-url',
  'invalid-email',
  'text-too-long',
  'password-too-short',
  'password-compromised',
  'invalid-value',
  /** A key the payload's object does not have (a strict object refuses it): named by its path. */
  'unknown-field',
  'duplicate-email',
  'duplicate-name',
  'not-a-csv-file',
  'file-too-large',
  'too-many-rows',
  'row-too-long',
  'unsupported-file-type',
  'form-not-found',
  'duplicate-form',
  'end-before-start',
  // a BPMN upload refused as a whole; `references` name the elements involved
  'not-bpmn',
  'bpmn-doctype',
  'bpmn-no-process',
  'bpmn-too-many-elements',
  'bpmn-duplicate-id',
  'bpmn-dangling-reference',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (MESSAGE_KEYS as readonly string[]).includes(value);
}
