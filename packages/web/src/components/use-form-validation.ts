import type { UseFormReturnType } from '@mantine/form';
import { fieldErrorsFromIssues } from '@stroomlijn/domain';
import { useEffect } from 'react';
import { useTranslation } from '../lib/translation';
import { fieldErrorMap, formErrors } from './field-errors';

interface SafeParser {
  safeParse: (data: unknown) => { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * A @mantine/form `validate` function from a domain schema: the same rules as the server, with the
 * same field messages (`field.<key>`), translated.
 */
export function useSchemaValidate<V>(schema: SafeParser, toPayload: (values: V) => unknown) {
  const { t } = useTranslation();
  return (values: V): Record<string, string> => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return {};
    return fieldErrorMap(
      t,
      fieldErrorsFromIssues(result.error.issues as Parameters<typeof fieldErrorsFromIssues>[0]),
    );
  };
}

/** Puts the field errors of a failed submit under the fields of the same name (ER-13). */
export function useServerFieldErrors<V>(form: UseFormReturnType<V>, error: unknown): void {
  const { t } = useTranslation();
  const { setErrors } = form;
  useEffect(() => {
    if (error) setErrors(formErrors(t, error).fields);
  }, [error, setErrors, t]);
}
