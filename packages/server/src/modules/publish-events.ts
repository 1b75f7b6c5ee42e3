import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A revision just written, inside the transaction that wrote it. */
export interface RevisionPublished {
  processModelId: string;
  /** The new revision's number; the one before it is `revision - 1` (0: none, the first publish). */
  revision: number;
  /** When it was published (ms since the epoch), as stored on the revision. */
  publishedAt: number;
  /** The user who published it, or who submitted it when an approver approved it. */
  publishedBy: { id: string; name: string };
  /** Feedback on the model that the publisher marked as done by this revision. */
  feedbackDone: readonly string[];
}

/** Work that must commit or roll back with the revision (tasks, notices queued in the outbox). */
export type PublishListener = (trx: Kysely<Database>, event: RevisionPublished) => Promise<void>;

/**
 * What other modules do when a process model revision is published: the process-models module calls
 * every listener inside its publish transaction, so that a revision never exists without its tasks and
 * notices, and a failed listener publishes nothing. Modules add their listener when they register.
 */
export class PublishEvents {
  readonly #listeners: PublishListener[] = [];

  on(listener: PublishListener): void {
    this.#listeners.push(listener);
  }

  async published(trx: Kysely<Database>, event: RevisionPublished): Promise<void> {
    for (const listener of this.#listeners) await listener(trx, event);
  }
}
