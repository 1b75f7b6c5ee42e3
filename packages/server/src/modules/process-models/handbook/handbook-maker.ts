import type { Worker } from 'node:worker_threads';
import type { Language } from '@stroomlijn/domain';
import { sourceWorker, turns, workerAnswer } from '../../../lib/source-worker.js';
import type { BusinessHandbookSource } from './business-handbook.js';
import type { HandbookSource } from './handbook-content.js';

/** One handbook to make in the reader's language: a revision's (HTML or PDF) or the business model's (PDF). */
export type HandbookJob =
  | { kind: 'revision'; source: HandbookSource; language: Language; format: 'html' | 'pdf' }
  | { kind: 'business'; source: BusinessHandbookSource; language: Language; fileName: string };

/** What a worker may take: the PDF of a 1,000-step revision (drawn in slices) peaks near 150 MB of the process's memory, of a 5,000-step one (MAX_STEPS) near 330 MB. */
const WORKER_HEAP_MB = 256;

/** A worker running handbook-worker (lib/source-worker.ts). */
function startWorker(job: HandbookJob): Worker {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  return sourceWorker(import.meta.url, 'handbook-worker', options);
}

/** Workers at a time: each may take WORKER_HEAP_MB and a core; more handbooks wait their turn. */
export const MAX_HANDBOOK_WORKERS = 2;
const handbookTurns = turns(MAX_HANDBOOK_WORKERS);

/** The workers making a handbook now. */
export function runningHandbookWorkers(): number {
  return handbookTurns.running();
}

/** One worker's handbook. */
async function inWorker(job: HandbookJob): Promise<{ body: Buffer; fileName: string }> {
  const made = await workerAnswer<{ body: Uint8Array; fileName: string }>(startWorker(job), 'handbook');
  return {
    body: Buffer.from(made.body.buffer, made.body.byteOffset, made.body.byteLength),
    fileName: made.fileName,
  };
}

/**
 * Makes a handbook in a worker thread: laying out and drawing a 1,000-step revision takes seconds of
 * synchronous work (PDFKit, svg-to-pdfkit) that would hold every other request meanwhile. At most
 * MAX_HANDBOOK_WORKERS at a time, so that many handbooks asked at once cannot take the server's memory.
 */
export function makeHandbook(job: HandbookJob): Promise<{ body: Buffer; fileName: string }> {
  return handbookTurns.run(() => inWorker(job));
}
