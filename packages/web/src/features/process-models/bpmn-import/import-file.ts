import { UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { FIELD_MESSAGE_VALUES, fieldErrorMap } from '../../../components';
import { toErrorBody } from '../../../lib/api';

/** The names a BPMN file has: the modelling tools save `.bpmn`, some export `.xml`. */
export const BPMN_FILE_ACCEPT = '.bpmn,.xml,application/xml,text/xml';

/** What is wrong with a chosen file before it is sent: not a .bpmn/.xml name, or too large. */
export function bpmnFileProblem(file: File): 'not-bpmn' | 'file-too-large' | null {
  if (!/\.(bpmn|xml)$/i.test(file.name)) return 'not-bpmn';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'file-too-large';
  return null;
}

/** The text under the file field for a problem found before the upload. */
export function fileProblemText(t: TFunction, problem: string): string {
  return t(`field.${problem}`, FIELD_MESSAGE_VALUES);
}

/**
 * The text under the file field of a refused upload (a 422 naming the field `file`, a 413), with the
 * elements the answer names; null when the failure is not about the file (the error dialog shows it).
 */
export function fileErrorText(t: TFunction, error: unknown): string | null {
  if (error === null || error === undefined) return null;
  const body = toErrorBody(error);
  const text = fieldErrorMap(t, body.errors).file;
  if (text === undefined) return null;
  const names = body.references.map((reference) => reference.name).filter((name) => name !== '');
  return names.length > 0 ? `${text}: ${names.join(', ')}` : text;
}
