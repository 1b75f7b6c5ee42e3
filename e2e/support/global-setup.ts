import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the one e2e server of this run, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** Its data directory; the SQLite file is `<dataDir>/stroomlijn.sqlite`. */
    dataDir: string;
  }
}

/** Starts ONE built server for the whole e2e run and stops it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
