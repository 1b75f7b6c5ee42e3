import { bpmnImportPreviewSchema, type FieldMessageKey, type Language } from '@stroomlijn/domain';
import { type ConvertedFile, convertFile } from './convert-file.js';
import { type ImportLookups, importPlan } from './import-plan.js';
import { IMPORT_TEXTS } from './import-texts.js';
import { BpmnFileError, decodeXml } from './read-bpmn.js';

/** One file to read: converted only, or (with the lookups) made into the preview's JSON. */
export interface ImportJob {
  bytes: Uint8Array;
  language: Language;
  lookups: ImportLookups | null;
}

/** What a job answers: the converted file, the preview as JSON, or why the file is refused. */
export type ImportJobAnswer =
  | { file: ConvertedFile }
  | { preview: string }
  | { refused: { key: FieldMessageKey; message: string; references: string[]; debugInfo: string } };

/**
 * Reads a file: all the synchronous work of an import (parsing, converting, planning, checking the
 * preview against its schema and serialising it), so that a worker can do it whole.
 */
export async function runImportJob({ bytes, language, lookups }: ImportJob): Promise<ImportJobAnswer> {
  try {
    const file = await convertFile(decodeXml(bytes), IMPORT_TEXTS[language]);
    if (lookups === null) return { file };
    return { preview: JSON.stringify(bpmnImportPreviewSchema.parse(importPlan(file, lookups))) };
  } catch (error) {
    if (!(error instanceof BpmnFileError)) throw error;
    const { key, message, references, debugInfo } = error;
    return { refused: { key, message, references, debugInfo } };
  }
}
