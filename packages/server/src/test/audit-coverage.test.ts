import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isApiRoute, ROUTE_ACCESS } from './route-access-table.js';

/** Routes that write nothing the audit trail records, and why. */
const NOT_AUDITED: Record<string, string> = {
  'POST /api/security/info': 'reads the signed-in user and roles',
  'POST /api/process_model/import/bpmn?dryRun': 'the preview stores nothing (the route itself is audited)',
};

/** GET routes that write: each appends an entry too. */
const WRITING_READS = [
  'GET /api/security/logout',
  'GET /connect/callback',
  'GET /api/external/clicdata/responses',
  'GET /api/external/clicdata/actions',
  'GET /api/person-data/me/export.json',
  'GET /api/person-data/:userId/export.json',
  'GET /api/person-data/me/export.zip',
  'GET /api/person-data/:userId/export.zip',
];

async function auditedRoutes(): Promise<Map<string, string>> {
  const covered = new Map<string, string>();
  const folder = new URL('./audited-routes/', import.meta.url);
  for (const file of readdirSync(folder).filter((name) => /\.ts$/.test(name) && !name.endsWith('.d.ts'))) {
    const { AUDITED_ROUTES } = (await import(new URL(file, folder).href)) as {
      AUDITED_ROUTES: readonly string[];
    };
    for (const route of AUDITED_ROUTES) covered.set(route, file);
  }
  return covered;
}

describe('the audit trail covers every write through the API', () => {
  it('every route that writes is proved to append its entry by a test of its area (test/audited-routes/*.ts)', async () => {
    const covered = await auditedRoutes();
    const writing = Object.keys(ROUTE_ACCESS).filter(
      (key) =>
        isApiRoute(key.split(' ')[1] ?? '') && (!key.startsWith('GET ') || WRITING_READS.includes(key)),
    );
    const missing = writing.filter((key) => !covered.has(key) && !(key in NOT_AUDITED));
    expect(missing).toEqual([]);
    expect([...covered.keys()].filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
  });
});
