import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { actionReminders, localIsoDate, reminderDay } from './reminders.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The check as the app runs it: started once every module is registered. */
const startReminders = (...args: Parameters<typeof actionReminders>) => {
  const reminders = actionReminders(...args);
  reminders.start();
  return reminders;
};
const fail = (error: unknown) => {
  throw error;
};

describe('the day of the due reminders', () => {
  it('is the server’s local date, as yyyy-MM-dd', () => {
    expect(localIsoDate(new Date(2031, 2, 4, 0, 0, 0))).toBe('2031-03-04');
    expect(localIsoDate(new Date(2031, 11, 31, 23, 59, 59))).toBe('2031-12-31');
  });

  it('is today from the reminder hour on, and none before it', () => {
    expect(reminderDay(new Date(2031, 2, 14, 6, 59, 59), 7)).toBeNull();
    expect(reminderDay(new Date(2031, 2, 14, 7, 0, 0), 7)).toBe('2031-03-14');
    expect(reminderDay(new Date(2031, 2, 14, 23, 59, 59), 7)).toBe('2031-03-14');
    expect(reminderDay(new Date(2031, 2, 14, 0, 0, 0), 0)).toBe('2031-03-14');
    expect(reminderDay(new Date(2031, 2, 14, 22, 0, 0), 23)).toBeNull();
  });
});

describe('the daily check', () => {
  it('runs a while after start and then at every interval, for today, until stopped', async () => {
    const days: string[] = [];
    const reminders = startReminders(
      async (day) => {
        days.push(day);
        return 0;
      },
      { hour: 0, onError: fail, startDelayMs: 20, intervalMs: 20 },
    );
    expect(days).toEqual([]);
    await sleep(110);
    await reminders.stop();
    const seen = days.length;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(new Set(days)).toEqual(new Set([localIsoDate()]));
    await sleep(60);
    expect(days).toHaveLength(seen);
  });

  it('has no timer until started', async () => {
    const days: string[] = [];
    const reminders = actionReminders(
      async (day) => {
        days.push(day);
        return 0;
      },
      { hour: 0, onError: fail, startDelayMs: 5, intervalMs: 5 },
    );
    await sleep(40);
    expect(days).toEqual([]);
    reminders.start();
    await sleep(40);
    await reminders.stop();
    expect(days.length).toBeGreaterThanOrEqual(1);
  });

  it('sends nothing on its own before the reminder hour, nor without a timer; remindNow runs regardless', async () => {
    const days: string[] = [];
    const remind = async (day: string) => {
      days.push(day);
      return 1;
    };
    // No local hour is at or after 24.
    const early = startReminders(remind, { hour: 24, onError: fail, startDelayMs: 5, intervalMs: 5 });
    const off = startReminders(remind, {
      hour: 0,
      onError: fail,
      startDelayMs: 5,
      intervalMs: 5,
      timer: false,
    });
    await sleep(40);
    expect(days).toEqual([]);
    expect(await early.remindNow('2031-03-14')).toBe(1);
    expect(await off.remindNow()).toBe(1);
    expect(days).toEqual(['2031-03-14', localIsoDate()]);
    await early.stop();
    await off.stop();
  });

  it('runs one check at a time: a second call waits for the first, and a failure does not stop the next', async () => {
    const log: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reminders = startReminders(
      async (day) => {
        log.push(`start ${day}`);
        if (day === 'a') await held;
        if (day === 'b') throw new Error('b failed');
        log.push(`end ${day}`);
        return 0;
      },
      { hour: 0, onError: fail, timer: false },
    );
    const first = reminders.remindNow('a');
    const second = reminders.remindNow('b');
    const third = reminders.remindNow('c');
    await sleep(10);
    expect(log).toEqual(['start a']);
    release();
    await first;
    await expect(second).rejects.toThrow('b failed');
    await third;
    expect(log).toEqual(['start a', 'end a', 'start b', 'start c', 'end c']);
    await reminders.stop();
  });
});

describe('STROOMLIJN_REMINDER_HOUR', () => {
  const load = (value?: string) =>
    loadConfig(value === undefined ? {} : { STROOMLIJN_REMINDER_HOUR: value }, { webDir: null });

  it('is 7 by default and takes a whole hour from 0 to 23', () => {
    expect(load().reminderHour).toBe(7);
    expect(load('').reminderHour).toBe(7);
    expect(load('0').reminderHour).toBe(0);
    expect(load(' 9 ').reminderHour).toBe(9);
    expect(load('23').reminderHour).toBe(23);
  });

  it.each(['24', '-1', '7.5', 'seven', '0x7', '1e1'])('refuses %s with a message naming it', (value) => {
    expect(() => load(value)).toThrow(
      `STROOMLIJN_REMINDER_HOUR must be a whole hour from 0 to 23 (got "${value}")`,
    );
  });
});
