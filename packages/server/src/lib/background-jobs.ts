/** Work a module runs besides its routes: timers (polling, reminders) and queues (mail, webhooks). */
export interface BackgroundJob {
  /** Starts the job's timers; a job without timers has none to start. */
  start?(): void;
  /** Stops the timers and waits for the work under way. */
  stop(): Promise<void>;
}

/**
 * The background jobs of one app, by name: modules declare them while they register, the app starts
 * them once every module is in, stops them (in the order declared) when it closes, and hands them to
 * tests, which await a job's work instead of sleeping. `Jobs` maps each name to its job's type.
 */
export class BackgroundJobs<Jobs> {
  readonly #jobs = new Map<keyof Jobs, BackgroundJob>();

  declare<K extends keyof Jobs>(name: K, job: Jobs[K] & BackgroundJob): void {
    if (this.#jobs.has(name)) throw new Error(`Two background jobs are named ${String(name)}`);
    this.#jobs.set(name, job);
  }

  /** The job declared under `name`. */
  get<K extends keyof Jobs>(name: K): Jobs[K] {
    const job = this.#jobs.get(name);
    if (!job) throw new Error(`No background job is named ${String(name)}`);
    // declare() stored it under this name with this type.
    return job as Jobs[K];
  }

  startAll(): void {
    for (const job of this.#jobs.values()) job.start?.();
  }

  /** Stops every job, one after the other, so a poll ends before the queue it fills is drained. */
  async stopAll(): Promise<void> {
    for (const job of this.#jobs.values()) await job.stop();
  }
}
