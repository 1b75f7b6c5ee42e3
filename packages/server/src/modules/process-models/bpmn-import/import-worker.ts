import { parentPort, workerData } from 'node:worker_threads';
import { type ImportJob, runImportJob } from './import-job.js';

// Reads one file off the server's event loop (see read-in-worker.ts).
parentPort?.postMessage(await runImportJob(workerData as ImportJob));
