import { FIELD_MESSAGE_KEYS, type FieldError, PASSWORD_MIN_LENGTH, TEXT_LIMIT } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toErrorBody } from '../lib/api';
import { errorText } from './error-text';

/** Translated field errors by field name, for the `error` prop of the input of the same name. */
export function fieldErrorMap(t: TFunction, errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { name, message } of errors) {
    if (name in map) continue;
    const key = (FIELD_MESSAGE_KEYS as readonly string[]).includes(message) ? message : 'invalid-value';
    map[name] = t(`field.${key}`, { min: PASSWORD_MIN_LENGTH, max: TEXT_LIMIT });
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
