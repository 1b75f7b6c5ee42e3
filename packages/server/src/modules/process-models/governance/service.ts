import {
  confirmationShare,
  type GovernanceOverview,
  isStaleWorkingCopy,
  reviewDate,
  reviewState,
  type Step,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { nullableNumber } from '../reads/stamp-repository.js';
import {
  type ConfirmationRow,
  type GovernanceRow,
  governanceRepository,
  type SubprocessRow,
  type SubprocessUserRow,
} from './repository.js';

const lineOf = (row: { id: string; name: string; revision: number }) => ({
  id: row.id,
  name: row.name,
  revision: Number(row.revision),
});

function withoutOwnerOrManager(rows: readonly GovernanceRow[]): GovernanceOverview['withoutOwnerOrManager'] {
  return rows
    .filter((row) => row.ownerId === null || row.managerId === null)
    .map((row) => ({
      ...lineOf(row),
      ownerMissing: row.ownerId === null,
      managerMissing: row.managerId === null,
    }));
}

function reviews(rows: readonly GovernanceRow[], now: number): GovernanceOverview['reviews'] {
  return rows.flatMap((row) => {
    const publishedAt = nullableNumber(row.publishedAt);
    const interval = nullableNumber(row.reviewIntervalMonths);
    if (Number(row.revision) === 0 || publishedAt === null || interval === null) return [];
    const date = reviewDate(publishedAt, interval) as number;
    const state = reviewState(date, now);
    return state
      ? [{ ...lineOf(row), publishedAt, reviewIntervalMonths: interval, reviewDate: date, state }]
      : [];
  });
}

function staleWorkingCopies(
  rows: readonly GovernanceRow[],
  now: number,
): GovernanceOverview['staleWorkingCopies'] {
  return rows.flatMap((row) => {
    const since = nullableNumber(row.draftSince);
    return since !== null && isStaleWorkingCopy(since, now)
      ? [{ ...lineOf(row), unpublishedSince: since }]
      : [];
  });
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * The subprocesses each latest revision opens at a revision older than their latest: each once (at the
 * oldest revision its steps open), by name. The graph is parsed only for the models the repository
 * found to open a subprocess published more than once.
 */
function outdatedSubprocesses(
  users: readonly SubprocessUserRow[],
  subprocesses: readonly SubprocessRow[],
): GovernanceOverview['outdatedSubprocesses'] {
  const latest = new Map(subprocesses.map((row) => [row.id, row]));
  return users.flatMap((user) => {
    const used = new Map<string, number>();
    for (const step of (JSON.parse(user.content) as { steps: Step[] }).steps) {
      const process = step.type === 'subprocess' ? step.process : undefined;
      const target = process && latest.get(process.id);
      if (!process || !target || process.revision >= Number(target.revision)) continue;
      used.set(process.id, Math.min(process.revision, used.get(process.id) ?? process.revision));
    }
    if (used.size === 0) return [];
    const lines = [...used].map(([id, usedRevision]) => {
      const target = latest.get(id) as SubprocessRow;
      return { id, name: target.name, usedRevision, latestRevision: Number(target.revision) };
    });
    return [{ ...lineOf(user), subprocesses: lines.sort(byName) }];
  });
}

function confirmations(rows: readonly ConfirmationRow[]): GovernanceOverview['confirmations'] {
  return rows.map((row) => {
    const [asked, confirmed] = [Number(row.asked), Number(row.confirmed)];
    return { ...lineOf(row), asked, confirmed, share: confirmationShare(asked, confirmed) };
  });
}

/** The governance overview for modelers, as it stands at `now`. */
export function governanceService(db: Kysely<Database>) {
  const repository = governanceRepository(db);
  return {
    async overview(now: number): Promise<GovernanceOverview> {
      const rows = await repository.models();
      const users = await repository.subprocessUsers();
      const subprocesses = users.length > 0 ? await repository.subprocesses() : [];
      const confirmationRows = await repository.confirmations();
      return {
        at: now,
        withoutOwnerOrManager: withoutOwnerOrManager(rows),
        reviews: reviews(rows, now),
        staleWorkingCopies: staleWorkingCopies(rows, now),
        outdatedSubprocesses: outdatedSubprocesses(users, subprocesses),
        confirmations: confirmations(confirmationRows),
      };
    },
  };
}

export type GovernanceService = ReturnType<typeof governanceService>;
