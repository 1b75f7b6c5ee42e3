import {
  FIELD_MESSAGE_KEYS,
  type FieldError,
  PASSWORD_MIN_LENGTH,
  TEXT_LIMIT,
  UPLOAD_LIMIT_BYTES,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { toErrorBody } from '../lib/api';
import { i18n } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { errorText } from './error-text';

/** The values field messages may name: `{{min}}` password length, `{{max}}` text limit, `{{uploadMb}}`. */
export const FIELD_MESSAGE_VALUES = {
  min: PASSWORD_MIN_LENGTH,
  max: TEXT_LIMIT,
  uploadMb: Math.round(UPLOAD_LIMIT_BYTES / (1024 * 1024)),
};

/**
 * Translated field errors by field name, for the `error` prop of the input of the same name. A
 * message key the domain does not list yet still shows its own text when `field.<key>` exists.
 */
export function fieldErrorMap(t: TFunction, errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { name, message } of errors) {
    if (name in map) continue;
    const known =
      (FIELD_MESSAGE_KEYS as readonly string[]).includes(message) ||
      (/^[a-z0-9-]+$/.test(message) && i18n.exists(`field.${message}`));
    const key = known ? message : 'invalid-value';
    map[name] = t(`field.${key}`, FIELD_MESSAGE_VALUES);
  }
  return map;
}

export interface FormErrors {
  /** The danger message above the form, or null. */
  general: string | null;
  /** Messages under the fields, by field name. */
  fields: Record<string, string>;
}

export const NO_FORM_ERRORS: FormErrors = { general: null, fields: {} };

/**
 * What a failed submit shows. A validation error shows its field errors under
 * the fields; any other (general) error overrides them: only its message shows.
 */
export function formErrors(t: TFunction, error: unknown): FormErrors {
  if (error === null || error === undefined) return NO_FORM_ERRORS;
  const body = toErrorBody(error);
  const fields = body.messageKey === 'validation' ? fieldErrorMap(t, body.errors) : {};
  return { general: errorText(t, body), fields };
}

export function useFormErrors(error: unknown): FormErrors {
  const { t } = useTranslation();
  return formErrors(t, error);
}
