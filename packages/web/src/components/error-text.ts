import { isMessageKey } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { ApiErrorBody } from '../lib/api';

/** The translated text of a messageKey; an empty or unknown key gives the 'unknown error' text. */
export function messageKeyText(t: TFunction, key: string): string {
  return key !== '' && isMessageKey(key) ? t(`error.${key}`) : t('error-dialog.unknown');
}

/** The product error text: the message for the key followed by the reference names joined by a comma. */
export function errorText(t: TFunction, body: ApiErrorBody): string {
  const message = messageKeyText(t, body.messageKey);
  const references = body.references.map((reference) => reference.name).filter((name) => name !== '');
  return references.length > 0 ? `${message} ${references.join(', ')}` : message;
}
