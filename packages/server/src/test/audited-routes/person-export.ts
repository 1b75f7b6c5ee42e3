/** A person's data exports: each download appends one entry (modules/person-data/export/export.test.ts). */
export const AUDITED_ROUTES: readonly string[] = [
  'GET /api/person-data/me/export.json',
  'GET /api/person-data/:userId/export.json',
  'GET /api/person-data/me/export.zip',
  'GET /api/person-data/:userId/export.zip',
];
