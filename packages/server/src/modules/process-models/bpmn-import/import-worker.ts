import { parentPort, workerData } from 'node:worker_threads';
import type { Language } from '@stroomlijn/domain';
import { convertFile } from './convert-file.js';
import { IMPORT_TEXTS } from './import-texts.js';
import { BpmnFileError, decodeXml } from './read-bpmn.js';
import type { WorkerAnswer } from './read-in-worker.js';

async function answer({ bytes, language }: { bytes: Uint8Array; language: Language }): Promise<WorkerAnswer> {
  try {
    return { file: await convertFile(decodeXml(bytes), IMPORT_TEXTS[language]) };
  } catch (error) {
    if (!(error instanceof BpmnFileError)) throw error;
    const { key, message, references, debugInfo } = error;
    return { refused: { key, message, references, debugInfo } };
  }
}

// Reads and converts one file off the server's event loop (see read-in-worker.ts).
parentPort?.postMessage(await answer(workerData as { bytes: Uint8Array; language: Language }));
