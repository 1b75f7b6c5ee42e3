import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { TEXT_LIMIT } from '@stroomlijn/domain';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../lib/translation';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** Cuts the value of the changed element to `limit` characters (a paste or a script may exceed maxLength). */
export function cutToLimit(event: ChangeEvent<TextElement>, limit: number): void {
  const element = event.currentTarget;
  if (element.value.length > limit) element.value = element.value.slice(0, limit);
}

function lengthOf(value: unknown): number | null {
  return typeof value === 'string' ? value.length : null;
}

/**
 * The limit behaviour of CL-01, shared by the input and the text area: the value never exceeds the
 * limit, and once it reaches it the field shows 'text too long' (unless it already shows an error).
 */
function useLimit<E extends TextElement>(
  limit: number,
  value: unknown,
  defaultValue: unknown,
  error: ReactNode,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const { t } = useTranslation();
  const [ownLength, setOwnLength] = useState(() => lengthOf(defaultValue) ?? 0);
  const length = lengthOf(value) ?? ownLength;
  const atLimit = length >= limit;
  return {
    maxLength: limit,
    error: error || (atLimit ? t('field.text-too-long') : undefined),
    onChange: (event: ChangeEvent<E>) => {
      cutToLimit(event, limit);
      setOwnLength(event.currentTarget.value.length);
      onChange?.(event);
    },
  };
}

export interface LimitProps {
  /** The most characters the field takes; the product's text limit (200) unless given. */
  limit?: number;
}

/** A text input cut at the text limit that shows 'text too long' when the value reaches it (CL-01). */
export function LimitedTextInput({
  limit = TEXT_LIMIT,
  value,
  defaultValue,
  error,
  onChange,
  ...props
}: TextInputProps & LimitProps) {
  const limited = useLimit<HTMLInputElement>(limit, value, defaultValue, error, onChange);
  return <TextInput {...props} value={value} defaultValue={defaultValue} {...limited} />;
}

/** A text area cut at the text limit that shows 'text too long' when the value reaches it (CL-01). */
export function LimitedTextarea({
  limit = TEXT_LIMIT,
  value,
  defaultValue,
  error,
  onChange,
  ...props
}: TextareaProps & LimitProps) {
  const limited = useLimit<HTMLTextAreaElement>(limit, value, defaultValue, error, onChange);
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={6}
      {...props}
      value={value}
      defaultValue={defaultValue}
      {...limited}
    />
  );
}
