import { describe, expect, it } from 'vitest';
import { BackgroundJobs } from './background-jobs.js';

interface Jobs {
  poll: { start(): void; stop(): Promise<void>; pollNow(): string };
  queue: { stop(): Promise<void>; settled(): string };
}

function recordingJobs(log: string[]) {
  const jobs = new BackgroundJobs<Jobs>();
  jobs.declare('poll', {
    start: () => log.push('start poll'),
    stop: async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      log.push('stop poll');
    },
    pollNow: () => 'polled',
  });
  jobs.declare('queue', { stop: async () => void log.push('stop queue'), settled: () => 'settled' });
  return jobs;
}

describe('the background jobs of an app', () => {
  it('hands each job out by the name it was declared under', () => {
    const jobs = recordingJobs([]);
    expect(jobs.get('poll').pollNow()).toBe('polled');
    expect(jobs.get('queue').settled()).toBe('settled');
  });

  it('starts the jobs that have timers, and stops all one after the other in the order declared', async () => {
    const log: string[] = [];
    const jobs = recordingJobs(log);
    expect(log).toEqual([]);
    jobs.startAll();
    expect(log).toEqual(['start poll']);
    await jobs.stopAll();
    expect(log).toEqual(['start poll', 'stop poll', 'stop queue']);
  });

  it('refuses a second job of the same name and a name nobody declared', () => {
    const jobs = recordingJobs([]);
    expect(() => jobs.declare('queue', { stop: async () => {}, settled: () => '' })).toThrow(
      'Two background jobs are named queue',
    );
    expect(() => new BackgroundJobs<Jobs>().get('poll')).toThrow('No background job is named poll');
  });
});
