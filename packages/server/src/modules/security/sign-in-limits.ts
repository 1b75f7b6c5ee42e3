import { randomUUID } from 'node:crypto';
import {
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  LOGIN_ADDRESS_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_SECONDS,
} from '@stroomlijn/domain';
import { AppError } from '../../errors.js';
import type { FailureCounterKind, FailureCounters, SecurityRepository } from './repository.js';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_SECONDS * 1000;

/**
 * The limits on failed password sign-ins, counted in the database so that every instance shares them
 * (docs/decisions.md, "Sign-in limits"): guesses at one account from browsers it does not know, failures
 * from one client address, and failures from one browser the account knows. A known browser is held
 * only to its own count, so nobody else's guesses can lock its user out.
 */
export function signInLimits(repository: SecurityRepository) {
  function exceeded(failures: Record<'byAccount' | 'byAddress' | 'byDevice', number>, known: boolean) {
    const over: { kind: FailureCounterKind; excess: number }[] = [];
    const check = (kind: FailureCounterKind, count: number, limit: number) => {
      if (count > limit) over.push({ kind, excess: count - 1 - limit });
    };
    if (known) check('device', failures.byDevice, LOGIN_ACCOUNT_FAILURE_LIMIT);
    else {
      check('account', failures.byAccount, LOGIN_ACCOUNT_FAILURE_LIMIT);
      check('address', failures.byAddress, LOGIN_ADDRESS_FAILURE_LIMIT);
    }
    return over;
  }

  return {
    /**
     * Counts an attempt as a failure before its password is checked, so that guesses sent in parallel
     * count too, and refuses it with 429 and Retry-After when a limit is reached (a refused attempt is
     * taken back: it does not extend the wait). Answers how to take the attempt back when it succeeds.
     */
    async attempt(counters: FailureCounters, now: number): Promise<{ succeeded: () => Promise<void> }> {
      const since = now - WINDOW_MS;
      const id = randomUUID();
      await repository.recordFailure(
        {
          id,
          email_key: counters.emailKey,
          client_address: counters.address,
          device: counters.device,
          failed_at: now,
        },
        since,
      );
      const over = exceeded(await repository.countRecentFailures(counters, since), counters.device !== null);
      if (over.length > 0) {
        await repository.deleteFailure(id);
        let leaves = now;
        for (const { kind, excess } of over) {
          const failedAt = await repository.failureTimeToLeave(counters, kind, excess, since);
          // None: failures left the window meanwhile, and a retry may pass at once.
          if (failedAt !== undefined) leaves = Math.max(leaves, failedAt + WINDOW_MS);
        }
        throw new AppError('too-many-requests', {
          message: 'Too many failed sign-ins; try again later',
          retryAfterSeconds: Math.max(1, Math.ceil((leaves - now) / 1000)),
        });
      }
      return { succeeded: () => repository.deleteFailure(id) };
    },
  };
}
