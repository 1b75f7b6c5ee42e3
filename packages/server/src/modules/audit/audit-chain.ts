import { createHash } from 'node:crypto';

/** What of an entry its hash covers, in this order. */
export interface HashedEntry {
  seq: number;
  at: number;
  actorKind: string;
  actorId: string | null;
  address: string;
  requestId: string;
  entity: string;
  entityId: string;
  action: string;
  personalHash: string;
  prevHash: string;
}

/** The hash before the first entry of a chain that has never lost one to the retention. */
export const GENESIS_HASH = '0'.repeat(64);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** SHA-256 of an entry's personal part: the actor's name and the change, which an erasure may replace. */
export function personalHash(actorName: string, change: string): string {
  return sha256(JSON.stringify([actorName, change]));
}

/** SHA-256 of an entry: its fields (JSON of a fixed order) and the hash of the entry before. */
export function entryHash(entry: HashedEntry): string {
  return sha256(
    JSON.stringify([
      entry.seq,
      entry.at,
      entry.actorKind,
      entry.actorId,
      entry.address,
      entry.requestId,
      entry.entity,
      entry.entityId,
      entry.action,
      entry.personalHash,
      entry.prevHash,
    ]),
  );
}
