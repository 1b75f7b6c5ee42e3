import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` (without extension) beside `base` (a module's
 * `import.meta.url`): the compiled `.js` in production; from the TypeScript source (through tsx, a
 * development dependency, with the domain's source too) when the server runs from it, as under the tests.
 */
export function sourceWorker(base: string, name: string, options: WorkerOptions): Worker {
  if (!base.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, base), options);
  const source = JSON.stringify(new URL(`./${name}.ts`, base).href);
  const tsconfig = JSON.stringify(
    fileURLToPath(new URL('../../tsconfig.worker-source.json', import.meta.url)),
  );
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register({ tsconfig: ${tsconfig} }); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** Runs work when fewer than `limit` others run, in the order asked: bounds the workers (memory, cores) at a time. */
export function turns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    running: () => running,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** Starts a worker and answers its one message; a worker that stops without one is an error. */
export function workerAnswer<T>(worker: Worker, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.once('message', (message: T) => {
      answered = true;
      resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The ${what} worker stopped (exit code ${code}) without an answer`));
    });
  });
}
