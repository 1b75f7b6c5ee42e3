import type { FieldMessageKey, Language } from '@stroomlijn/domain';
import { sourceWorker, turns, workerAnswer } from '../../../lib/source-worker.js';
import { type ConvertedFile, convertFile } from './convert-file.js';
import { IMPORT_TEXTS } from './import-texts.js';
import { BpmnFileError, decodeXml } from './read-bpmn.js';

/** What the worker answers: the converted file, or why the file is refused. */
export type WorkerAnswer =
  | { file: ConvertedFile }
  | { refused: { key: FieldMessageKey; message: string; references: string[]; debugInfo: string } };

/** A 20 MB file read by bpmn-moddle takes a few hundred MB; a 1,000-node one about 50. */
const WORKER_HEAP_MB = 512;
const importTurns = turns(2);

/** Smaller files are read on the request's thread: a worker's start costs more than reading them (a few ms). */
export const WORKER_FROM_BYTES = 64 * 1024;

/**
 * Reads and converts a BPMN file in a worker thread: parsing and converting a 1,000-node file is tens
 * of milliseconds of synchronous work (a 20 MB one seconds) that would hold every other request.
 * At most two at a time; a small file is read at once.
 */
export function readInWorker(bytes: Uint8Array, language: Language): Promise<ConvertedFile> {
  if (bytes.byteLength < WORKER_FROM_BYTES) return convertFile(decodeXml(bytes), IMPORT_TEXTS[language]);
  return importTurns.run(async () => {
    const worker = sourceWorker(import.meta.url, 'import-worker', {
      workerData: { bytes, language },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const answer = await workerAnswer<WorkerAnswer>(worker, 'BPMN import');
    if ('refused' in answer) {
      const { key, message, references, debugInfo } = answer.refused;
      throw new BpmnFileError(key, message, references, debugInfo);
    }
    return answer.file;
  });
}
