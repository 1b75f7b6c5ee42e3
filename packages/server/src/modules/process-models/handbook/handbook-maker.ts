import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '@stroomlijn/domain';
import type { BusinessHandbookSource } from './business-handbook.js';
import type { HandbookSource } from './handbook-content.js';

/** One handbook to make in the reader's language: a revision's (HTML or PDF) or the business model's (PDF). */
export type HandbookJob =
  | { kind: 'revision'; source: HandbookSource; language: Language; format: 'html' | 'pdf' }
  | { kind: 'business'; source: BusinessHandbookSource; language: Language; fileName: string };

/** What a worker may take: the PDF of a 1,000-step revision (drawn in slices) peaks near 150 MB of the process's memory, of a 5,000-step one (MAX_STEPS) near 330 MB. */
const WORKER_HEAP_MB = 256;

/**
 * A worker running handbook-worker: the compiled file in production; from the TypeScript source (through
 * tsx, a development dependency, with the domain's source too) when the server runs from it, as under the tests.
 */
function startWorker(job: HandbookJob): Worker {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./handbook-worker.js', import.meta.url), options);
  const source = JSON.stringify(new URL('./handbook-worker.ts', import.meta.url).href);
  const tsconfig = JSON.stringify(
    fileURLToPath(new URL('../../../../tsconfig.worker-source.json', import.meta.url)),
  );
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register({ tsconfig: ${tsconfig} }); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** Workers at a time: each may take WORKER_HEAP_MB and a core; more handbooks wait their turn. */
export const MAX_HANDBOOK_WORKERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** The workers making a handbook now. */
export function runningHandbookWorkers(): number {
  return running;
}

/** Runs `work` when fewer than MAX_HANDBOOK_WORKERS others run, in the order asked. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_HANDBOOK_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** One worker's handbook. */
function inWorker(job: HandbookJob): Promise<{ body: Buffer; fileName: string }> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let answered = false;
    worker.once('message', (made: { body: Uint8Array; fileName: string }) => {
      answered = true;
      resolve({
        body: Buffer.from(made.body.buffer, made.body.byteOffset, made.body.byteLength),
        fileName: made.fileName,
      });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The handbook worker stopped (exit code ${code}) without a handbook`));
    });
  });
}

/**
 * Makes a handbook in a worker thread: laying out and drawing a 1,000-step revision takes seconds of
 * synchronous work (PDFKit, svg-to-pdfkit) that would hold every other request meanwhile. At most
 * MAX_HANDBOOK_WORKERS at a time, so that many handbooks asked at once cannot take the server's memory.
 */
export function makeHandbook(job: HandbookJob): Promise<{ body: Buffer; fileName: string }> {
  return inTurn(() => inWorker(job));
}
