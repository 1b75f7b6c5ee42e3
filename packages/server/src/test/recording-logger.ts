import type { MailLogger } from '../integrations/mail/index.js';

export interface LogEntry {
  level: 'debug' | 'warn' | 'error';
  context: unknown;
  message: string | undefined;
}

/** A logger that keeps its entries and tells a waiting test about the next one of a level. */
export function recordingLogger() {
  const entries: LogEntry[] = [];
  let waiters: Array<{ level: LogEntry['level']; resolve: () => void }> = [];
  const log =
    (level: LogEntry['level']) =>
    (context: unknown, message?: string): void => {
      entries.push({ level, context, message });
      for (const waiter of waiters.filter((candidate) => candidate.level === level)) waiter.resolve();
      waiters = waiters.filter((candidate) => candidate.level !== level);
    };
  const logger: MailLogger = { debug: log('debug'), warn: log('warn'), error: log('error') };
  return {
    logger,
    entries,
    count: (level: LogEntry['level']) => entries.filter((entry) => entry.level === level).length,
    next: (level: LogEntry['level']) => new Promise<void>((resolve) => waiters.push({ level, resolve })),
  };
}
