/** Erasing a person: one `user`/`erase` entry, proven by `modules/person-data/erasure/erasure.test.ts`. */
export const AUDITED_ROUTES: readonly string[] = ['POST /api/person-data/:userId/erase'];
