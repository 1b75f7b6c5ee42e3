import type { Language } from '@stroomlijn/domain';
import { sourceWorker, turns, workerAnswer } from '../../../lib/source-worker.js';
import type { ConvertedFile } from './convert-file.js';
import { type ImportJob, type ImportJobAnswer, runImportJob } from './import-job.js';
import type { ImportLookups } from './import-plan.js';
import { BpmnFileError } from './read-bpmn.js';

/** A 20 MB file read by bpmn-moddle takes a few hundred MB; a 1,000-node one about 50. */
const WORKER_HEAP_MB = 512;
const importTurns = turns(2);

/** Smaller files are read on the request's thread: a worker's start costs more than reading them (a few ms). */
export const WORKER_FROM_BYTES = 64 * 1024;

/**
 * Runs an import job in a worker thread: parsing, converting and serialising the preview of a
 * 1,000-node file is hundreds of milliseconds of synchronous work (a 20 MB file's seconds) that would
 * hold every other request. At most two at a time; a small file is read at once.
 */
async function run(job: ImportJob): Promise<ImportJobAnswer> {
  const answer =
    job.bytes.byteLength < WORKER_FROM_BYTES
      ? await runImportJob(job)
      : await importTurns.run(() =>
          workerAnswer<ImportJobAnswer>(
            sourceWorker(import.meta.url, 'import-worker', {
              workerData: job,
              resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
            }),
            'BPMN import',
          ),
        );
  if ('refused' in answer) {
    const { key, message, references, debugInfo } = answer.refused;
    throw new BpmnFileError(key, message, references, debugInfo);
  }
  return answer;
}

/** The file converted, before roles and models are looked up. */
export async function convertedInWorker(bytes: Uint8Array, language: Language): Promise<ConvertedFile> {
  const answer = await run({ bytes, language, lookups: null });
  if (!('file' in answer)) throw new Error('The import job answered no file');
  return answer.file;
}

/** The preview of the file against `lookups`, as JSON checked against its schema. */
export async function previewInWorker(
  bytes: Uint8Array,
  language: Language,
  lookups: ImportLookups,
): Promise<string> {
  const answer = await run({ bytes, language, lookups });
  if (!('preview' in answer)) throw new Error('The import job answered no preview');
  return answer.preview;
}
