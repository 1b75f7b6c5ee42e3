import { parentPort, workerData } from 'node:worker_threads';
import { businessHandbookPdf } from './business-handbook.js';
import { handbookOf } from './handbook-content.js';
import { handbookHtml } from './handbook-html.js';
import type { HandbookJob } from './handbook-maker.js';
import { handbookPdf } from './handbook-pdf.js';

/** The job's bytes and file name. */
async function made(job: HandbookJob): Promise<{ body: Buffer; fileName: string }> {
  if (job.kind === 'business')
    return { body: await businessHandbookPdf(job.source, job.language), fileName: job.fileName };
  const book = handbookOf(job.source, job.language);
  const body = job.format === 'html' ? Buffer.from(handbookHtml(book), 'utf8') : await handbookPdf(book);
  return { body, fileName: `${book.fileName}.${job.format}` };
}

// Makes one handbook off the server's event loop and hands back its bytes (see handbook-maker.ts).
parentPort?.postMessage(await made(workerData as HandbookJob));
