import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextResponseStatus,
  RESPONSE_FILTER_STATUSES,
  RESPONSE_STATUSES,
  type ResponseEvent,
  type ResponseStatus,
  responseProgress,
  STATUSES_OF_FILTER,
} from './index.js';

const events: ResponseEvent[] = [
  { kind: 'edit', status: 'in-progress' },
  { kind: 'edit', status: 'on-hold' },
  { kind: 'edit', status: 'closed' },
  { kind: 'edit', status: 'new' },
  { kind: 'add-action' },
  { kind: 'close' },
  { kind: 'open' },
];
const name = (event: ResponseEvent) => (event.kind === 'edit' ? `edit→${event.status}` : event.kind);

/** docs/decisions.md 'Response statuses': every status × event, null where refused (invalid-state). */
const TRANSITIONS: Record<ResponseStatus, Record<string, ResponseStatus | null>> = {
  error: {
    'edit→in-progress': null,
    'edit→on-hold': null,
    'edit→closed': null,
    'edit→new': null,
    'add-action': null,
    close: null,
    open: null,
  },
  new: {
    'edit→in-progress': 'in-progress',
    'edit→on-hold': 'on-hold',
    'edit→closed': null,
    'edit→new': null,
    'add-action': 'in-progress',
    close: 'closed',
    open: null,
  },
  'in-progress': {
    'edit→in-progress': 'in-progress',
    'edit→on-hold': 'on-hold',
    'edit→closed': null,
    'edit→new': null,
    'add-action': 'in-progress',
    close: 'closed',
    open: null,
  },
  'on-hold': {
    'edit→in-progress': 'in-progress',
    'edit→on-hold': 'on-hold',
    'edit→closed': null,
    'edit→new': null,
    'add-action': 'on-hold',
    close: 'closed',
    open: null,
  },
  closed: {
    'edit→in-progress': null,
    'edit→on-hold': null,
    'edit→closed': null,
    'edit→new': null,
    'add-action': null,
    close: null,
    open: 'in-progress',
  },
};

describe('response status transitions', () => {
  it('AC-17 and the decided table: every status and event', () => {
    for (const status of RESPONSE_STATUSES)
      for (const event of events)
        expect(nextResponseStatus(status, event), `${status} ${name(event)}`).toBe(
          TRANSITIONS[status][name(event)],
        );
  });

  it('no sequence of events leaves error or reaches new again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ResponseStatus>(...RESPONSE_STATUSES),
        fc.array(fc.constantFrom(...events), { maxLength: 20 }),
        (start, sequence) => {
          let status = start;
          for (const event of sequence) {
            const next = nextResponseStatus(status, event);
            if (next === null) continue;
            if (start === 'error') throw new Error('an error response changed');
            if (next === 'new' && status !== 'new') throw new Error('back to new');
            status = next;
          }
        },
      ),
    );
  });

  it('AC-27: the filter statuses are open, closed and all; open is every status before closed', () => {
    expect(RESPONSE_FILTER_STATUSES).toEqual(['open', 'closed', 'all']);
    expect(STATUSES_OF_FILTER.open).toEqual(['new', 'in-progress', 'on-hold']);
    expect(STATUSES_OF_FILTER.closed).toEqual(['closed']);
    expect(STATUSES_OF_FILTER.all).toEqual(['new', 'in-progress', 'on-hold', 'closed']);
  });
});

describe('responseProgress', () => {
  it('WF-27: shows handled/total', () => {
    expect(responseProgress({ handled: 1, total: 3 }, 'in-progress').label).toBe('1/3');
  });

  it('WF-28: the width is the handled percentage', () => {
    expect(responseProgress({ handled: 1, total: 4 }, 'in-progress').percent).toBe(25);
    expect(responseProgress({ handled: 1, total: 4 }, 'closed').percent).toBe(25);
  });

  it('WF-29: with no actions, 100 for a closed response and 0 otherwise', () => {
    for (const status of RESPONSE_STATUSES)
      expect(responseProgress({ handled: 0, total: 0 }, status).percent).toBe(status === 'closed' ? 100 : 0);
  });

  it('WF-30: finished exactly when handled equals total', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.constantFrom(...RESPONSE_STATUSES), (a, b, status) => {
        const [handled, total] = a <= b ? [a, b] : [b, a];
        const progress = responseProgress({ handled, total }, status);
        expect(progress.finished).toBe(handled === total);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
