/** What run.ts and its server's process (server-process.mjs) tell each other over the IPC channel. */

/** What the server measured between a start and a stop. */
export interface ServerFigures {
  /** Fastify's time (`reply.elapsedTime`) of each import request answered meanwhile. */
  importMs: number[];
  /** The RSS (the worker threads included) at the start and at the peak. */
  rssBeforeMb: number;
  peakRssMb: number;
  /** The peak RSS and main-thread heap over those at the start. */
  extraRssMb: number;
  extraHeapMb: number;
  /** `monitorEventLoopDelay`'s max (10 ms resolution) and the longest gap between 1 ms timer ticks. */
  delayMaxMs: number;
  longestGapMs: number;
  /** The main thread's busy time (event loop utilisation). */
  busyMs: number;
}

export type ParentMessage = { type: 'start' } | { type: 'stop' } | { type: 'exit' };
export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'started' }
  | { type: 'figures'; figures: ServerFigures };
