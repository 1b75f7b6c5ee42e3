import { RESPONSE_STATUSES, type ResponseStatus } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { knownValue } from '../../lib/untranslatable';

/**
 * WF-13: a response status as shown (in-progress 'Open', on-hold 'Waiting', closed 'Finished'); an
 * unknown one raises the untranslatable error (ER-23).
 */
export function responseStatusText(t: TFunction, status: ResponseStatus): string {
  return t(`workflows.response-status.${knownValue('response status', RESPONSE_STATUSES, status)}`);
}
